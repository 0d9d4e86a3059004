import type { AdminUser } from '@core/api/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { type ApiCall, held, on, renderApp, stubApi } from '@web/components/ui/testing/render';
import { describe, expect, it } from 'vitest';
import { AdminScreen } from './admin-screen';

// The admin dashboard's own logic against a stubbed API (moved from e2e/admin.spec.ts, where these
// tests answered the same calls with page.route): the loading state, the stat cards' fallback to
// the lists, paging, and what each failed change says. The browser suite keeps the journeys that
// change real accounts (upgrade, gift, custom price, deletion, refunds) and the live numbers.

const STATS = {
  totalUsers: 1234,
  newUsersToday: 5,
  totalCounters: 42,
  newCountersToday: 3,
  premiumUsers: 7,
  monthlyRevenue: '34.93',
};
const HEALTH = {
  healthy: true,
  signals: [{ id: 'db', label: 'Database', value: '4 ms', ok: true, problem: null }],
  payments: { apiConfigured: true, missing: [] },
  liveCounts: [],
};

function adminUser(over: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'u-tess',
    email: 'tess@example.com',
    firstName: 'Tess',
    lastName: 'Quill',
    role: 'user',
    subscriptionStatus: 'free',
    customPrice: null,
    createdAt: '2025-03-01T12:00:00.000Z',
    premiumUntil: null,
    premiumSource: null,
    counterCount: 0,
    ...over,
  };
}

const page = <T,>(items: T[], call: ApiCall, total = items.length) => ({
  json: { items, total, page: Number(call.url.searchParams.get('page') ?? 1), pageSize: 20 },
});

/** The GETs the screen makes, answered from `users`; changes (POST, DELETE) answer 500 'boom'. */
function adminApi(users: AdminUser[], ...first: Parameters<typeof stubApi>) {
  const search = (call: ApiCall) => (call.url.searchParams.get('search') ?? '').toLowerCase();
  return stubApi(
    ...first,
    on('GET', '/api/pricing', {
      json: { currentPrice: '4.99', originalPrice: '4.99', isDiscountActive: false, discountedPrice: null },
    }),
    on('GET', '/api/admin/dashboard', { json: STATS }),
    on('GET', '/api/admin/health', { json: HEALTH }),
    on('GET', '/api/admin/users', (call) => {
      const plan = call.url.searchParams.get('plan');
      const found = users.filter(
        (u) =>
          `${u.email} ${u.firstName} ${u.lastName}`.toLowerCase().includes(search(call)) &&
          (!plan || (plan === 'premium') === (u.subscriptionStatus === 'active')),
      );
      return page(found, call);
    }),
    on('GET', /^\/api\/admin\/users\/[^/]+\/billing$/, { json: { subscriptions: [], transactions: [] } }),
    on('GET', '/api/admin/counters', (call) => page([], call)),
    on('GET', '/api/admin/subscription-settings', {
      json: { generalPrice: '4.99', isDiscountActive: false, discountedPrice: null },
    }),
    on('GET', '/api/admin/billing/jobs', { json: { items: [] } }),
    on('GET', '/api/admin/billing/unmatched', { json: { items: [] } }),
    (call) => (call.method === 'GET' ? undefined : { status: 500, body: 'boom' }),
  );
}

const toast = () => document.querySelector<HTMLElement>('.toast-root');
const expectToast = (text: string) => waitFor(() => expect(toast()).toHaveTextContent(text));
const cards = () => screen.getAllByTestId('stat-card');
const userRow = (email: string) =>
  screen.getAllByTestId('user-row').find((row) => row.textContent?.includes(email)) ?? null;
const region = (name: string) => screen.getByRole('region', { name });

async function openDetails(user: ReturnType<typeof renderApp>['user'], email: string) {
  await user.type(await screen.findByPlaceholderText('Search users...'), email);
  await waitFor(() => expect(userRow(email)).not.toBeNull());
  await user.click(within(userRow(email)!).getByRole('button', { name: 'View' }));
  return screen.findByRole('dialog', { name: 'User Details & Management' });
}

