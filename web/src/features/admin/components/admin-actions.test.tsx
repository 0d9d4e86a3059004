import { ADMIN_MESSAGES, type AdminCounter, type AdminStats, type AdminUser } from '@core/api/admin';
import type { PlatformHealth } from '@core/api/health';
import type { Pricing, SubscriptionSettings } from '@core/api/pricing';
import { screen, waitFor, within } from '@testing-library/react';
import { type ApiCall, on, renderApp, stubApi } from '@web/components/ui/testing/render';
import { describe, expect, it } from 'vitest';
import { AdminScreen } from './admin-screen';

// The admin screen's side of the account, pricing and deletion journeys (moved from
// e2e/admin.spec.ts): what the screen sends, what the dialog and the forms show for the server's
// answers, which buttons show for which row, and confirmations that keep things when dismissed.
// The API answers here are kept in the server's shapes and change as the server would; the server's
// own side is proven by the API tests in server/admin/, and the browser suite keeps one short journey
// per change against the real server.

const STATS: AdminStats = {
  totalUsers: 3,
  newUsersToday: 0,
  totalCounters: 1,
  newCountersToday: 0,
  premiumUsers: 0,
  monthlyRevenue: '0.00',
};
const HEALTH: PlatformHealth = {
  healthy: true,
  signals: [{ id: 'db', label: 'Database', value: '4 ms', ok: true, problem: null }],
  payments: { apiConfigured: true, missing: [] },
  liveCounts: [],
};

function adminUser(over: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'u-mira',
    email: 'mira.vance@example.com',
    firstName: 'Mira',
    lastName: 'Vance',
    role: 'user',
    subscriptionStatus: 'free',
    customPrice: null,
    createdAt: '2025-03-01T12:00:00.000Z',
    premiumUntil: null,
    premiumSource: null,
    counterCount: 1,
    ...over,
  };
}

const page = <T,>(items: T[], call: ApiCall) => ({
  json: { items, total: items.length, page: Number(call.url.searchParams.get('page') ?? 1), pageSize: 20 },
});

const PRICE_ERROR = 'Enter a price greater than 0 and at most 999.99, with at most two decimals';

type State = { users: AdminUser[]; counters: AdminCounter[]; settings: SubscriptionSettings };

/**
 * The screen's API over `state`, answering as the server does: reads come from the state, and the
 * account and pricing changes update it (so the screen's refresh shows them). `first` answers before.
 */
