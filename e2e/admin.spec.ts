import { ADMIN_MESSAGES } from '@core/api/admin';
import type { Locator, Page } from '@playwright/test';
import { expect, expectSignedInAs, makePremium, sql, test } from './support/fixtures';

// The admin dashboard (docs/product.md §2, §4, §5, §7, §8) driven through the screen as an admin.

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

// The loading state, the cards from given numbers, their fallback to the lists, paging and the
// failure toasts of every change are component tests: web/src/features/admin/components/admin-screen.test.tsx.

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

test('search matches email, first and last name case-insensitively; the dialog shows the account', async ({
  page,
  admin,
  makeUser,
}) => {
  await expectSignedInAs(page, admin, { role: 'admin' });
  const token = `Zed${Math.random().toString(36).slice(2, 7)}`;
  const target = await makeUser({
    firstName: `Mira${token}`,
    lastName: `Vance${token}`,
    counterName: 'Goal',
  });
  await openAdmin(page);

  for (const query of [
    target.email.toUpperCase(),
    `mira${token}`.toUpperCase(),
    `vance${token}`.toLowerCase(),
  ]) {
    await searchUsers(page, query);
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await expect(userRow(page, target.email)).toContainText(`Mira${token}`);
  }
  await searchUsers(page, `nobody-${token}`);
  await expect(page.getByText('No users match your search.')).toBeVisible();

  const row = userRow(page, target.email);
  await searchUsers(page, target.email);
  await expect(row).toContainText(/Joined\s*\w+/);
  await expect(row.getByText('Premium', { exact: true })).toHaveCount(0);
  const dialog = await openDetails(page, target.email);
  await expect(detail(dialog, 'Name')).toHaveText(`Mira${token} Vance${token}`);
  await expect(detail(dialog, 'Email')).toHaveText(target.email);
  await expect(detail(dialog, 'Role')).toHaveText('user');
  await expect(detail(dialog, 'Joined')).not.toHaveText('Unknown');
  await expect(detail(dialog, 'Plan')).toHaveText('Free');
  await expect(detail(dialog, 'Status')).toHaveText('free');
  await expect(detail(dialog, 'Custom Price')).toHaveText('No');
  await expect(detail(dialog, 'Counter Usage')).toHaveText('1 counter · Limit: 1 counter');
  await expect(dialog.getByRole('button', { name: 'Downgrade to Free' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Issue Refund' })).toHaveCount(0);
});

test('upgrade and downgrade from the user details dialog', async ({ page, admin, makeUser }) => {
  await expectSignedInAs(page, admin, { role: 'admin' });
  const target = await makeUser();
  await openAdmin(page);
  const dialog = await openDetails(page, target.email);

  await dialog.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(toast(page)).toContainText(ADMIN_MESSAGES.upgrade);
  await expect(detail(dialog, 'Plan')).toHaveText(/^Premium/);
  await expect(detail(dialog, 'Status')).toHaveText('active');
  await expect(detail(dialog, 'Counter Usage')).toHaveText('0 counters · Limit: Unlimited');
  await expect(dialog.getByRole('button', { name: 'Upgrade to Premium' })).toHaveCount(0);
  await expect(userRow(page, target.email).getByText('Premium', { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Downgrade to Free' }).click();
  await expect(toast(page)).toContainText(ADMIN_MESSAGES.downgrade);
  await expect(detail(dialog, 'Plan')).toHaveText('Free');
  await expect(dialog.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
  await expect(userRow(page, target.email).getByText('Premium', { exact: true })).toHaveCount(0);
});

test('granted Premium offers no refund, says why, and the server refuses one', async ({
  page,
  admin,
  makeUser,
}) => {
  await expectSignedInAs(page, admin, { role: 'admin' });
  const target = await makeUser();
  await makePremium(target.email);
  await openAdmin(page);
  const dialog = await openDetails(page, target.email);
  await expect(detail(dialog, 'Plan')).toHaveText(/^Premium/);
  await expect(dialog.getByRole('button', { name: 'Downgrade to Free' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Issue Refund' })).toHaveCount(0);
  await expect(dialog.getByTestId('no-refund-note')).toContainText('nothing was paid');

  // The rule holds on the server too: nothing paid, nothing refunded, the plan untouched.
  const answer = await page.request.post('/api/admin/issue-refund', {
    data: {
      userId: (await sql<{ id: string }>('select id from users where email = $1', [target.email]))[0]!.id,
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(answer.status()).toBe(409);
  expect((await answer.json()).message).toBe(ADMIN_MESSAGES.nothingToRefund);
  await page.reload();
  const again = await openDetails(page, target.email);
  await expect(detail(again, 'Plan')).toHaveText(/^Premium/);
});

test('admin rows have no Delete and their dialog shows the admin notice', async ({ page, admin }) => {
  await openAdmin(page);
  await searchUsers(page, admin.email);
  const row = userRow(page, admin.email);
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const dialog = await openDetails(page, admin.email);
  await expect(detail(dialog, 'Role')).toHaveText('admin');
  await expect(dialog).toContainText(
    'Admin Account - Account management actions are disabled for admin users.',
  );
  await expect(dialog.getByRole('button', { name: /Upgrade|Downgrade|Refund/ })).toHaveCount(0);
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
  const gift = card.getByRole('button', { name: 'Gift Premium' });
  const select = card.getByRole('combobox', { name: 'User' });
  const duration = card.getByRole('combobox', { name: 'Duration' });
  await expect(gift).toBeDisabled();
  await expect(duration).toHaveValue('1');
  await expect(duration.locator('option')).toHaveText(['1 month', '3 months', '6 months', '12 months']);

  await card.getByLabel('Search users to gift').fill(target.email);
  await select.selectOption({ label: target.label });
  await duration.selectOption('3');
  await gift.click();
  await expect(toast(page)).toContainText(ADMIN_MESSAGES.gift);
  await expect(select).toHaveValue('');
  await expect(duration).toHaveValue('1');
  await expect(select.locator('option', { hasText: target.email })).toHaveCount(0);
  await expect(card).toContainText('No users found.');
  const premium = region(page, 'Current Premium Users');
  await expect(premium.getByRole('listitem').filter({ hasText: target.email })).toContainText('Gift');
});

test('a custom price is set for one user', async ({ page, admin, makeUser, browser, baseURL }) => {
  await expectSignedInAs(page, admin, { role: 'admin' });
  const target = await makeUser();
  await openAdmin(page);
  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  const card = region(page, 'Individual User Pricing');
  const submit = card.getByRole('button', { name: 'Set Custom Price' });
  const price = card.getByPlaceholder('9.99');
  const select = card.getByRole('combobox', { name: 'User' });
  await expect(submit).toBeDisabled();
  await card.getByLabel('Search users for custom pricing').fill(target.email);
  await select.selectOption({ label: target.label });
  await expect(submit).toBeDisabled();
  await price.fill('7.49');
  await submit.click();
  await expect(toast(page)).toContainText(ADMIN_MESSAGES.customPrice);
  await expect(select).toHaveValue('');
  await expect(price).toHaveValue('');

  // The user now pays their own price.
  const context = await browser.newContext({ baseURL });
  await context.request.post('/api/login', {
    data: { email: target.email, password: 'correct-horse' },
    headers: { origin: baseURL! },
  });
  const pricing = await (await context.request.get('/api/pricing')).json();
  expect(pricing).toMatchObject({ currentPrice: '7.49' });
  await context.close();

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
    const general = card.getByPlaceholder('4.99');
    const update = card.getByRole('button', { name: 'Update Price' });
    await expect(general).toHaveAttribute('step', '0.01');
    await expect(update).toBeDisabled();

    // The shared schema refuses a bad price before any call.
    await general.fill('0');
    await update.click();
    await expect(card.getByText('Enter a price greater than 0')).toBeVisible();

    await general.fill('5.49');
    await update.click();
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

    // An empty discounted price goes out as null.
    await card.getByLabel('Enable Limited Time Discount').uncheck();
    await card.getByPlaceholder('3.99').fill('');
    const sent = page.waitForRequest('**/api/admin/discount-settings');
    await card.getByRole('button', { name: 'Update Discount' }).click();
    expect((await sent).postDataJSON()).toEqual({ discountedPrice: null, isDiscountActive: false });
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

test('delete a counter and a user after confirming; failures and dismissals keep them', async ({
  page,
  admin,
  makeUser,
}) => {
  // Two deletions with a page reload each, plus dismissals and a failure: long under a loaded machine.
  test.slow();
  await expectSignedInAs(page, admin, { role: 'admin' });
  const counterName = `Doomed counter ${Math.random().toString(36).slice(2, 8)}`;
  const target = await makeUser({ counterName });
  // The in-app confirmation: it names the item and answers Delete or Cancel.
  const confirm = page.getByRole('alertdialog');
  const answerConfirm = async (title: string, text: string, ok: boolean) => {
    await expect(confirm.getByRole('heading')).toHaveText(title);
    await expect(confirm).toContainText(text);
    await confirm.getByRole('button', { name: ok ? 'Delete' : 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
  };
  const COUNTER_CONFIRM = 'Are you sure you want to delete this counter?';
  const USER_CONFIRM = 'Are you sure you want to delete this user? This action cannot be undone.';
  await openAdmin(page);

  await page.getByRole('tab', { name: 'Counters' }).click();
  await page.getByPlaceholder('Search counters...').fill(counterName);
  const counterRow = page.getByTestId('counter-row').filter({ hasText: counterName });
  await expect(counterRow).toContainText(`Owner${target.email}`);
  await expect(counterRow).toContainText(/Created\s*\w+/);
  await counterRow.getByRole('button', { name: 'Delete' }).click();
  await answerConfirm(`Delete “${counterName}”?`, COUNTER_CONFIRM, false);
  await expect(counterRow).toBeVisible();

  // A failure says so and reloads nothing.
  await page.route('**/api/admin/counters/*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback(),
  );
  await counterRow.getByRole('button', { name: 'Delete' }).click();
  await answerConfirm(`Delete “${counterName}”?`, COUNTER_CONFIRM, true);
  await expect(toast(page)).toContainText('Failed to delete counter. Please try again.');
  await page.unroute('**/api/admin/counters/*');

  const reloaded = page.waitForEvent('load');
  await counterRow.getByRole('button', { name: 'Delete' }).click();
  await answerConfirm(`Delete “${counterName}”?`, COUNTER_CONFIRM, true);
  await expect(toast(page)).toContainText(ADMIN_MESSAGES.counterDeleted);
  await reloaded;
  await page.getByRole('tab', { name: 'Counters' }).click();
  await page.getByPlaceholder('Search counters...').fill(counterName);
  await expect(page.getByText('No counters match your search.')).toBeVisible();

  await page.getByRole('tab', { name: 'Users' }).click();
  await searchUsers(page, target.email);
  const row = userRow(page, target.email);
  await row.getByRole('button', { name: 'Delete' }).click();
  await answerConfirm(`Delete “${target.firstName}”?`, USER_CONFIRM, false);
  await expect(row).toBeVisible();

  const reloadedAgain = page.waitForEvent('load');
  await row.getByRole('button', { name: 'Delete' }).click();
  await answerConfirm(`Delete “${target.firstName}”?`, USER_CONFIRM, true);
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
