import { expect, test } from './support/fixtures';

// The help, contact and legal pages' own logic (accordions, the contact form's checks and answers,
// the sections and the price each page reads from the API) is component-tested:
// web/src/features/pages/components/static-pages.test.tsx. Here: what needs the real server and a
// real browser — a message sent through the API and mailed, and a link that scrolls another page.
// a11y.spec.ts visits every one of these pages.

test('a filled contact form is sent, mailed to support with a copy to the sender, and ends in a lasting Message sent', async ({
  page,
  mailbox,
}) => {
  await page.goto('/contact');
  const submit = page.getByRole('button', { name: 'Send Message' });
  await expect(submit).toBeDisabled();
  const subject = `Embed question ${Date.now()}`;
  await page.getByLabel('Name').fill('Robin Creator');
  await page.getByLabel('Email').fill('robin@example.com');
  await page.getByLabel('Category').selectOption('technical');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('My counter does not start in OBS.');
  await submit.click();
  const sent = page.getByRole('heading', { name: 'Message sent' });
  await expect(sent).toBeFocused();
  await expect(page.getByTestId('contact-sent')).toContainText('robin@example.com');
  // It stays: no toast that passes.
  await page.waitForTimeout(6000);
  await expect(sent).toBeVisible();

  const mail = await mailbox.waitFor('support@countstream.app');
  expect(mail.subject).toContain(subject);
  expect(mail.text).toContain('My counter does not start in OBS.');
  const copy = await mailbox.waitFor('robin@example.com');
  expect(copy.subject).toBe(`We received your message: ${subject}`);

  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await expect(submit).toBeDisabled();
});

test('the footer Pricing link goes to the landing page pricing section', async ({ page }) => {
  await page.goto('/help');
  await page.locator('footer').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expect(page.getByRole('heading', { name: 'Simple, honest pricing' })).toBeInViewport();
});
