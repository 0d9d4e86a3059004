import type { Browser, Locator, Page } from '@playwright/test';
import { ADMIN_MESSAGES } from '../core/api/admin';
import { createFormDefaults } from '../core/counter/settings-defaults';
import {
  type Account,
  test as base,
  expect,
  expectSignedInAs,
  makeAdmin,
  makePremium,
  sql,
  uniqueEmail,
} from './support/fixtures';

// The admin dashboard (docs/product.md §2, §4, §5, §7, §8) driven through the screen as an admin.

type Target = { email: string; firstName: string; lastName: string; label: string; counterId?: string };
type TargetOptions = { firstName?: string; lastName?: string; counterName?: string };

const test = base.extend<{
  admin: Account;
  makeUser: (options?: TargetOptions) => Promise<Target>;
}>({
  // The page's own fresh account, promoted to admin through the database.
  admin: async ({ account }, use) => {
    await makeAdmin(account.email);
    await use(account);
  },
  // Other users register in their own browser context (register signs that context in).
  makeUser: async ({ browser, baseURL }, use) => {
    const made: string[] = [];
    await use(async (options = {}) => {
      const target = await registerUser(browser, baseURL!, options);
      made.push(target.email);
      return target;
    });
    for (const email of made) await sql('delete from users where email = $1', [email]);
  },
});

async function registerUser(browser: Browser, baseURL: string, options: TargetOptions): Promise<Target> {
  const token = Math.random().toString(36).slice(2, 8);
  const firstName = options.firstName ?? `Tess${token}`;
  const lastName = options.lastName ?? `Quill${token}`;
  const email = uniqueEmail('admin-target');
  const context = await browser.newContext({ baseURL });
  try {
    const headers = { origin: baseURL };
    const res = await context.request.post('/api/register', {
      data: { email, password: 'correct-horse', firstName, lastName },
      headers,
    });
    expect(res.status()).toBe(201);
    let counterId: string | undefined;
    if (options.counterName) {
      const created = await context.request.post('/api/counters', {
        data: { name: options.counterName, settings: createFormDefaults(new Date(), 'UTC') },
        headers,
      });
      expect(created.status()).toBe(201);
      counterId = ((await created.json()) as { id: string }).id;
    }
    return { email, firstName, lastName, label: `${firstName} ${lastName} (${email})`, counterId };
  } finally {
    await context.close();
  }
}

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

// Escape would first close the toast (the newest layer), so use the dialog's own Close button.
async function closeDialog(page: Page) {
  await detailsDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(detailsDialog(page)).toHaveCount(0);
}

test('a non-admin sees the 404 page at /admin', async ({ page, account }) => {
  await expectSignedInAs(page, account);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Admin Dashboard')).toHaveCount(0);
});

test('the stat cards show the dashboard numbers after a loading state', async ({ page, admin }) => {
  await expectSignedInAs(page, admin, { role: 'admin' });
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/dashboard', async (route) => {
    await held;
    await route.fulfill({
      json: {
        totalUsers: 1234,
        newUsersToday: 5,
        totalCounters: 42,
        newCountersToday: 3,
        premiumUsers: 7,
        monthlyRevenue: '34.93',
      },
    });
  });
  await page.goto('/admin');
  await expect(page.getByText('Loading admin dashboard...')).toBeVisible();
  release();
  const cards = page.getByTestId('stat-card');
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(0)).toContainText(/Total Users\s*1,234\s*\+5 today/);
  await expect(cards.nth(1)).toContainText(/Active Counters\s*42\s*\+3 today/);
  await expect(cards.nth(2)).toContainText(/Premium Users\s*7\s*\$34\.93 MRR/);
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
  // Users is the default tab.
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
});

test('the stat cards read the live numbers from the server', async ({ page, admin }) => {
  await expectSignedInAs(page, admin, { role: 'admin' });
  await openAdmin(page);
  const cards = page.getByTestId('stat-card');
  // Other specs add users in parallel, so the live figures are checked for shape, not value.
  await expect(cards.nth(0)).toContainText(/Total Users\s*[\d,]+\s*\+\d+ today/);
  await expect(cards.nth(1)).toContainText(/Active Counters\s*[\d,]+\s*\+\d+ today/);
  await expect(cards.nth(2)).toContainText(/Premium Users\s*[\d,]+\s*\$\d+\.\d\d MRR/);
});

test('without stats the cards fall back to the lists', async ({ page, admin }) => {
  await expectSignedInAs(page, admin, { role: 'admin' });
  await page.route('**/api/admin/dashboard', (route) => route.fulfill({ status: 500, body: 'boom' }));
  const page1 = { items: [], page: 1, pageSize: 20 };
  await page.route(/\/api\/admin\/users\?/, (route) => {
    const premium = new URL(route.request().url()).searchParams.get('plan') === 'premium';
    return route.fulfill({ json: { ...page1, total: premium ? 6 : 77 } });
  });
  await page.route(/\/api\/admin\/counters\?/, (route) => route.fulfill({ json: { ...page1, total: 12 } }));
  await openAdmin(page);
  const cards = page.getByTestId('stat-card');
  await expect(cards.nth(0)).toContainText(/Total Users\s*77\s*\+0 today/);
  await expect(cards.nth(1)).toContainText(/Active Counters\s*12\s*\+0 today/);
  await expect(cards.nth(2)).toContainText(/Premium Users\s*6\s*\$0\.00 MRR/);
});