function adminApi(state: State, ...first: Parameters<typeof stubApi>) {
  const search = (call: ApiCall) => (call.url.searchParams.get('search') ?? '').toLowerCase();
  const change = (path: string, apply: (body: Record<string, unknown>) => void, message: string) =>
    on('POST', path, (call) => {
      apply(call.body as Record<string, unknown>);
      return { json: { message } };
    });
  const patchUser = (body: Record<string, unknown>, patch: Partial<AdminUser>) => {
    state.users = state.users.map((u) => (u.id === body.userId ? { ...u, ...patch } : u));
  };
  return stubApi(
    ...first,
    on('GET', '/api/pricing', () => {
      const { generalPrice, isDiscountActive, discountedPrice } = state.settings;
      const json: Pricing = {
        currentPrice: isDiscountActive && discountedPrice ? discountedPrice : generalPrice,
        originalPrice: generalPrice,
        isDiscountActive,
        discountedPrice,
      };
      return { json };
    }),
    on('GET', '/api/admin/dashboard', { json: STATS }),
    on('GET', '/api/admin/health', { json: HEALTH }),
    on('GET', '/api/admin/users', (call) => {
      const plan = call.url.searchParams.get('plan');
      const found = state.users.filter(
        (u) =>
          `${u.email} ${u.firstName} ${u.lastName}`.toLowerCase().includes(search(call)) &&
          (!plan || (plan === 'premium') === (u.subscriptionStatus === 'active')),
      );
      return page(found, call);
    }),
    on('GET', /^\/api\/admin\/users\/[^/]+\/billing$/, { json: { subscriptions: [], transactions: [] } }),
    on('GET', '/api/admin/counters', (call) =>
      page(
        state.counters.filter((c) => c.name.toLowerCase().includes(search(call))),
        call,
      ),
    ),
    on('GET', '/api/admin/subscription-settings', () => ({ json: state.settings })),
    on('GET', '/api/admin/billing/jobs', { json: { items: [] } }),
    on('GET', '/api/admin/billing/unmatched', { json: { items: [] } }),
    change(
      '/api/admin/upgrade-user',
      (b) => patchUser(b, { subscriptionStatus: 'active', premiumSource: 'admin' }),
      ADMIN_MESSAGES.upgrade,
    ),
    change(
      '/api/admin/downgrade-user',
      (b) => patchUser(b, { subscriptionStatus: 'free', premiumSource: null, premiumUntil: null }),
      ADMIN_MESSAGES.downgrade,
    ),
    change(
      '/api/admin/gift-premium',
      (b) =>
        patchUser(b, {
          subscriptionStatus: 'active',
          premiumSource: 'gift',
          premiumUntil: new Date(Date.now() + Number(b.months) * 30 * 86_400_000).toISOString(),
        }),
      ADMIN_MESSAGES.gift,
    ),
    change(
      '/api/admin/user-pricing',
      (b) => patchUser(b, { customPrice: String(b.customPrice) }),
      ADMIN_MESSAGES.customPrice,
    ),
    change(
      '/api/admin/subscription-settings',
      (b) => {
        state.settings = { ...state.settings, generalPrice: String(b.generalPrice) };
      },
      ADMIN_MESSAGES.generalPrice,
    ),
    change(
      '/api/admin/discount-settings',
      (b) => {
        state.settings = {
          ...state.settings,
          isDiscountActive: Boolean(b.isDiscountActive),
          discountedPrice: (b.discountedPrice as string | null) ?? null,
        };
      },
      ADMIN_MESSAGES.discount,
    ),
    // Deletions fail: a success reloads the page, which the browser suite checks.
    (call) => (call.method === 'DELETE' ? { status: 500, body: 'boom' } : undefined),
  );
}

function state(over: Partial<State> = {}): State {
  return {
    users: [adminUser()],
    counters: [],
    settings: { generalPrice: '4.99', isDiscountActive: false, discountedPrice: null },
    ...over,
  };
}

const toast = () => document.querySelector<HTMLElement>('.toast-root');
const expectToast = (text: string) => waitFor(() => expect(toast()).toHaveTextContent(text));
const rows = (testId: string) => screen.queryAllByTestId(testId);
const userRow = (email: string) => rows('user-row').find((row) => row.textContent?.includes(email)) ?? null;
const region = (name: string) => screen.getByRole('region', { name });
const detail = (dialog: HTMLElement, label: string) => {
  const term = within(dialog)
    .getAllByRole('term')
    .find((dt) => dt.textContent === label);
  return term?.nextElementSibling as HTMLElement;
};
type User = ReturnType<typeof renderApp>['user'];

async function searchUsers(user: User, text: string) {
  const box = await screen.findByPlaceholderText('Search users...');
  await user.clear(box);
  await user.type(box, text);
}

async function openDetails(user: User, email: string) {
  await searchUsers(user, email);
  await waitFor(() => expect(userRow(email)).not.toBeNull());
  await user.click(within(userRow(email)!).getByRole('button', { name: 'View' }));
  return screen.findByRole('dialog', { name: 'User Details & Management' });
}

async function pick(user: User, card: HTMLElement, searchLabel: string, target: AdminUser) {
  await user.type(within(card).getByLabelText(searchLabel), target.email);
  const picker = within(card).getByRole('combobox', { name: 'User' });
  await waitFor(() =>
    expect(within(picker).getByRole('option', { name: new RegExp(target.email) })).toBeTruthy(),
  );
  await user.selectOptions(picker, target.id);
  return picker as HTMLSelectElement;
}

