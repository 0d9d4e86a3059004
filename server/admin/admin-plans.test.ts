import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listOpenJobs, runDueJobs } from '../billing/billing-jobs';
import { createUnconfiguredGateway, type PaddleGateway } from '../billing/paddle-gateway';
import {
  adjustmentData,
  deliver,
  paddleEvent,
  readUser,
  signedCustom,
  subscriptionData,
} from '../billing/testing/test-support';
import { users } from '../db/schema';
import { signUp } from '../test/test-app';
import { addSubscriber, addUser, planOf, setUpAdminSuite } from './testing/admin-test-support';

const suite = setUpAdminSuite();

const post = (url: string, payload: object) =>
  suite.t.request({ method: 'POST', url, payload, cookie: suite.admin.cookie });
const status = (id: string) => planOf(suite.t, id);
const subscriber = (userId?: string) => addSubscriber(suite.t, suite.paddle, userId);
const importedSubscriber = (userId: string) =>
  addSubscriber(suite.t, suite.paddle, userId, 'subscription.imported');
/** A user paying twice (two tabs, a re-subscribe): two live subscriptions in Paddle. */
async function twiceSubscribed() {
  const first = await subscriber();
  const second = await importedSubscriber(first.id);
  return { id: first.id, subs: [first.sub, second.sub], txns: [first.txn, second.txn] };
}

