import { ADMIN_MESSAGES } from '@core/api/admin';
import type { Locator, Page } from '@playwright/test';
import { expect, expectSignedInAs, sql, test } from './support/fixtures';

// The admin dashboard (docs/product.md §2, §4, §5, §7, §8) driven through the screen as an admin,
// against the real server: what only the server and a real page show. The screen's own logic is in
// component tests that answer its requests in the server's shapes:
// - web/src/features/admin/components/admin-screen.test.tsx: the loading state, the stat cards from
//   given numbers and their fallback to the lists, paging, platform health, gifted Premium offering
//   no refund, and the failure toast of every change.
// - web/src/features/admin/components/admin-actions.test.tsx (moved from here): the search and the
//   dialog of a Free account; the dialog and the row after an upgrade and a downgrade; Premium granted
//   by an admin offering no refund; admin rows without Delete and their admin notice; the gift, custom
//   price, general price and discount forms (disabled buttons, durations, validation before any call,
//   what is sent, clearing after success, an empty discount sent as null); the delete confirmations,
//   Cancel keeping the counter or user, and a failed counter deletion.
// The server side of those is proven by the API tests in server/admin/ (search matching, plan changes,
// refusing a refund of given Premium, refusing actions on admin accounts, prices, deletions), so this
// spec keeps one short journey per change through the real screen and server.

const toast = (page: Page) => page.locator('.toast-root');
const region = (page: Page, name: string) => page.getByRole('region', { name });
const userRow = (page: Page, email: string) => page.getByTestId('user-row').filter({ hasText: email });
const detailsDialog = (page: Page) => page.getByRole('dialog', { name: 'User Details & Management' });
const detail = (dialog: Locator, label: string) =>
  dialog.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

async function openAdmin(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Manage users, counters, and monitor platform activity')).toBeVisible();
}

async function searchUsers(page: Page, text: string) {
  await page.getByPlaceholder('Search users...').fill(text);
}

async function openDetails(page: Page, email: string): Promise<Locator> {
  await searchUsers(page, email);
  await userRow(page, email).getByRole('button', { name: 'View' }).click();
  const dialog = detailsDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a non-admin sees the 404 page at /admin', async ({ page, account }) => {
  await expectSignedInAs(page, account);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Admin Dashboard')).toHaveCount(0);
});

test('the stat cards read the live numbers from the server', async ({ page, admin }) => {
  await expectSignedInAs(page, admin, { role: 'admin' });
  await openAdmin(page);
  const cards = page.getByTestId('stat-card');
  // Other specs add users in parallel, so the live figures are checked for shape, not value.
  await expect(cards.nth(0)).toContainText(/Total Users\s*[\d,]+\s*\+\d+ today/);
  await expect(cards.nth(1)).toContainText(/Active Counters\s*[\d,]+\s*\+\d+ today/);
  await expect(cards.nth(2)).toContainText(/Premium Users\s*[\d,]+\s*\$\d+\.\d\d MRR/);
  // Platform Health reads the measured signals: Healthy with the figures, or what is wrong.
  const health = (await (await page.request.get('/api/admin/health')).json()) as {
    healthy: boolean;
    signals: { ok: boolean; problem: string | null }[];
  };
  await expect(cards.nth(3)).toContainText(
    health.healthy
      ? /Platform Health\s*Healthy\s*Database \d+ ms · up \d+/
      : `Degraded${health.signals
          .filter((s) => !s.ok)
          .map((s) => s.problem)
          .join('; ')}`,
  );
});

test('upgrade and downgrade from the user details dialog', async ({ page, admin, makeUser }) => {
  await expectSignedInAs(page, admin, { role: 'admin' });
  const target = await makeUser();
  await openAdmin(page);
  const dialog = await openDetails(page, target.email);

  await dialog.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(toast(page)).toContainText(ADMIN_MESSAGES.upgrade);
  await expect(detail(dialog, 'Plan')).toHaveText(/^Premium/);

  await dialog.getByRole('button', { name: 'Downgrade to Free' }).click();
  await expect(toast(page)).toContainText(ADMIN_MESSAGES.downgrade);
  await expect(detail(dialog, 'Plan')).toHaveText('Free');
});

test('gift premium: the user leaves the gift list and joins Current Premium Users', async ({
  page,
  admin,
  makeUser,
}) => {
  await expectSignedInAs(page, admin, { role: 'admin' });
  const target = await makeUser();
  await openAdmin(page);
  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  const card = region(page, 'Gift Premium Access');
  await card.getByLabel('Search users to gift').fill(target.email);
  await card.getByRole('combobox', { name: 'User' }).selectOption({ label: target.label });
  await card.getByRole('combobox', { name: 'Duration' }).selectOption('3');
  await card.getByRole('button', { name: 'Gift Premium' }).click();
  await expect(toast(page)).toContainText(ADMIN_MESSAGES.gift);
  // The server's plan filter now leaves the user out of the gift list.
  await expect(card).toContainText('No users found.');
  const premium = region(page, 'Current Premium Users');
  await expect(premium.getByRole('listitem').filter({ hasText: target.email })).toContainText('Gift');
});