test('the user list pages on the server', async ({ page, admin }) => {
  await expectSignedInAs(page, admin, { role: 'admin' });
  const asked: string[] = [];
  await page.route(/\/api\/admin\/users\?/, (route) => {
    const params = new URL(route.request().url()).searchParams;
    asked.push(params.toString());
    const n = Number(params.get('page'));
    const items = Array.from({ length: n === 3 ? 5 : 20 }, (_, i) => ({
      id: `u${n}-${i}`,
      email: `p${n}-u${i}@example.com`,
      firstName: null,
      lastName: null,
      role: 'user',
      subscriptionStatus: 'free',
      customPrice: null,
      createdAt: '2025-03-01T12:00:00.000Z',
      premiumUntil: null,
      premiumSource: null,
      counterCount: 0,
    }));
    return route.fulfill({ json: { items, total: 45, page: n, pageSize: 20 } });
  });
  await openAdmin(page);
  const pager = page.getByRole('navigation', { name: 'Users pages' });
  await expect(pager).toContainText('Showing 1–20 of 45 users');
  await expect(pager).toContainText('Page 1 of 3');
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Showing 21–40 of 45 users');
  await expect(userRow(page, 'p2-u0@example.com')).toBeVisible();
  await expect(userRow(page, 'p2-u0@example.com')).toContainText('Joined');
  expect(asked).toContain('page=2&pageSize=20');
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

test('a refund without Paddle downgrades and asks for a manual refund', async ({ page, admin, makeUser }) => {
  await expectSignedInAs(page, admin, { role: 'admin' });
  const target = await makeUser();
  await makePremium(target.email);
  await openAdmin(page);
  const dialog = await openDetails(page, target.email);
  await expect(detail(dialog, 'Plan')).toHaveText(/^Premium/);

  const answer = page.waitForResponse('**/api/admin/issue-refund');
  await dialog.getByRole('button', { name: 'Issue Refund' }).click();
  expect(await (await answer).json()).toMatchObject({ requiresManualRefund: true });
  await expect(toast(page)).toContainText(ADMIN_MESSAGES.manualRefund);
  await expect(detail(dialog, 'Plan')).toHaveText('Free');
  await expect(dialog.getByRole('button', { name: 'Issue Refund' })).toHaveCount(0);
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

test('failed admin calls show the spec messages', async ({ page, admin, makeUser }) => {
  await expectSignedInAs(page, admin, { role: 'admin' });
  const target = await makeUser();
  await makePremium(target.email);
  await page.route('**/api/admin/*', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback(),
  );
  await openAdmin(page);

  const dialog = await openDetails(page, target.email);
  await dialog.getByRole('button', { name: 'Downgrade to Free' }).click();
  await expect(toast(page)).toContainText('Failed to downgrade user');
  await dialog.getByRole('button', { name: 'Issue Refund' }).click();
  await expect(toast(page)).toContainText('Failed to issue refund');
  await closeDialog(page);

  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  const pricing = region(page, 'Pricing Settings');
  await pricing.getByPlaceholder('4.99').fill('6.00');
  await pricing.getByRole('button', { name: 'Update Price' }).click();
  await expect(toast(page)).toContainText('Failed to update price');
  await pricing.getByRole('button', { name: 'Update Discount' }).click();
  await expect(toast(page)).toContainText('Failed to update discount settings');

  const custom = region(page, 'Individual User Pricing');
  await custom.getByLabel('Search users for custom pricing').fill(target.email);
  await custom.getByRole('combobox', { name: 'User' }).selectOption({ label: target.label });
  await custom.getByPlaceholder('9.99').fill('8.00');
  await custom.getByRole('button', { name: 'Set Custom Price' }).click();
  await expect(toast(page)).toContainText('Failed to set custom price');
  // A failure keeps what was typed.
  await expect(custom.getByPlaceholder('9.99')).toHaveValue('8.00');
  await expect(toast(page)).toHaveClass(/bg-red-600/);
});

test('failed upgrade and gift show the spec messages', async ({ page, admin, makeUser }) => {
  await expectSignedInAs(page, admin, { role: 'admin' });
  const target = await makeUser();
  await page.route('**/api/admin/*', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback(),
  );
  await openAdmin(page);
  const dialog = await openDetails(page, target.email);
  await dialog.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(toast(page)).toContainText('Failed to upgrade user');
  await closeDialog(page);

  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  const gift = region(page, 'Gift Premium Access');
  await gift.getByLabel('Search users to gift').fill(target.email);
  await gift.getByRole('combobox', { name: 'User' }).selectOption({ label: target.label });
  await gift.getByRole('button', { name: 'Gift Premium' }).click();
  await expect(toast(page)).toContainText('Failed to gift premium');
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

test('a failed user deletion keeps the user', async ({ page, admin, makeUser }) => {
  await expectSignedInAs(page, admin, { role: 'admin' });
  const target = await makeUser();
  await page.route('**/api/admin/users/*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback(),
  );
  await openAdmin(page);
  await searchUsers(page, target.email);
  await userRow(page, target.email).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Failed to delete user. Please try again.');
  await expect(userRow(page, target.email)).toBeVisible();
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