describe('upgrade and downgrade', () => {
  it('upgrades to Premium with no end and downgrades to Free', async () => {
    const id = await addUser(suite.t);
    expect((await post('/api/admin/upgrade-user', { userId: id })).json()).toEqual({
      message: 'User upgraded to premium!',
    });
    expect(await status(id)).toEqual(['active', 'admin']);
    expect((await post('/api/admin/downgrade-user', { userId: id })).json()).toEqual({
      message: 'User downgraded to free!',
    });
    expect(await status(id)).toEqual(['free', null]);
    expect(suite.paddle.cancels()).toEqual([]);
  });

  it('cancels every live subscription on downgrade, and a late older event cannot restore Premium', async () => {
    const { id, subs } = await twiceSubscribed();
    expect(await status(id)).toEqual(['active', 'paddle']);
    await post('/api/admin/downgrade-user', { userId: id });
    expect(suite.paddle.cancels().sort()).toEqual([...subs].sort());
    expect(suite.paddle.refunds()).toEqual([]);
    expect(await status(id)).toEqual(['free', null]);
    const late = paddleEvent(
      'subscription.updated',
      new Date(Date.now() - 30_000),
      subscriptionData({ id: subs[0]!, status: 'active', customerId: 'ctm_x', customData: signedCustom(id) }),
    );
    expect((await deliver(suite.t, late)).statusCode).toBe(200);
    expect(await status(id)).toEqual(['free', null]);
  });

  it('cancels a paused subscription too: Paddle could resume and charge it', async () => {
    const { id, sub } = await subscriber();
    const paused = subscriptionData({
      id: sub,
      status: 'paused',
      customerId: 'ctm_p',
      customData: signedCustom(id),
    });
    await deliver(suite.t, paddleEvent('subscription.paused', new Date(), paused));
    expect(await status(id)).toEqual(['free', null]);
    await post('/api/admin/downgrade-user', { userId: id });
    expect(suite.paddle.cancels()).toEqual([sub]);
  });

  it('downgrades at once when Paddle is down, and keeps the cancel as a job until Paddle confirms', async () => {
    const { id, sub } = await subscriber();
    suite.paddle.outage = true;
    const started = Date.now();
    expect((await post('/api/admin/downgrade-user', { userId: id })).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(await status(id)).toEqual(['free', null]);
    const open = (await listOpenJobs(suite.t.app.db)).filter((j) => j.target === sub);
    expect(open).toMatchObject([{ kind: 'cancel_subscription', attempts: 1 }]);
    const jobs = await suite.t.request({
      method: 'GET',
      url: '/api/admin/billing/jobs',
      cookie: suite.admin.cookie,
    });
    expect(jobs.json().items.map((j: { target: string }) => j.target)).toContain(sub);
    suite.paddle.outage = false;
    await runDueJobs(suite.t.app.db, suite.t.app.paddle, {
      targets: [sub],
      now: new Date(Date.now() + 3_600_000),
    });
    expect(suite.paddle.subscriptions.get(sub)?.status).toBe('canceled');
    expect((await listOpenJobs(suite.t.app.db)).filter((j) => j.target === sub)).toEqual([]);
  });
});

describe('gift', () => {
  it('gifts from today, then extends from the current end', async () => {
    const id = await addUser(suite.t);
    expect((await post('/api/admin/gift-premium', { userId: id, months: 1 })).json()).toEqual({
      message: 'Premium gifted successfully!',
    });
    const first = (await readUser(suite.t, id)).premiumUntil!;
    expect(first.getTime() - Date.now()).toBeGreaterThan(27 * 864e5);
    expect(first.getTime() - Date.now()).toBeLessThan(32 * 864e5);
    expect(await status(id)).toEqual(['active', 'gift']);
    await post('/api/admin/gift-premium', { userId: id, months: 3 });
    const second = (await readUser(suite.t, id)).premiumUntil!;
    expect((second.getTime() - first.getTime()) / 864e5).toBeGreaterThanOrEqual(89);
  });

  it('starts from today when the last gift has lapsed, and a lapsed gift reads as Free', async () => {
    const u = await signUp(suite.t);
    const past = new Date(Date.now() - 864e5);
    await suite.t.app.db
      .update(users)
      .set({ giftUntil: past, premiumUntil: past, subscriptionStatus: 'active', premiumSource: 'gift' })
      .where(eq(users.id, u.user.id));
    expect(
      (await suite.t.request({ method: 'GET', url: '/api/user', cookie: u.cookie })).json()
        .subscriptionStatus,
    ).toBe('free');
    await post('/api/admin/gift-premium', { userId: u.user.id, months: 1 });
    expect((await readUser(suite.t, u.user.id)).premiumUntil!.getTime()).toBeGreaterThan(
      Date.now() + 27 * 864e5,
    );
  });

  it.each([0, 2, 24, '1', null])('refuses months %j with 400', async (months) => {
    const id = await addUser(suite.t);
    expect((await post('/api/admin/gift-premium', { userId: id, months })).statusCode).toBe(400);
    expect(await status(id)).toEqual(['free', null]);
  });
});

describe('refund', () => {
  it('refunds the latest payment of the live subscription through Paddle, cancels it and downgrades', async () => {
    const { id, sub, txn } = await subscriber();
    const res = await post('/api/admin/issue-refund', { userId: id });
    expect(res.json()).toEqual({ message: 'Refund issued successfully!', requiresManualRefund: false });
    expect(suite.paddle.refunds()).toEqual([{ transactionId: txn, action: 'refund', type: 'full' }]);
    expect(suite.paddle.cancels()).toEqual([sub]);
    expect(await status(id)).toEqual(['free', null]);
  });

  it('refunds and cancels both subscriptions of a user paying twice', async () => {
    const { id, subs, txns } = await twiceSubscribed();
    expect((await post('/api/admin/issue-refund', { userId: id })).json().requiresManualRefund).toBe(false);
    expect(
      suite.paddle
        .refunds()
        .map((r) => r.transactionId)
        .sort(),
    ).toEqual([...txns].sort());
    expect(suite.paddle.cancels().sort()).toEqual([...subs].sort());
  });

  it('shows a refund awaiting Paddle’s approval to admins', async () => {
    const { id, sub, txn, customerId } = await subscriber();
    const pending = adjustmentData({
      id: 'adj_pending_admin',
      action: 'refund',
      type: 'full',
      status: 'pending_approval',
      transactionId: txn,
      subscriptionId: sub,
      customerId,
    });
    await deliver(suite.t, paddleEvent('adjustment.created', new Date(), pending));
    const res = await suite.t.request({
      method: 'GET',
      url: `/api/admin/users/${id}/billing`,
      cookie: suite.admin.cookie,
    });
    expect(res.json().transactions).toMatchObject([
      { id: txn, refund: 'Refund requested, awaiting approval in Paddle' },
    ]);
  });

  it('still downgrades and answers requiresManualRefund with Paddle’s reason when Paddle refuses', async () => {
    const { id, sub } = await subscriber();
    suite.paddle.refuseRefundsWith = 'adjustment_pending_refund_request';
    const res = await post('/api/admin/issue-refund', { userId: id });
    expect(res.json()).toEqual({
      message: 'User downgraded. Manual refund processing required in Paddle dashboard.',
      requiresManualRefund: true,
      reason:
        'You are unable to create further adjustments against this transaction as there is a pending refund request',
    });
    expect(suite.paddle.cancels()).toEqual([sub]);
    expect(await status(id)).toEqual(['free', null]);
  });

  it('still downgrades and asks for a manual refund when Paddle is not configured', async () => {
    const id = (await subscriber()).id;
    (suite.t.app as unknown as { paddle: PaddleGateway }).paddle = createUnconfiguredGateway();
    const res = await post('/api/admin/issue-refund', { userId: id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'User downgraded. Manual refund processing required in Paddle dashboard.',
      requiresManualRefund: true,
    });
    expect(await status(id)).toEqual(['free', null]);
  });
});

describe('refund answers', () => {
  it.each([
    ['granted by an admin', { adminPremium: true, premiumSource: 'admin' }],
    ['gifted', { giftUntil: new Date(Date.now() + 30 * 86_400_000), premiumSource: 'gift' }],
  ] as const)('refuses a refund of Premium %s, and leaves the account as it was', async (_how, grant) => {
    const id = await addUser(suite.t, { ...grant, subscriptionStatus: 'active' });
    const before = await status(id);
    const res = await post('/api/admin/issue-refund', { userId: id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        'Nothing to refund: this account has no completed Paddle payment. Its Premium was given, not paid for; use Downgrade to Free to end it.',
    });
    expect(await status(id)).toEqual(before);
    expect(before[0]).toBe('active');
    expect(suite.paddle.refunds()).toEqual([]);
    expect(suite.paddle.cancels()).toEqual([]);
  });

  it('stops waiting for a refund after 5 s, cancels and downgrades, and asks for a manual refund', async () => {
    const { id, sub } = await subscriber();
    const app = suite.t.app as unknown as { paddle: PaddleGateway };
    // Paddle takes the request and never answers (resetStandIn puts the real gateway back).
    app.paddle = Object.assign(Object.create(app.paddle), { createRefund: () => new Promise(() => {}) });
    const started = Date.now();
    const res = await post('/api/admin/issue-refund', { userId: id });
    const waited = Date.now() - started;
    expect(res.json()).toEqual({
      message: 'User downgraded. Manual refund processing required in Paddle dashboard.',
      requiresManualRefund: true,
      reason: 'Paddle did not answer in time',
    });
    expect(waited).toBeGreaterThanOrEqual(4_900);
    expect(waited).toBeLessThan(15_000);
    expect(suite.paddle.cancels()).toEqual([sub]);
    expect(await status(id)).toEqual(['free', null]);
  });
});

describe('deletion ends billing', () => {
  it('cancels both live subscriptions of a deleted user, and keeps a job while Paddle is down', async () => {
    const { id, subs } = await twiceSubscribed();
    suite.paddle.outage = true;
    const res = await suite.t.request({
      method: 'DELETE',
      url: `/api/admin/users/${id}`,
      cookie: suite.admin.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(suite.paddle.cancels().sort()).toEqual([...subs].sort());
    const open = (await listOpenJobs(suite.t.app.db)).filter((j) => subs.includes(j.target));
    expect(open.map((j) => j.target).sort()).toEqual([...subs].sort());
    suite.paddle.outage = false;
    await runDueJobs(suite.t.app.db, suite.t.app.paddle, {
      targets: subs,
      now: new Date(Date.now() + 3_600_000),
    });
    expect(subs.map((s) => suite.paddle.subscriptions.get(s)?.status)).toEqual(['canceled', 'canceled']);
  });
});