describe('admin actions', () => {
  it('search sends what was typed and lists the matches; the dialog shows a Free account', async () => {
    const other = adminUser({
      id: 'u-otto',
      email: 'otto@example.com',
      firstName: 'Otto',
      lastName: 'Brand',
    });
    const calls = adminApi(state({ users: [adminUser(), other] }));
    const { user } = renderApp(<AdminScreen />, { path: '/admin' });
    await waitFor(() => expect(rows('user-row')).toHaveLength(2));

    await searchUsers(user, 'VANCE');
    await waitFor(() => expect(rows('user-row')).toHaveLength(1));
    expect(userRow('mira.vance@example.com')).toHaveTextContent('Mira');
    expect(
      calls.some(
        (c) => c.url.pathname === '/api/admin/users' && c.url.searchParams.get('search') === 'VANCE',
      ),
    ).toBe(true);
    await searchUsers(user, 'nobody');
    expect(await screen.findByText('No users match your search.')).toBeVisible();

    const dialog = await openDetails(user, 'mira.vance@example.com');
    const row = userRow('mira.vance@example.com')!;
    expect(row).toHaveTextContent(/Joined\s*\w+/);
    expect(within(row).queryByText('Premium', { exact: true })).toBeNull();
    expect(detail(dialog, 'Name')).toHaveTextContent('Mira Vance');
    expect(detail(dialog, 'Email')).toHaveTextContent('mira.vance@example.com');
    expect(detail(dialog, 'Role')).toHaveTextContent('user');
    expect(detail(dialog, 'Joined')).not.toHaveTextContent('Unknown');
    expect(detail(dialog, 'Plan')).toHaveTextContent(/^Free$/);
    expect(detail(dialog, 'Status')).toHaveTextContent(/^free$/);
    expect(detail(dialog, 'Custom Price')).toHaveTextContent(/^No$/);
    expect(detail(dialog, 'Counter Usage')).toHaveTextContent('1 counter · Limit: 1 counter');
    expect(within(dialog).getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Downgrade to Free' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Issue Refund' })).toBeNull();
  });

  it('upgrade and downgrade toast, and the dialog and the row follow the server’s answer', async () => {
    const target = adminUser({ counterCount: 0 });
    const calls = adminApi(state({ users: [target] }));
    const { user } = renderApp(<AdminScreen />, { path: '/admin' });
    const dialog = await openDetails(user, target.email);

    await user.click(within(dialog).getByRole('button', { name: 'Upgrade to Premium' }));
    await expectToast(ADMIN_MESSAGES.upgrade);
    await waitFor(() => expect(detail(dialog, 'Plan')).toHaveTextContent(/^Premium/));
    expect(detail(dialog, 'Status')).toHaveTextContent(/^active$/);
    expect(detail(dialog, 'Counter Usage')).toHaveTextContent('0 counters · Limit: Unlimited');
    expect(within(dialog).queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull();
    await waitFor(() =>
      expect(within(userRow(target.email)!).getByText('Premium', { exact: true })).toBeVisible(),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Downgrade to Free' }));
    await expectToast(ADMIN_MESSAGES.downgrade);
    await waitFor(() => expect(detail(dialog, 'Plan')).toHaveTextContent(/^Free$/));
    expect(within(dialog).getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
    await waitFor(() =>
      expect(within(userRow(target.email)!).queryByText('Premium', { exact: true })).toBeNull(),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url.pathname, c.body])).toEqual([
      ['/api/admin/upgrade-user', { userId: target.id }],
      ['/api/admin/downgrade-user', { userId: target.id }],
    ]);
  });

  it('Premium granted by an admin offers Downgrade but no refund, and says why', async () => {
    const target = adminUser({ subscriptionStatus: 'active', premiumSource: 'admin' });
    adminApi(state({ users: [target] }));
    const { user } = renderApp(<AdminScreen />, { path: '/admin' });
    const dialog = await openDetails(user, target.email);
    expect(detail(dialog, 'Plan')).toHaveTextContent(/^Premium \(granted by an admin\)$/);
    expect(within(dialog).getByRole('button', { name: 'Downgrade to Free' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Issue Refund' })).toBeNull();
    expect(within(dialog).getByTestId('no-refund-note')).toHaveTextContent(
      'No refund: this Premium was granted by an admin, so nothing was paid.',
    );
  });

  it('admin rows have no Delete and their dialog shows the admin notice instead of actions', async () => {
    const admin = adminUser({ id: 'u-ada', email: 'ada@example.com', firstName: 'Ada', role: 'admin' });
    adminApi(state({ users: [admin, adminUser()] }));
    const { user } = renderApp(<AdminScreen />, { path: '/admin' });
    await waitFor(() => expect(rows('user-row')).toHaveLength(2));
    expect(within(userRow('mira.vance@example.com')!).getByRole('button', { name: 'Delete' })).toBeVisible();
    const row = userRow(admin.email)!;
    expect(within(row).getByText('Admin', { exact: true })).toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();

    const dialog = await openDetails(user, admin.email);
    expect(detail(dialog, 'Role')).toHaveTextContent(/^admin$/);
    expect(dialog).toHaveTextContent(
      'Admin Account - Account management actions are disabled for admin users.',
    );
    expect(within(dialog).queryByRole('button', { name: /Upgrade|Downgrade|Refund/ })).toBeNull();
  });

  it('gift premium sends the user and the months, clears the form, and the user leaves the gift list', async () => {
    const target = adminUser();
    const calls = adminApi(state({ users: [target] }));
    const { user } = renderApp(<AdminScreen />, { path: '/admin' });
    await user.click(await screen.findByRole('tab', { name: 'Subscriptions' }));
    const card = await screen.findByRole('region', { name: 'Gift Premium Access' });
    const gift = within(card).getByRole('button', { name: 'Gift Premium' });
    const duration = within(card).getByRole('combobox', { name: 'Duration' }) as HTMLSelectElement;
    expect(gift).toBeDisabled();
    expect(duration.value).toBe('1');
    expect(
      within(duration)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 month', '3 months', '6 months', '12 months']);
    expect(region('Current Premium Users')).toHaveTextContent('No premium users currently.');

    const select = await pick(user, card, 'Search users to gift', target);
    await user.selectOptions(duration, '3');
    await user.click(gift);
    await expectToast(ADMIN_MESSAGES.gift);
    expect(calls.find((c) => c.url.pathname === '/api/admin/gift-premium')?.body).toEqual({
      userId: target.id,
      months: 3,
    });
    await waitFor(() => expect(select.value).toBe(''));
    expect(duration.value).toBe('1');
    await waitFor(() => expect(card).toHaveTextContent('No users found.'));
    expect(within(select).queryByRole('option', { name: new RegExp(target.email) })).toBeNull();
    const premium = region('Current Premium Users');
    await waitFor(() =>
      expect(
        within(premium)
          .getAllByRole('listitem')
          .find((item) => item.textContent?.includes(target.email)),
      ).toHaveTextContent('Gift'),
    );
  });

  it('Set Custom Price waits for a user and a price, sends them, and clears the form', async () => {
    const target = adminUser();
    const calls = adminApi(state({ users: [target] }));
    const { user } = renderApp(<AdminScreen />, { path: '/admin' });
    await user.click(await screen.findByRole('tab', { name: 'Subscriptions' }));
    const card = await screen.findByRole('region', { name: 'Individual User Pricing' });
    const submit = within(card).getByRole('button', { name: 'Set Custom Price' });
    const price = within(card).getByPlaceholderText<HTMLInputElement>('9.99');
    expect(submit).toBeDisabled();
    const select = await pick(user, card, 'Search users for custom pricing', target);
    expect(submit).toBeDisabled();
    await user.type(price, '7.49');
    await user.click(submit);
    await expectToast(ADMIN_MESSAGES.customPrice);
    expect(calls.find((c) => c.url.pathname === '/api/admin/user-pricing')?.body).toEqual({
      userId: target.id,
      customPrice: '7.49',
    });
    await waitFor(() => expect(select.value).toBe(''));
    expect(price.value).toBe('');

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    const dialog = await openDetails(user, target.email);
    expect(detail(dialog, 'Custom Price')).toHaveTextContent('$7.49');
  });

  it('the general price refuses 0 before any call, then shows the saved price; an empty discount goes out as null', async () => {
    const s = state();
    const calls = adminApi(s);
    const posts = () => calls.filter((c) => c.method === 'POST');
    const { user } = renderApp(<AdminScreen />, { path: '/admin' });
    await user.click(await screen.findByRole('tab', { name: 'Subscriptions' }));
    const card = await screen.findByRole('region', { name: 'Pricing Settings' });
    const general = within(card).getByPlaceholderText('4.99');
    const update = within(card).getByRole('button', { name: 'Update Price' });
    expect(general).toHaveAttribute('step', '0.01');
    expect(update).toBeDisabled();
    await waitFor(() => expect(card).toHaveTextContent('Current price: $4.99/month'));

    await user.type(general, '0');
    await user.click(update);
    expect(await within(card).findByText(PRICE_ERROR)).toBeVisible();
    expect(posts()).toEqual([]);

    await user.clear(general);
    await user.type(general, '5.49');
    await user.click(update);
    await expectToast(ADMIN_MESSAGES.generalPrice);
    await waitFor(() => expect(card).toHaveTextContent('Current price: $5.49/month'));
    expect(within(card).queryByText(PRICE_ERROR)).toBeNull();

    const discounted = within(card).getByPlaceholderText('3.99');
    await user.click(within(card).getByLabelText('Enable Limited Time Discount'));
    await user.type(discounted, '3.49');
    await user.click(within(card).getByRole('button', { name: 'Update Discount' }));
    await expectToast(ADMIN_MESSAGES.discount);
    await waitFor(() => expect(card).toHaveTextContent('Discount live: $3.49'));

    await user.click(within(card).getByLabelText('Enable Limited Time Discount'));
    await user.clear(discounted);
    await user.click(within(card).getByRole('button', { name: 'Update Discount' }));
    await waitFor(() => expect(posts()).toHaveLength(3));
    expect(posts().map((c) => [c.url.pathname, c.body])).toEqual([
      ['/api/admin/subscription-settings', { generalPrice: '5.49' }],
      ['/api/admin/discount-settings', { discountedPrice: '3.49', isDiscountActive: true }],
      ['/api/admin/discount-settings', { discountedPrice: null, isDiscountActive: false }],
    ]);
    await waitFor(() => expect(card).not.toHaveTextContent('Discount live'));
  });

  it('deleting a counter or a user asks first, names it, and Cancel keeps it; a failed counter deletion says so', async () => {
    const counter: AdminCounter = {
      id: 'c-doomed',
      name: 'Doomed counter',
      createdAt: '2025-04-02T09:00:00.000Z',
      ownerEmail: 'mira.vance@example.com',
    };
    const calls = adminApi(state({ counters: [counter] }));
    const deletes = () => calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname);
    const { user } = renderApp(<AdminScreen />, { path: '/admin' });
    const answerConfirm = async (title: string, text: string, ok: boolean) => {
      const confirm = await screen.findByRole('alertdialog');
      expect(within(confirm).getByRole('heading')).toHaveTextContent(title);
      expect(confirm).toHaveTextContent(text);
      await user.click(within(confirm).getByRole('button', { name: ok ? 'Delete' : 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    };
    const COUNTER_CONFIRM = 'Are you sure you want to delete this counter?';
    const USER_CONFIRM = 'Are you sure you want to delete this user? This action cannot be undone.';

    await user.click(await screen.findByRole('tab', { name: 'Counters' }));
    await user.type(await screen.findByPlaceholderText('Search counters...'), 'doomed');
    await waitFor(() => expect(rows('counter-row')).toHaveLength(1));
    const counterRow = rows('counter-row')[0]!;
    expect(counterRow).toHaveTextContent(`Owner${counter.ownerEmail}`);
    expect(counterRow).toHaveTextContent(/Created\s*\w+/);
    await user.click(within(counterRow).getByRole('button', { name: 'Delete' }));
    await answerConfirm('Delete “Doomed counter”?', COUNTER_CONFIRM, false);
    expect(deletes()).toEqual([]);
    expect(rows('counter-row')).toHaveLength(1);

    await user.click(within(counterRow).getByRole('button', { name: 'Delete' }));
    await answerConfirm('Delete “Doomed counter”?', COUNTER_CONFIRM, true);
    await expectToast('Failed to delete counter. Please try again.');
    expect(deletes()).toEqual(['/api/admin/counters/c-doomed']);
    expect(rows('counter-row')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    await waitFor(() => expect(userRow('mira.vance@example.com')).not.toBeNull());
    await user.click(within(userRow('mira.vance@example.com')!).getByRole('button', { name: 'Delete' }));
    await answerConfirm('Delete “Mira”?', USER_CONFIRM, false);
    expect(deletes()).toEqual(['/api/admin/counters/c-doomed']);
    expect(userRow('mira.vance@example.com')).not.toBeNull();
  });
});
