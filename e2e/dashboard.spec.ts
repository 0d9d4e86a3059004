import { createFormDefaults } from '@core/counter/settings-defaults';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, expectSignedInAs, sql, test } from './support/fixtures';

// Creates a counter through the API in the signed-in context; returns its id.
async function createCounter(request: APIRequestContext, baseURL: string, name: string): Promise<string> {
  const res = await request.post(`${baseURL}/api/counters`, {
    data: { name, settings: createFormDefaults(new Date(), 'UTC') },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const toast = (page: Page) => page.locator('.toast-root');
const summary = (page: Page) => page.getByRole('region', { name: 'Summary' });

test('a new Free user sees the empty state, summary cards and the upgrade banner', async ({
  page,
  account,
}) => {
  await expectSignedInAs(page, account);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Free Plan', { exact: true })).toBeVisible();
  await expect(summary(page)).toContainText('Total Counters0');
  await expect(summary(page)).toContainText('Plan StatusFree');
  await expect(summary(page)).toContainText('Available Counters1 left');
  await expect(page.getByText('No counters yet')).toBeVisible();
  await expect(page.getByText('Create your first counter to get started.')).toBeVisible();

  const banner = page.getByRole('region', { name: 'Upgrade to Premium' });
  await expect(banner).toContainText('$4.99/month');
  await banner.getByRole('button', { name: 'Upgrade Now' }).click();
  await expect(toast(page)).toContainText('Configuration error');
  await expect(toast(page)).toContainText('Payment system not configured. Please contact support.');

  await page.getByRole('button', { name: 'Create Your First Counter' }).click();
  await expect(page).toHaveURL(/\/counter\/new$/);
  await expect(page.getByRole('heading', { name: 'Create New Counter' })).toBeVisible();
});

test('a price below the original shows the discount display', async ({ page, account }) => {
  // A per-user custom price, so parallel tests keep the general price.
  await sql('update users set custom_price = $1 where email = $2', ['3.99', account.email.toLowerCase()]);
  await page.goto('/account');
  const banner = page.getByRole('region', { name: 'Upgrade to Premium' });
  await expect(banner).toContainText('$3.99/month');
  await expect(banner).toContainText('20% OFF');
  await expect(banner.locator('s')).toHaveText('Was $4.99/month');
});

test('/dashboard is the same screen', async ({ page, account }) => {
  await expectSignedInAs(page, account);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('a Free user with a counter is stopped at New Counter and cannot embed', async ({
  page,
  account,
  baseURL,
}) => {
  await expectSignedInAs(page, account);
  await createCounter(page.request, baseURL!, 'Road to 100K');
  await page.goto('/account');
  const card = page.getByTestId('counter-card');
  await expect(card).toContainText('Road to 100K');
  await expect(card).toContainText(/Created \w+/);
  await expect(summary(page)).toContainText('Available Counters0 left');

  // Not a red error toast: the upgrade dialog, with the price and the way to upgrade (issue 41).
  await page.getByRole('button', { name: 'New Counter' }).click();
  const limit = page.getByRole('dialog', { name: 'Upgrade Required' });
  await expect(limit).toContainText(
    'Free users are limited to 1 counter. Upgrade to Premium for unlimited counters.',
  );
  await expect(limit).toContainText('$4.99/month');
  await expect(limit.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
  await expect(toast(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/account$/);
  await expectNoSeriousA11yViolations(page, 'upgrade dialog');
  await page.screenshot({ path: test.info().outputPath('upgrade-dialog.png') });
  await page.keyboard.press('Escape');
  await expect(limit).toHaveCount(0);

  await card.getByRole('button', { name: 'Embed' }).click();
  const embed = page.getByRole('dialog', { name: 'Premium Feature' });
  await expect(embed).toContainText(
    'Embedding is available for Premium users only. Upgrade to access embed codes!',
  );
  await expect(embed.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
  await expect(toast(page)).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Embed Your Counter' })).toHaveCount(0);
});

test('Edit opens the form and Launch/View opens the viewer', async ({ page, account, baseURL }) => {
  await expectSignedInAs(page, account);
  const id = await createCounter(page.request, baseURL!, 'Launch me');
  await page.goto('/account');
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/counter/${id}/edit$`));
  await expect(page.getByRole('heading', { name: 'Edit Counter' })).toBeVisible();
  await page.goto('/account');
  await page.getByRole('button', { name: 'Launch/View' }).click();
  await expect(page).toHaveURL(new RegExp(`/counter/${id}$`));
});

test('Premium users see unlimited counters, no banner, and get the embed dialog', async ({
  page,
  context,
  premium: _premium,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const id = await createCounter(page.request, baseURL!, 'First');
  await createCounter(page.request, baseURL!, 'Second');
  await page.goto('/account');
  await expect(page.getByText('Premium', { exact: true }).first()).toBeVisible();
  await expect(summary(page)).toContainText('Total Counters2');
  await expect(summary(page)).toContainText('Available CountersUnlimited');
  await expect(page.getByRole('region', { name: 'Upgrade to Premium' })).toHaveCount(0);
  // Newest first.
  await expect(page.getByTestId('counter-card').first()).toContainText('Second');

  await page.getByRole('button', { name: 'New Counter' }).click();
  await expect(page).toHaveURL(/\/counter\/new$/);
  await page.goBack();

  await page
    .getByTestId('counter-card')
    .filter({ hasText: 'First' })
    .getByRole('button', { name: 'Embed' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Embed Your Counter' });
  await expect(dialog).toBeVisible();
  const code = dialog.getByRole('textbox', { name: 'Embed code' });
  await expect(code).toHaveAttribute('readonly', '');
  await expect(code).toHaveValue(new RegExp(`<iframe[^>]+/embed/${id}`));
  // The site's four steps and OBS's three.
  await expect(dialog.getByRole('listitem')).toHaveCount(4 + 3);
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(toast(page)).toContainText('Embed code copied to clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('<iframe');

  const url = dialog.getByRole('textbox', { name: 'Browser source URL' });
  await expect(url).toHaveValue(`${baseURL}/embed/${id}?transparent=1&autostart=1`);
  await expect(dialog.getByTestId('browser-source-size')).toHaveText('Suggested size: 880 × 410 px');
  await expect(dialog.getByRole('listitem').nth(5)).toContainText('Width to 880 and Height to 410');
  await dialog.getByRole('button', { name: 'Copy URL' }).click();
  await expect(toast(page)).toContainText('Browser source URL copied to clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/embed/${id}?transparent=1&autostart=1`,
  );
});

test('Delete asks for confirmation and removes the counter', async ({ page, account, baseURL }) => {
  await expectSignedInAs(page, account);
  await createCounter(page.request, baseURL!, 'Doomed counter');
  await page.goto('/account');
  await expect(page.getByTestId('counter-card')).toHaveCount(1);

  // An in-app dialog names the counter; Cancel keeps it.
  const confirm = page.getByRole('alertdialog');
  await page.getByTestId('counter-card').getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('heading')).toHaveText('Delete “Doomed counter”?');
  await expect(confirm).toContainText('Are you sure you want to delete this counter?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId('counter-card')).toHaveCount(1);

  await page.getByTestId('counter-card').getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Counter deleted');
  await expect(toast(page)).toContainText('Your counter has been successfully deleted.');
  await expect(page.getByText('No counters yet')).toBeVisible();
  await expect(summary(page)).toContainText('Total Counters0');
});

test('a counter created from the foot of the form opens the dashboard at its top', async ({
  page,
  account,
}) => {
  await expectSignedInAs(page, account);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/counter/new');
  const create = page.getByRole('button', { name: 'Create Counter' });
  await create.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await create.click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('counter-card')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
