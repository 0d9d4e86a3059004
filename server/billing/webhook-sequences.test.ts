import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { runDueJobs } from './billing-jobs';
import type { PaddleApiStandIn } from './testing/paddle-api-stand-in';
import { FREE, minute, PAID, startScenario } from './testing/sequence-support';

// The sequences of issue 15, each checked after every step: what the user sees (plan, billing
// banner, Premium until) and exactly which cancels reached Paddle.
let t: TestApp;
let paddle: PaddleApiStandIn;
beforeAll(async () => {
  const { createBillingTestApp } = await import('./testing/test-support');
  ({ t, paddle } = await createBillingTestApp());
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => paddle.reset());

describe('subscriptions are separate records', () => {
  it('two subscriptions of one user, one cancelled: Premium stays while the other pays', async () => {
    const s = await startScenario(t, paddle);
    await s.step('first', s.sub('sub_a', 'active', minute(1)), 'applied', PAID);
    // Not subscription.created (a checkout would count as a duplicate): an imported second one.
    await s.step('second', s.sub('sub_b', 'active', minute(2)), 'applied', PAID);
    await s.step('first ends', s.sub('sub_a', 'canceled', minute(3)), 'applied', { ...PAID, cancels: [] });
    // A late, older event of the first names only the first: nothing changes.
    await s.step('late', s.sub('sub_a', 'active', minute(2)), 'stale', PAID);
    await s.step('second ends', s.sub('sub_b', 'canceled', minute(4)), 'applied', FREE);
  });

  it('past_due then active: Premium throughout, the billing banner only while retrying', async () => {
    const s = await startScenario(t, paddle);
    await s.step('active', s.sub('sub_p', 'active', minute(1)), 'applied', PAID);
    await s.step('retrying', s.sub('sub_p', 'past_due', minute(2)), 'applied', {
      ...PAID,
      billingProblem: true,
    });
    await s.step('recovered', s.sub('sub_p', 'active', minute(3)), 'applied', PAID);
  });

  it('past_due then canceled: Premium ends when Paddle gives up', async () => {
    const s = await startScenario(t, paddle);
    await s.step('active', s.sub('sub_q', 'active', minute(1)), 'applied', PAID);
    await s.step('retrying', s.sub('sub_q', 'past_due', minute(2)), 'applied', {
      ...PAID,
      billingProblem: true,
    });
    await s.step('given up', s.sub('sub_q', 'canceled', minute(3)), 'applied', FREE);
  });

  it('cancel scheduled then removed: Premium until the date, then renewing again', async () => {
    const s = await startScenario(t, paddle);
    const end = new Date(Date.UTC(2025, 1, 1));
    await s.step('active', s.sub('sub_c', 'active', minute(1)), 'applied', PAID);
    await s.step('scheduled', s.sub('sub_c', 'active', minute(2), { scheduledCancelAt: end }), 'applied', {
      ...PAID,
      premiumUntil: end.toISOString(),
    });
    await s.step('removed', s.sub('sub_c', 'active', minute(3)), 'applied', { ...PAID, premiumUntil: null });
  });

  it('follows the customer id as it changes, newest event first', async () => {
    const s = await startScenario(t, paddle);
    await s.step('signed', s.sub('sub_m', 'active', minute(1)), 'applied', PAID);
    const { readUser } = await import('./testing/test-support');
    expect((await readUser(t, s.userId)).paddleCustomerId).toBe(s.customerId);
    const moved = s.sub('sub_m', 'active', minute(2), { customerId: 'ctm_moved', customData: null });
    await s.step('moved', moved, 'applied', PAID);
    expect((await readUser(t, s.userId)).paddleCustomerId).toBe('ctm_moved');
    const older = s.sub('sub_m', 'active', minute(1), { customerId: 'ctm_old', customData: null });
    await s.step('older', older, 'stale', PAID);
    expect((await readUser(t, s.userId)).paddleCustomerId).toBe('ctm_moved');
  });
});

describe('refunds and chargebacks apply to the transaction they name', () => {
  const refund = (
    id: string,
    txn: string,
    sub: string,
    status: 'pending_approval' | 'approved' | 'rejected',
    type: 'full' | 'partial' = 'full',
  ) => ({ id, action: 'refund' as const, type, status, transactionId: txn, subscriptionId: sub });

  it('refund pending then approved: Premium until approved, then the subscription is cancelled', async () => {
    const s = await startScenario(t, paddle);
    await s.step('sub', s.sub('sub_r', 'active', minute(1)), 'applied', PAID);
    await s.step('paid', s.paid('txn_r1', 'sub_r', minute(1)), 'applied', PAID);
    const pending = refund('adj_r', 'txn_r1', 'sub_r', 'pending_approval');
    await s.step('pending', s.adjustment('adjustment.created', minute(5), pending), 'applied', {
      ...PAID,
      cancels: [],
    });
    const approved = { ...pending, status: 'approved' as const };
    await s.step('approved', s.adjustment('adjustment.updated', minute(6), approved), 'applied', {
      ...FREE,
      cancels: ['sub_r'],
    });
    await s.step('paddle confirms', s.sub('sub_r', 'canceled', minute(7)), 'applied', {
      ...FREE,
      cancels: ['sub_r'],
    });
  });

  it('an older copy of a payment or of a refund changes nothing', async () => {
    const s = await startScenario(t, paddle);
    await s.step('sub', s.sub('sub_s', 'active', minute(1)), 'applied', PAID);
    await s.step('paid', s.paid('txn_s1', 'sub_s', minute(2)), 'applied', PAID);
    await s.step('older payment', s.paid('txn_s1', 'sub_s', minute(1)), 'stale', PAID);
    const approved = refund('adj_s', 'txn_s1', 'sub_s', 'approved');
    await s.step('approved', s.adjustment('adjustment.updated', minute(4), approved), 'applied', {
      ...FREE,
      cancels: ['sub_s'],
    });
    // Paddle's earlier 'pending' copy, arriving late, does not bring Premium back.
    const pending = { ...approved, status: 'pending_approval' as const };
    await s.step('older refund', s.adjustment('adjustment.created', minute(3), pending), 'stale', {
      ...FREE,
      cancels: ['sub_s'],
    });
  });

  it('refund rejected changes nothing; a partial refund keeps Premium', async () => {
    const s = await startScenario(t, paddle);
    await s.step('sub', s.sub('sub_x', 'active', minute(1)), 'applied', PAID);
    await s.step('paid', s.paid('txn_x1', 'sub_x', minute(1)), 'applied', PAID);
    const rejected = refund('adj_x', 'txn_x1', 'sub_x', 'rejected');
    await s.step('rejected', s.adjustment('adjustment.updated', minute(2), rejected), 'applied', {
      ...PAID,
      cancels: [],
    });
    const partial = refund('adj_y', 'txn_x1', 'sub_x', 'approved', 'partial');
    await s.step('partial', s.adjustment('adjustment.updated', minute(3), partial), 'applied', {
      ...PAID,
      cancels: [],
    });
  });

  it('a refund of an older payment of a finished subscription leaves the current one alone', async () => {
    const s = await startScenario(t, paddle);
    await s.step('old sub', s.sub('sub_o', 'active', minute(1)), 'applied', PAID);
    await s.step('old paid', s.paid('txn_o1', 'sub_o', minute(1)), 'applied', PAID);
    await s.step('old ends', s.sub('sub_o', 'canceled', minute(2)), 'applied', FREE);
    await s.step('new sub', s.sub('sub_n', 'active', minute(3)), 'applied', PAID);
    await s.step('new paid', s.paid('txn_n1', 'sub_n', minute(3)), 'applied', PAID);
    const old = refund('adj_o', 'txn_o1', 'sub_o', 'approved');
    await s.step('old refunded', s.adjustment('adjustment.updated', minute(4), old), 'applied', {
      ...PAID,
      cancels: [],
    });
    const current = refund('adj_n', 'txn_n1', 'sub_n', 'approved');
    await s.step('current refunded', s.adjustment('adjustment.updated', minute(5), current), 'applied', {
      ...FREE,
      cancels: ['sub_n'],
    });
  });

  it('a chargeback ends Premium and billing at once', async () => {
    const s = await startScenario(t, paddle);
    await s.step('sub', s.sub('sub_k', 'active', minute(1)), 'applied', PAID);
    await s.step('paid', s.paid('txn_k1', 'sub_k', minute(1)), 'applied', PAID);
    const chargeback = {
      id: 'adj_k',
      action: 'chargeback' as const,
      type: 'full' as const,
      status: 'approved' as const,
      transactionId: 'txn_k1',
      subscriptionId: 'sub_k',
    };
    await s.step('chargeback', s.adjustment('adjustment.created', minute(2), chargeback), 'applied', {
      ...FREE,
      cancels: ['sub_k'],
    });
    // A late renewal event cannot bring Premium back: we ended the subscription.
    await s.step('late active', s.sub('sub_k', 'active', minute(3)), 'applied', FREE);
  });

  it('a cancel that fails is retried with backoff until Paddle confirms', async () => {
    const s = await startScenario(t, paddle);
    await s.step('sub', s.sub('sub_f', 'active', minute(1)), 'applied', PAID);
    await s.step('paid', s.paid('txn_f1', 'sub_f', minute(1)), 'applied', PAID);
    paddle.outage = true;
    const full = refund('adj_f', 'txn_f1', 'sub_f', 'approved');
    await s.step(
      'refunded while Paddle is down',
      s.adjustment('adjustment.updated', minute(2), full),
      'applied',
      {
        ...FREE,
        cancels: ['sub_f'],
      },
    );
    const only = { targets: ['sub_f'] };
    expect(await runDueJobs(t.app.db, t.app.paddle, only)).toEqual({ done: 0, failed: 0 }); // backing off
    paddle.outage = false;
    const later = new Date(Date.now() + 10 * 60_000);
    expect(await runDueJobs(t.app.db, t.app.paddle, { ...only, now: later })).toEqual({ done: 1, failed: 0 });
    expect(paddle.cancels()).toEqual(['sub_f', 'sub_f']);
    expect(paddle.subscriptions.get('sub_f')?.status).toBe('canceled');
    expect(
      await runDueJobs(t.app.db, t.app.paddle, { ...only, now: new Date(later.getTime() + 864e5) }),
    ).toEqual({ done: 0, failed: 0 });
  });
});

describe('events nobody matches yet', () => {
  it('are kept, answered 2xx, and applied once the customer becomes known', async () => {
    const s = await startScenario(t, paddle);
    const orphan = s.sub('sub_u', 'active', minute(1), { customData: null });
    await s.step('unmatched', orphan, 'unmatched', FREE);
    // Checkout's fix-paddle-customer links this customer to the user: the kept event applies.
    const { users } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    const { replayUnmatchedFor } = await import('./webhook-service');
    await t.app.db.update(users).set({ paddleCustomerId: s.customerId }).where(eq(users.id, s.userId));
    await replayUnmatchedFor(t.app.db, s.userId);
    expect(await s.state()).toMatchObject(PAID);
  });

  it('a user id without our signature matches nobody', async () => {
    const s = await startScenario(t, paddle);
    const forged = s.sub('sub_forged', 'active', minute(1), {
      customerId: 'ctm_attacker',
      customData: { userId: s.userId, userSig: 'f'.repeat(64) },
    });
    await s.step('forged', forged, 'unmatched', FREE);
  });
});
