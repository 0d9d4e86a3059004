import { expect, expectSignedInAs, sql, test } from './support/fixtures';

// A Facebook Page as a connected live source in a real browser, against the e2e server's loopback
// Facebook: from the counter form, "Connect Facebook" goes through the Login dialog and back. A
// person who granted no Page comes back to the message saying so; granting the Page, they pick it
// (no paste field) and the saved counter's page shows its follower count. Phone width first, then
// the form and the counter page at desktop width.

async function grantPages(pageIds: string[] | null) {
  const res = await fetch(`http://127.0.0.1:${process.env.E2E_CONTROL_PORT}/facebook/grant`, {
    method: 'POST',
    body: JSON.stringify({ pageIds }),
  });
  expect(res.ok).toBe(true);
}

async function pickFacebook(page: import('@playwright/test').Page) {
  // The form's draft may bring the live count back on by itself.
  const live = page.getByRole('switch', { name: 'Follow a live count' });
  await expect(live).toBeVisible();
  if ((await live.getAttribute('aria-checked')) !== 'true') await live.click();
  await page.getByLabel('Platform', { exact: true }).selectOption('facebook');
}

/** The live-count row in the middle of the window, for its screenshot. */
async function showRow(page: import('@playwright/test').Page) {
  await page
    .getByTestId('live-source-row')
    .first()
    .evaluate((el) => el.scrollIntoView({ block: 'center' }));
}

test('connect a Facebook Page, pick it as a live source, and see its count on the counter page', async ({
  page,
  premium,
}) => {
  // The stand-in has one Page: a connection left by an earlier try (a retry) would hold it.
  await sql("delete from platform_connections where platform = 'facebook'", []);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectSignedInAs(page, premium);
  await page.goto('/counter/new');
  await pickFacebook(page);
  const connect = page.getByTestId('connect-facebook');
  await expect(connect).toHaveText('Connect Facebook');

  // No Page granted in Facebook's dialog: back on the form with the message, nothing connected.
  await grantPages([]);
  try {
    await connect.click();
    await expect(page).toHaveURL(/\/counter\/new\?.*facebook=error/);
    await pickFacebook(page);
    await expect(page.getByTestId('connect-facebook-error')).toContainText(
      'Facebook gave access to no Page.',
    );
    await expect(page.getByLabel('Account', { exact: true })).toContainText('No Facebook Page connected');
    await showRow(page);
    await page.screenshot({ path: 'test-results/connect-facebook-no-page-390.png', fullPage: false });
  } finally {
    await grantPages(null);
  }

  // The Page granted: back with it to pick.
  await page.getByTestId('connect-facebook').click();
  await expect(page).toHaveURL(/\/counter\/new\?.*facebook=connected/);
  await pickFacebook(page);
  await expect(page.getByTestId('connect-facebook-error')).toHaveCount(0);
  const picker = page.getByLabel('Account', { exact: true });
  await expect(picker.locator('option', { hasText: 'Countstream Creator' })).toHaveCount(1);
  await picker.selectOption({ label: 'Countstream Creator' });
  await expect(page.getByTestId('account-preview-found')).toContainText('8,765 followers');
  // A Page has a name, no @handle.
  await expect(page.getByTestId('account-preview-found')).not.toContainText('@');
  await showRow(page);
  await page.screenshot({ path: 'test-results/connect-facebook-390.png', fullPage: false });

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('account-preview-found')).toContainText('Countstream Creator');
  await showRow(page);
  await page.screenshot({ path: 'test-results/connect-facebook-form-1280.png', fullPage: false });

  await page.getByLabel('Counter Name').fill('Facebook goal');
  await page.getByLabel('End Number').fill('10000');
  await page.getByRole('button', { name: 'Create Counter' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const card = page.getByTestId('counter-card').filter({ hasText: 'Facebook goal' });
  await expect(card.getByTestId('live-count-value')).toHaveText('8,765');

  const [counter] = await sql<{ id: string }>("select id from counters where name = 'Facebook goal'", []);
  await page.goto(`/counter/${counter!.id}`);
  await expect(page.getByText('8,765').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/connect-facebook-1280.png', fullPage: false });
});
