import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUnconfiguredGateway } from '../billing/paddle-gateway';
import { adjustmentData } from '../billing/testing/test-support';
import { paddleAdjustments, paddleSubscriptions, paddleTransactions } from '../db/schema';
import { addSubscriber, planOf, setUpAdminSuite } from './testing/admin-test-support';

// Reconciliation (issue 15, item 7): Paddle's records repair ours, each change is reported, and a
// second run changes nothing.
const suite = setUpAdminSuite();

const reconcile = () =>
  suite.t.request({ method: 'POST', url: '/api/admin/billing/reconcile', cookie: suite.admin.cookie });

async function recordsOf(userId: string) {
  const db = suite.t.app.db;
  return {
    subs: await db.select().from(paddleSubscriptions).where(eq(paddleSubscriptions.userId, userId)),
    txns: await db.select().from(paddleTransactions).where(eq(paddleTransactions.userId, userId)),
    adjs: await db.select().from(paddleAdjustments).where(eq(paddleAdjustments.userId, userId)),
  };
}

describe('reconcile with Paddle', () => {
  it('repairs what webhooks missed, reports each change, and changes nothing the second time', async () => {
    const { id, sub, txn, customerId } = await addSubscriber(suite.t, suite.paddle);
    const inSync = await addSubscriber(suite.t, suite.paddle);
    // Paddle moved on without telling us: a renewal payment failed and was retried, then paid.
    const now = new Date();
    const renewal = `${txn}_renewal`;
    suite.paddle.seedSubscription({ id: sub, status: 'past_due', customerId, at: now });
    suite.paddle.seedTransaction({
      id: renewal,
      status: 'completed',
      customerId,
      subscriptionId: sub,
      billedAt: now,
    });
    // And a goodwill (partial) refund of the first payment, approved in Paddle's dashboard.
    suite.paddle.adjustments.set(
      'adj_goodwill',
      adjustmentData({
        id: 'adj_goodwill',
        action: 'refund',
        type: 'partial',
        status: 'approved',
        transactionId: txn,
        subscriptionId: sub,
        customerId,
        amount: '100',
        at: now,
      }),
    );

    const first = await reconcile();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().changes.sort()).toEqual(
      [
        `${customerId} subscription ${sub}: past_due`,
        `${customerId} transaction ${renewal}: completed`,
        `${customerId} adjustment adj_goodwill: approved`,
      ].sort(),
    );
    // Nothing is reported for the user whose records already matched Paddle.
    expect(first.json().changes.join('\n')).not.toContain(inSync.customerId);
    const repaired = await recordsOf(id);
    expect(repaired.subs.map((s) => s.status)).toEqual(['past_due']);
    expect(repaired.txns.map((t) => t.id).sort()).toEqual([txn, renewal].sort());
    expect(repaired.adjs.map((a) => [a.id, a.type, a.status])).toEqual([
      ['adj_goodwill', 'partial', 'approved'],
    ]);
    // past_due during Paddle's retries and a partial refund both keep Premium; nothing was cancelled.
    expect(await planOf(suite.t, id)).toEqual(['active', 'paddle']);
    expect(suite.paddle.cancels()).toEqual([]);
    // Reconciliation only reads from Paddle.
    expect(new Set(suite.paddle.calls.map((c) => c.method))).toEqual(new Set(['GET']));

    const second = await reconcile();
    expect(second.json()).toEqual({ customers: first.json().customers, changes: [] });
    expect(await recordsOf(id)).toEqual(repaired);
  });

  it('ends Premium and billing for money taken back in Paddle’s dashboard', async () => {
    const { id, sub, txn, customerId } = await addSubscriber(suite.t, suite.paddle);
    const now = new Date();
    suite.paddle.adjustments.set(
      'adj_dashboard',
      adjustmentData({
        id: 'adj_dashboard',
        action: 'refund',
        type: 'full',
        status: 'approved',
        transactionId: txn,
        subscriptionId: sub,
        customerId,
        at: now,
      }),
    );
    const first = await reconcile();
    expect(first.json().changes).toEqual([`${customerId} adjustment adj_dashboard: approved`]);
    expect(await planOf(suite.t, id)).toEqual(['free', null]);
    expect(suite.paddle.cancels()).toEqual([sub]);
    expect(suite.paddle.subscriptions.get(sub)?.status).toBe('canceled');
    // The cancel Paddle made is itself a change of the subscription, reported once, then never again.
    const second = await reconcile();
    expect(second.json().changes).toEqual([`${customerId} subscription ${sub}: canceled`]);
    expect((await reconcile()).json().changes).toEqual([]);
  });

  it('answers 503 naming the missing key without Paddle, rather than reporting no changes', async () => {
    (suite.t.app as unknown as { paddle: unknown }).paddle = createUnconfiguredGateway();
    const res = await reconcile();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'Reconcile needs Paddle: PADDLE_API_KEY is not set, so there are no Paddle records to read.',
    });
  });
});
