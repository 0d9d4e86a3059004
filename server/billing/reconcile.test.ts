import { describe, expect, it } from 'vitest';
import { addCounter, addSubscriber, planOf, setUpAdminSuite } from '../admin/testing/admin-test-support';
import { createUnconfiguredGateway } from './paddle-gateway';
import { reconcileAll } from './reconcile';
import { adjustmentData, subscriptionData } from './testing/test-support';

// Reconciliation (reconcile.ts) as an admin runs it: a plan it changes shows at once on the owner's
// cached public views, and a record Paddle holds in an older version than ours changes nothing.
const suite = setUpAdminSuite();

const reconcile = () =>
  suite.t.request({ method: 'POST', url: '/api/admin/billing/reconcile', cookie: suite.admin.cookie });

describe('reconcile', () => {
  it('refuses to run without Paddle when called directly, as the operator command does', async () => {
    await expect(reconcileAll(suite.t.app.db, createUnconfiguredGateway())).rejects.toMatchObject({
      code: 'unavailable',
      message: 'Payment system not configured',
    });
  });

  it('answers 503 without Paddle even before any user is a Paddle customer', async () => {
    (suite.t.app as unknown as { paddle: unknown }).paddle = createUnconfiguredGateway();
    const res = await reconcile();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'Reconcile needs Paddle: PADDLE_API_KEY is not set, so there are no Paddle records to read.',
    });
  });

  it('shows the plan it ended on the owner’s cached counter view at once', async () => {
    const { id, sub, txn, customerId } = await addSubscriber(suite.t, suite.paddle);
    const counter = await addCounter(suite.t, id);
    const view = async () =>
      (await suite.t.request({ method: 'GET', url: `/api/counters/${counter}/view` })).json().user
        .subscriptionStatus;
    expect(await view()).toBe('active'); // now cached
    suite.paddle.adjustments.set(
      'adj_reconcile_view',
      adjustmentData({
        id: 'adj_reconcile_view',
        action: 'chargeback',
        status: 'approved',
        transactionId: txn,
        subscriptionId: sub,
        customerId,
        at: new Date(),
      }),
    );
    const res = await reconcile();
    expect(res.json().changes).toEqual([`${customerId} adjustment adj_reconcile_view: approved`]);
    expect(await planOf(suite.t, id)).toEqual(['free', null]);
    expect(await view()).toBe('free');
  });

  it('keeps what a later webhook told us over Paddle’s older copy, and reports nothing', async () => {
    const { id, sub, customerId } = await addSubscriber(suite.t, suite.paddle);
    // Paddle's copy of the subscription is older than the event we applied.
    suite.paddle.subscriptions.set(
      sub,
      subscriptionData({ id: sub, status: 'past_due', customerId, at: new Date(Date.now() - 3_600_000) }),
    );
    const res = await reconcile();
    expect(res.json().changes.filter((c: string) => c.startsWith(customerId))).toEqual([]);
    expect(await planOf(suite.t, id)).toEqual(['active', 'paddle']);
  });

  it('skips a record it cannot read and still applies the customer’s others', async () => {
    const { id, sub, txn, customerId } = await addSubscriber(suite.t, suite.paddle);
    // Paddle's copy of the subscription comes without its updated_at: no event can be made of it.
    const unreadable = subscriptionData({ id: sub, status: 'past_due', customerId, at: new Date() });
    delete (unreadable as { updated_at?: string }).updated_at;
    suite.paddle.subscriptions.set(sub, unreadable);
    suite.paddle.adjustments.set(
      'adj_reconcile_skip',
      adjustmentData({
        id: 'adj_reconcile_skip',
        action: 'chargeback',
        status: 'approved',
        transactionId: txn,
        subscriptionId: sub,
        customerId,
        at: new Date(),
      }),
    );
    const res = await reconcile();
    expect(res.statusCode).toBe(200);
    expect(res.json().changes.filter((c: string) => c.startsWith(customerId))).toEqual([
      `${customerId} adjustment adj_reconcile_skip: approved`,
    ]);
    expect(await planOf(suite.t, id)).toEqual(['free', null]);
    // The subscription the chargeback ended is cancelled at Paddle before the answer.
    expect(suite.paddle.cancels()).toContain(sub);
  });
});