test('a custom price is set for one user', async ({ page, admin, makeUser }) => {
  await expectSignedInAs(page, admin, { role: 'admin' });
  const target = await makeUser();
  await openAdmin(page);
  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  const card = region(page, 'Individual User Pricing');
  await card.getByLabel('Search users for custom pricing').fill(target.email);
  await card.getByRole('combobox', { name: 'User' }).selectOption({ label: target.label });
  await card.getByPlaceholder('9.99').fill('7.49');
  await card.getByRole('button', { name: 'Set Custom Price' }).click();
  await expect(toast(page)).toContainText(ADMIN_MESSAGES.customPrice);

  // The server stored it (that it wins in the user's pricing is server/admin/admin-pricing.test.ts).
  await page.getByRole('tab', { name: 'Users' }).click();
  const dialog = await openDetails(page, target.email);
  await expect(detail(dialog, 'Custom Price')).toHaveText('$7.49');
});

test('general price and discount change the public pricing, then are restored @global-price', async ({
  page,
  admin,
  baseURL,
}) => {
  await expectSignedInAs(page, admin, { role: 'admin' });
  const saved = await (await page.request.get('/api/admin/subscription-settings')).json();
  const publicPricing = async () => (await page.request.get('/api/pricing')).json();
  try {
    await openAdmin(page);
    await page.getByRole('tab', { name: 'Subscriptions' }).click();
    const card = region(page, 'Pricing Settings');
    await card.getByPlaceholder('4.99').fill('5.49');
    await card.getByRole('button', { name: 'Update Price' }).click();
    await expect(toast(page)).toContainText(ADMIN_MESSAGES.generalPrice);
    await expect(card).toContainText('Current price: $5.49/month');
    expect(await publicPricing()).toMatchObject({ originalPrice: '5.49' });

    await card.getByLabel('Enable Limited Time Discount').check();
    await card.getByPlaceholder('3.99').fill('3.49');
    await card.getByRole('button', { name: 'Update Discount' }).click();
    await expect(toast(page)).toContainText(ADMIN_MESSAGES.discount);
    expect(await publicPricing()).toEqual({
      currentPrice: '3.49',
      originalPrice: '5.49',
      isDiscountActive: true,
      discountedPrice: '3.49',
    });

    await card.getByLabel('Enable Limited Time Discount').uncheck();
    await card.getByPlaceholder('3.99').fill('');
    await card.getByRole('button', { name: 'Update Discount' }).click();
    await expect(toast(page)).toContainText(ADMIN_MESSAGES.discount);
    expect(await publicPricing()).toMatchObject({ currentPrice: '5.49', isDiscountActive: false });
  } finally {
    // Other specs read the prices: put them back as they were.
    const headers = { origin: baseURL! };
    await page.request.post('/api/admin/subscription-settings', {
      data: { generalPrice: saved.generalPrice },
      headers,
    });
    await page.request.post('/api/admin/discount-settings', {
      data: { discountedPrice: saved.discountedPrice, isDiscountActive: saved.isDiscountActive },
      headers,
    });
  }
  expect(await publicPricing()).toMatchObject({ originalPrice: saved.generalPrice });
});

test('delete a counter and a user after confirming: each is gone after the reload', async ({
  page,
  admin,
  makeUser,
}) => {
  // Two deletions with a page reload each: long under a loaded machine.
  test.slow();
  await expectSignedInAs(page, admin, { role: 'admin' });
  const counterName = `Doomed counter ${Math.random().toString(36).slice(2, 8)}`;
  const target = await makeUser({ counterName });
  // The in-app confirmation; what it says and that Cancel keeps the item are component tests.
  const confirmDelete = async () => {
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toHaveCount(0);
  };
  await openAdmin(page);

  await page.getByRole('tab', { name: 'Counters' }).click();
  await page.getByPlaceholder('Search counters...').fill(counterName);
  const reloaded = page.waitForEvent('load');
  await page
    .getByTestId('counter-row')
    .filter({ hasText: counterName })
    .getByRole('button', { name: 'Delete' })
    .click();
  await confirmDelete();
  await expect(toast(page)).toContainText(ADMIN_MESSAGES.counterDeleted);
  await reloaded;
  await page.getByRole('tab', { name: 'Counters' }).click();
  await page.getByPlaceholder('Search counters...').fill(counterName);
  await expect(page.getByText('No counters match your search.')).toBeVisible();

  await page.getByRole('tab', { name: 'Users' }).click();
  await searchUsers(page, target.email);
  const reloadedAgain = page.waitForEvent('load');
  await userRow(page, target.email).getByRole('button', { name: 'Delete' }).click();
  await confirmDelete();
  await expect(toast(page)).toContainText(ADMIN_MESSAGES.userDeleted);
  await reloadedAgain;
  await searchUsers(page, target.email);
  await expect(page.getByText('No users match your search.')).toBeVisible();
  expect(await sql('select id from users where email = $1', [target.email])).toHaveLength(0);
});

test('View on a counter opens its public page', async ({ page, admin, makeUser }) => {
  await expectSignedInAs(page, admin, { role: 'admin' });
  const counterName = `Viewed counter ${Math.random().toString(36).slice(2, 8)}`;
  const target = await makeUser({ counterName });
  await openAdmin(page);
  await page.getByRole('tab', { name: 'Counters' }).click();
  await page.getByPlaceholder('Search counters...').fill(counterName);
  await page
    .getByTestId('counter-row')
    .filter({ hasText: counterName })
    .getByRole('button', { name: 'View' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/counter/${target.counterId}$`));
});
