import { describe, expect, it } from 'vitest';
import { addSubscriber, addUser, setUpAdminSuite } from '../admin/testing/admin-test-support';
import { billingJobs, paddleTransactions } from '../db/schema';
import { enqueueCancels, runDueJobs } from './billing-jobs';
import {
  adjustmentData,
  deliver,
  paddleEvent,
  signedCustom,
  subscriptionData,
  transactionData,
} from './testing/test-support';

// What admins read of billing: a user's subscriptions and payments with their refund state, the
// cancels still waiting for Paddle, and the events that matched no user.
const suite = setUpAdminSuite();

const get = async (url: string) => {
  const res = await suite.t.request({ method: 'GET', url, cookie: suite.admin.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('a user’s billing for admins', () => {
  it('lists subscriptions with their scheduled cancel and payments newest first with their refund state', async () => {
    const { id, sub, txn, customerId } = await addSubscriber(suite.t, suite.paddle);
    const at = new Date(Date.UTC(2025, 5, 1, 10));
    const periodEnd = new Date(Date.UTC(2025, 6, 1, 10));
    const cancelAt = new Date(Date.UTC(2025, 6, 1, 10));
    await deliver(
      suite.t,
      paddleEvent(
        'subscription.updated',
        new Date(),
        subscriptionData({
          id: sub,
          status: 'active',
          customerId,
          customData: signedCustom(id),
          at: new Date(),
          periodEnd,
          scheduledCancelAt: cancelAt,
        }),
      ),
    );
    // A second subscription whose scheduled change is a pause: no cancel date.
    const paused = subscriptionData({
      id: `${sub}_pausing`,
      status: 'active',
      customerId,
      customData: signedCustom(id),
      at,
      periodEnd,
    });
    await deliver(
      suite.t,
      paddleEvent('subscription.imported', at, {
        ...paused,
        scheduled_change: { action: 'pause', effective_at: periodEnd.toISOString(), resume_at: null },
      }),
    );
    const pay = (tid: string, billedAt: Date, amount = '499', currency = 'USD') =>
      deliver(
        suite.t,
        paddleEvent(
          'transaction.completed',
          billedAt,
          transactionData({
            id: tid,
            status: 'completed',
            customerId,
            subscriptionId: sub,
            customData: signedCustom(id),
            billedAt,
            amount,
            currency,
          }),
        ),
      );
    await pay(`${txn}_b`, at, '999', 'EUR');
    await pay(`${txn}_a`, at);
    await deliver(
      suite.t,
      paddleEvent(
        'adjustment.updated',
        new Date(),
        adjustmentData({
          id: `adj_${txn}_b`,
          action: 'refund',
          type: 'partial',
          status: 'approved',
          transactionId: `${txn}_b`,
          subscriptionId: sub,
          customerId,
          amount: '100',
        }),
      ),
    );
    const billing = await get(`/api/admin/users/${id}/billing`);
    expect(billing.subscriptions).toEqual([
      {
        id: sub,
        status: 'active',
        endedReason: null,
        currentPeriodEnd: periodEnd.toISOString(),
        cancelAt: cancelAt.toISOString(),
      },
      {
        id: `${sub}_pausing`,
        status: 'active',
        endedReason: null,
        currentPeriodEnd: periodEnd.toISOString(),
        cancelAt: null,
      },
    ]);
    const [first] = (await suite.t.app.db.select().from(paddleTransactions)).filter((r) => r.id === txn);
    expect(billing.transactions).toEqual([
      {
        id: txn,
        subscriptionId: sub,
        status: 'completed',
        total: '499',
        currency: 'USD',
        billedAt: first!.billedAt!.toISOString(),
        refund: null,
      },
      {
        id: `${txn}_a`,
        subscriptionId: sub,
        status: 'completed',
        total: '499',
        currency: 'USD',
        billedAt: at.toISOString(),
        refund: null,
      },
      {
        id: `${txn}_b`,
        subscriptionId: sub,
        status: 'completed',
        total: '999',
        currency: 'EUR',
        billedAt: at.toISOString(),
        refund: 'Partially refunded',
      },
    ]);
  });

  it('shows a subscription ended by us with its reason, and nothing of other users', async () => {
    const { id, sub } = await addSubscriber(suite.t, suite.paddle);
    await addSubscriber(suite.t, suite.paddle);
    const res = await suite.t.request({
      method: 'POST',
      url: '/api/admin/downgrade-user',
      cookie: suite.admin.cookie,
      payload: { userId: id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const billing = await get(`/api/admin/users/${id}/billing`);
    expect(billing.subscriptions).toEqual([
      expect.objectContaining({ id: sub, status: 'active', endedReason: 'downgrade' }),
    ]);
    expect(billing.transactions).toHaveLength(1);
  });

  it('shows no period end for a canceled subscription and no billing time for an unpaid transaction', async () => {
    const { id, sub, customerId } = await addSubscriber(suite.t, suite.paddle);
    const at = new Date();
    await deliver(
      suite.t,
      paddleEvent(
        'subscription.canceled',
        at,
        subscriptionData({ id: sub, status: 'canceled', customerId, customData: signedCustom(id), at }),
      ),
    );
    await deliver(
      suite.t,
      paddleEvent(
        'transaction.ready',
        at,
        transactionData({
          id: `${sub}_ready`,
          status: 'ready',
          customerId,
          subscriptionId: sub,
          customData: signedCustom(id),
          billedAt: at,
        }),
      ),
    );
    const billing = await get(`/api/admin/users/${id}/billing`);
    expect(billing.subscriptions).toMatchObject([{ id: sub, status: 'canceled', currentPeriodEnd: null }]);
    expect(billing.transactions).toContainEqual(
      expect.objectContaining({ id: `${sub}_ready`, status: 'ready', billedAt: null }),
    );
  });

  it('answers empty lists for a user who never paid', async () => {
    const id = await addUser(suite.t);
    expect(await get(`/api/admin/users/${id}/billing`)).toEqual({ subscriptions: [], transactions: [] });
  });

  it('shows at most the 100 newest payments', async () => {
    const id = await addUser(suite.t);
    const base = Date.UTC(2024, 0, 1);
    await suite.t.app.db.insert(paddleTransactions).values(
      Array.from({ length: 101 }, (_, i) => ({
        id: `txn_many_${String(i).padStart(3, '0')}`,
        userId: id,
        status: 'completed',
        billedAt: new Date(base + i * 864e5),
        eventAt: new Date(base),
        eventId: `evt_many_${i}`,
      })),
    );
    const { transactions } = await get(`/api/admin/users/${id}/billing`);
    expect(transactions).toHaveLength(100);
    expect(transactions[0].id).toBe('txn_many_100');
    expect(transactions.at(-1).id).toBe('txn_many_001');
  });
});

describe('the cancels waiting for Paddle', () => {
  it('lists the open jobs oldest first with their attempts and last error, not the done ones', async () => {
    await suite.t.app.db.delete(billingJobs);
    const userId = await addUser(suite.t);
    await enqueueCancels(suite.t.app.db, ['sub_wait_1'], userId, new Date(Date.UTC(2025, 0, 1)));
    await new Promise((r) => setTimeout(r, 5));
    await enqueueCancels(suite.t.app.db, ['sub_wait_2'], null, new Date(Date.UTC(2024, 0, 1)));
    await new Promise((r) => setTimeout(r, 5));
    suite.paddle.seedSubscription({ id: 'sub_wait_3', status: 'active', customerId: 'ctm_wait' });
    await enqueueCancels(suite.t.app.db, ['sub_wait_3'], null, new Date(Date.UTC(2024, 0, 1)));
    // sub_wait_1 and 2 are unknown to Paddle: they fail; sub_wait_3 is canceled and done.
    const now = new Date(Date.UTC(2025, 0, 2));
    expect(await runDueJobs(suite.t.app.db, suite.t.app.paddle, { now })).toEqual({ done: 1, failed: 2 });
    const rows = await suite.t.app.db.select().from(billingJobs);
    const created = (target: string) => rows.find((r) => r.target === target)!.createdAt.toISOString();
    expect(await get('/api/admin/billing/jobs')).toEqual({
      items: [
        {
          id: rows.find((r) => r.target === 'sub_wait_1')!.id,
          kind: 'cancel_subscription',
          target: 'sub_wait_1',
          userId,
          attempts: 1,
          nextRunAt: new Date(now.getTime() + 30_000).toISOString(),
          lastError: 'The payment system did not answer as expected. Please try again in a moment.',
          createdAt: created('sub_wait_1'),
        },
        expect.objectContaining({ target: 'sub_wait_2', userId: null, createdAt: created('sub_wait_2') }),
      ],
    });
  });

  it('lists at most 200', async () => {
    await suite.t.app.db.delete(billingJobs);
    await enqueueCancels(
      suite.t.app.db,
      Array.from({ length: 201 }, (_, i) => `sub_many_${i}`),
      null,
      new Date(),
    );
    expect((await get('/api/admin/billing/jobs')).items).toHaveLength(200);
  });
});

describe('the events that matched no user', () => {
  it('lists only the unmatched ones, newest first, with the customer and subscription they name', async () => {
    const older = new Date(Date.UTC(2025, 1, 1));
    const newer = new Date(Date.UTC(2025, 1, 2));
    const stray = (id: string, at: Date) =>
      paddleEvent(
        'subscription.created',
        at,
        subscriptionData({ id, status: 'active', customerId: `ctm_${id}`, at }),
        `evt_${id}`,
      );
    expect((await deliver(suite.t, stray('sub_stray_old', older))).json().outcome).toBe('unmatched');
    expect((await deliver(suite.t, stray('sub_stray_new', newer))).json().outcome).toBe('unmatched');
    // An event that found its user is not listed.
    await addSubscriber(suite.t, suite.paddle);
    const { items } = await get('/api/admin/billing/unmatched');
    expect(items.filter((e: { eventId: string }) => e.eventId.startsWith('evt_sub_stray'))).toEqual([
      {
        eventId: 'evt_sub_stray_new',
        type: 'subscription.created',
        occurredAt: newer.toISOString(),
        customerId: 'ctm_sub_stray_new',
        subscriptionId: 'sub_stray_new',
      },
      {
        eventId: 'evt_sub_stray_old',
        type: 'subscription.created',
        occurredAt: older.toISOString(),
        customerId: 'ctm_sub_stray_old',
        subscriptionId: 'sub_stray_old',
      },
    ]);
    expect(items.every((e: { type: string }) => e.type === 'subscription.created')).toBe(true);
  });
});