describe('admin dashboard', () => {
  it('shows a loading state, then the stat cards from the dashboard numbers, on the Users tab', async () => {
    const stats = held();
    adminApi(
      [],
      on('GET', '/api/admin/dashboard', async () => {
        await stats.wait;
        return { json: STATS };
      }),
    );
    renderApp(<AdminScreen />, { path: '/admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    expect(screen.getByText('Manage users, counters, and monitor platform activity')).toBeVisible();
    expect(screen.getByText('Loading admin dashboard...')).toBeVisible();
    stats.release();
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(cards()[0]).toHaveTextContent(/Total Users\s*1,234\s*\+5 today/);
    expect(cards()[1]).toHaveTextContent(/Active Counters\s*42\s*\+3 today/);
    expect(cards()[2]).toHaveTextContent(/Premium Users\s*7\s*\$34\.93 MRR/);
    await waitFor(() => expect(cards()[3]).toHaveTextContent(/Platform Health\s*Healthy/));
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeVisible();
  });

  it('without stats the cards fall back to the lists', async () => {
    adminApi(
      [],
      on('GET', '/api/admin/dashboard', { status: 500, body: 'boom' }),
      on('GET', '/api/admin/users', (call) =>
        page([], call, call.url.searchParams.get('plan') === 'premium' ? 6 : 77),
      ),
      on('GET', '/api/admin/counters', (call) => page([], call, 12)),
    );
    renderApp(<AdminScreen />, { path: '/admin' });
    expect(await screen.findByText(/Live statistics are unavailable/)).toBeVisible();
    await waitFor(() => expect(cards()[0]).toHaveTextContent(/Total Users\s*77\s*\+0 today/));
    await waitFor(() => expect(cards()[1]).toHaveTextContent(/Active Counters\s*12\s*\+0 today/));
    await waitFor(() => expect(cards()[2]).toHaveTextContent(/Premium Users\s*6\s*\$0\.00 MRR/));
  });

  it('the user list pages on the server', async () => {
    const calls = adminApi(
      [],
      on('GET', '/api/admin/users', (call) => {
        const n = Number(call.url.searchParams.get('page'));
        const items = Array.from({ length: n === 3 ? 5 : 20 }, (_, i) =>
          adminUser({ id: `u${n}-${i}`, email: `p${n}-u${i}@example.com`, firstName: null, lastName: null }),
        );
        return page(items, call, 45);
      }),
    );
    const { user } = renderApp(<AdminScreen />, { path: '/admin' });
    const pager = await screen.findByRole('navigation', { name: 'Users pages' });
    await waitFor(() => expect(pager).toHaveTextContent('Showing 1–20 of 45 users'));
    expect(pager).toHaveTextContent('Page 1 of 3');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager).toHaveTextContent('Showing 21–40 of 45 users'));
    await waitFor(() => expect(userRow('p2-u0@example.com')).not.toBeNull());
    expect(userRow('p2-u0@example.com')).toHaveTextContent('Joined');
    expect(calls.map((c) => c.url.search)).toContain('?page=2&pageSize=20');
  });

  it('names what is not configured, lists every signal, and disables Reconcile with the reason', async () => {
    const problem = 'Payments are not configured: PADDLE_API_KEY, PADDLE_PRICE_ID are not set';
    adminApi(
      [],
      on('GET', '/api/admin/health', {
        json: {
          healthy: false,
          signals: [
            { id: 'payments', label: 'Payments (Paddle)', value: '2 settings missing', ok: false, problem },
            { id: 'database', label: 'Database round-trip', value: '4 ms', ok: true, problem: null },
          ],
          payments: { apiConfigured: false, missing: ['PADDLE_API_KEY', 'PADDLE_PRICE_ID'] },
          liveCounts: [],
        },
      }),
    );
    const { user } = renderApp(<AdminScreen />, { path: '/admin' });
    await waitFor(() => expect(cards()[3]).toHaveTextContent(/Platform Health\s*Degraded/));
    expect(screen.getByTestId('health-note')).toHaveTextContent(problem);
    const signals = screen.getByTestId('health-signals');
    expect(signals).toHaveTextContent('Payments (Paddle): 2 settings missing');
    expect(signals).toHaveTextContent('Database round-trip: 4 ms');

    await user.click(screen.getByRole('tab', { name: 'Subscriptions' }));
    const button = await screen.findByRole('button', { name: 'Reconcile with Paddle' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Reconcile needs Paddle: PADDLE_API_KEY is not set, so there are no Paddle records to read.',
    );
  });

  it('offers no refund for gifted Premium, and says why', async () => {
    const target = adminUser({ subscriptionStatus: 'active', premiumSource: 'gift' });
    adminApi([target]);
    const { user } = renderApp(<AdminScreen />, { path: '/admin' });
    const dialog = await openDetails(user, target.email);
    expect(within(dialog).getByRole('button', { name: 'Downgrade to Free' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Issue Refund' })).toBeNull();
    expect(within(dialog).getByTestId('no-refund-note')).toHaveTextContent(
      'No refund: this Premium was gifted, so nothing was paid.',
    );
  });

  it('failed downgrade, refund, price, discount and custom price show the product’s messages', async () => {
    const target = adminUser({ subscriptionStatus: 'active', premiumSource: 'paddle' });
    adminApi([target]);
    const { user } = renderApp(<AdminScreen />, { path: '/admin' });
    const dialog = await openDetails(user, target.email);
    await user.click(within(dialog).getByRole('button', { name: 'Downgrade to Free' }));
    await expectToast('Failed to downgrade user');
    await user.click(within(dialog).getByRole('button', { name: 'Issue Refund' }));
    await expectToast('Failed to issue refund');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('tab', { name: 'Subscriptions' }));
    const pricing = await screen.findByRole('region', { name: 'Pricing Settings' });
    await user.type(within(pricing).getByPlaceholderText('4.99'), '6.00');
    await user.click(within(pricing).getByRole('button', { name: 'Update Price' }));
    await expectToast('Failed to update price');
    await user.click(within(pricing).getByRole('button', { name: 'Update Discount' }));
    await expectToast('Failed to update discount settings');

    const custom = region('Individual User Pricing');
    await user.type(within(custom).getByLabelText('Search users for custom pricing'), target.email);
    const picker = within(custom).getByRole('combobox', { name: 'User' });
    await waitFor(() =>
      expect(within(picker).getByRole('option', { name: new RegExp(target.email) })).toBeTruthy(),
    );
    await user.selectOptions(picker, target.id);
    await user.type(within(custom).getByPlaceholderText('9.99'), '8.00');
    await user.click(within(custom).getByRole('button', { name: 'Set Custom Price' }));
    await expectToast('Failed to set custom price');
    // A failure keeps what was typed.
    expect(within(custom).getByPlaceholderText<HTMLInputElement>('9.99').value).toBe('8.00');
    expect(toast()).toHaveClass('bg-red-600');
  });

  it('failed upgrade and gift show the product’s messages', async () => {
    const target = adminUser();
    adminApi([target]);
    const { user } = renderApp(<AdminScreen />, { path: '/admin' });
    const dialog = await openDetails(user, target.email);
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade to Premium' }));
    await expectToast('Failed to upgrade user');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('tab', { name: 'Subscriptions' }));
    const gift = await screen.findByRole('region', { name: 'Gift Premium Access' });
    await user.type(within(gift).getByLabelText('Search users to gift'), target.email);
    const picker = within(gift).getByRole('combobox', { name: 'User' });
    await waitFor(() =>
      expect(within(picker).getByRole('option', { name: new RegExp(target.email) })).toBeTruthy(),
    );
    await user.selectOptions(picker, target.id);
    await user.click(within(gift).getByRole('button', { name: 'Gift Premium' }));
    await expectToast('Failed to gift premium');
  });

  it('a failed user deletion says so and keeps the user', async () => {
    const target = adminUser();
    const calls = adminApi([target]);
    const { user } = renderApp(<AdminScreen />, { path: '/admin' });
    await user.type(await screen.findByPlaceholderText('Search users...'), target.email);
    await waitFor(() => expect(userRow(target.email)).not.toBeNull());
    await user.click(within(userRow(target.email)!).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expectToast('Failed to delete user. Please try again.');
    expect(userRow(target.email)).not.toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      `/api/admin/users/${target.id}`,
    ]);
  });
});
