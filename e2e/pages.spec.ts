import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Serves a distinctive price, so a page showing it must have read it from GET /api/pricing
// (and another spec changing the real price meanwhile cannot interfere).
const PRICE = '7.25';
async function servePrice(page: Page) {
  await page.route('**/api/pricing', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        currentPrice: PRICE,
        originalPrice: PRICE,
        isDiscountActive: false,
        discountedPrice: null,
      }),
    }),
  );
}

test.describe('Help Center', () => {
  test('groups answers in five accordions, one open at a time', async ({ page }) => {
    await servePrice(page);
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    const main = page.locator('main');
    for (const topic of [
      'Getting Started',
      'Customization Options',
      'Subscription & Billing',
      'Embedding & Sharing',
      'Technical Support',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }

    const obs = main.getByRole('button', { name: 'How do I add a counter to OBS or Streamlabs?' });
    const embed = main.getByRole('button', { name: 'How do I embed a counter on my website?' });
    await obs.click();
    await expect(main).toContainText('?transparent=1&autostart=1');
    await embed.click();
    await expect(embed).toHaveAttribute('aria-expanded', 'true');
    await expect(obs).toHaveAttribute('aria-expanded', 'false');
    await embed.click();
    await expect(embed).toHaveAttribute('aria-expanded', 'false');

    await main.getByRole('button', { name: 'How much does Premium cost?' }).click();
    await expect(main).toContainText(`Premium is $${PRICE}/month`);
  });
});

test.describe('Contact Support', () => {
  test('shows response times and the three addresses', async ({ page }) => {
    await page.goto('/contact');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Contact Support' })).toBeVisible();
    await expect(main).toContainText('within 4 hours');
    await expect(main).toContainText('within 24 hours');
    await expect(main).toContainText('1-2 business days');
    for (const address of ['support@countstream.app', 'billing@countstream.app', 'tech@countstream.app']) {
      await expect(main.getByRole('link', { name: address })).toHaveAttribute('href', `mailto:${address}`);
    }
  });

  test('submit is disabled until every field is filled; sending clears the form', async ({
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
    await expect(submit).toBeDisabled();
    await page.getByLabel('Message').fill('   ');
    await expect(submit).toBeDisabled();
    await page.getByLabel('Message').fill('My counter does not start in OBS.');
    await expect(submit).toBeEnabled();

    await submit.click();
    await expect(page.getByText('Message sent successfully!').first()).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours.").first()).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expect(page.getByLabel('Category')).toHaveValue('');
    await expect(submit).toBeDisabled();

    const mail = await mailbox.waitFor('support@countstream.app');
    expect(mail.subject).toContain(subject);
    expect(mail.text).toContain('My counter does not start in OBS.');
  });

  test('a refused message shows the server reason and keeps the form', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many requests. Please wait 60 seconds and try again.' }),
      }),
    );
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Robin');
    await page.getByLabel('Email').fill('robin@example.com');
    await page.getByLabel('Category').selectOption('billing');
    await page.getByLabel('Subject').fill('Invoice');
    await page.getByLabel('Message').fill('Please resend my invoice.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message not sent').first()).toBeVisible();
    await expect(
      page.getByText('Too many requests. Please wait 60 seconds and try again.').first(),
    ).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue('Invoice');
  });

  test('an invalid e-mail is explained before sending', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Robin');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Category').selectOption('general');
    await page.getByLabel('Subject').fill('Hello');
    await page.getByLabel('Message').fill('Hi there');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  });
});

test.describe('legal pages', () => {
  const pages: Array<[string, string, string[]]> = [
    ['/privacy', 'Privacy Policy', ['Information we collect', 'Cookies', "Children's privacy", 'Contact us']],
    [
      '/terms',
      'Terms of Service',
      ['Free and Premium plans', 'Payments and billing', 'Price changes', 'Refunds'],
    ],
    [
      '/refund-policy',
      'Refund Policy',
      ['30-day money-back guarantee', 'Processing times', 'Service outages', 'Payments through Paddle'],
    ],
  ];
  for (const [path, title, sections] of pages) {
    test(`${title} has its headed sections`, async ({ page }) => {
      await page.goto(path);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
      for (const section of sections) {
        await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible();
      }
    });
  }

  test('policies use the spec figures and the Premium price from the API', async ({ page }) => {
    await servePrice(page);
    await page.goto('/terms');
    const main = page.locator('main');
    await expect(main).toContainText(`$${PRICE}/month`);
    await expect(main).toContainText('at least 30 days before');
    await expect(main).toContainText('Paddle');
    await page.goto('/refund-policy');
    await expect(main).toContainText('within 1-2 business days');
    await expect(main).toContainText('within 3-5 business days');
    await expect(main).toContainText('more than 24 hours');
    await page.goto('/privacy');
    await expect(main).toContainText('children under 13');
  });
});

test('the footer Pricing link goes to the landing page pricing section', async ({ page }) => {
  await page.goto('/help');
  await page.locator('footer').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expect(page.getByRole('heading', { name: 'Simple, honest pricing' })).toBeInViewport();
});
