import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliver, paddleEvent, readUser, signedCustom } from '../billing/test-support';
import { users } from '../db/schema';
import { signUp } from '../test/test-app';
import { addSubscriber, addUser, planOf, setUpAdminSuite } from './admin-test-support';

const suite = setUpAdminSuite();

const post = (url: string, payload: object) =>
  suite.t.request({ method: 'POST', url, payload, cookie: suite.admin.cookie });
const status = (id: string) => planOf(suite.t, id);
const subscriber = () => addSubscriber(suite.t);

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
    expect(suite.paddle.opsOf('cancelSubscription')).toEqual([]);
  });

  it('cancels a Paddle subscription on downgrade, and a late older event cannot restore it', async () => {
    const id = await subscriber();
    await post('/api/admin/downgrade-user', { userId: id });
    expect(suite.paddle.opsOf('cancelSubscription')).toEqual([['sub_1']]);
    expect(await status(id)).toEqual(['free', null]);
    const late = paddleEvent('subscription.updated', new Date(Date.now() - 60_000), {
      id: 'sub_1',
      status: 'active',
      custom_data: signedCustom(id),
    });
    expect((await deliver(suite.t, late)).json().outcome).toBe('stale');
    expect(await status(id)).toEqual(['free', null]);
  });

  it('changes nothing when Paddle cannot cancel (503)', async () => {
    const id = await subscriber();
    suite.paddle.failCancel = true;
    expect((await post('/api/admin/downgrade-user', { userId: id })).statusCode).toBe(503);
    expect(await status(id)).toEqual(['active', 'paddle']);
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
  it('refunds the last transaction through Paddle and downgrades', async () => {
    const id = await subscriber();
    const res = await post('/api/admin/issue-refund', { userId: id });
    expect(res.json()).toEqual({ message: 'Refund issued successfully!', requiresManualRefund: false });
    expect(suite.paddle.opsOf('createRefund')[0]?.[0]).toBe('txn_9');
    expect(suite.paddle.opsOf('cancelSubscription')).toEqual([['sub_1']]);
    expect(await status(id)).toEqual(['free', null]);
  });

  it.each([
    ['Paddle refuses', () => (suite.paddle.refundAnswer = 'unavailable'), true],
    ['Paddle is not configured', () => (suite.paddle.configured = false), true],
    ['there is no transaction', () => undefined, false],
  ])('still downgrades and asks for a manual refund when %s', async (_why, arrange, hasTxn) => {
    arrange();
    const id = hasTxn
      ? await subscriber()
      : await addUser(suite.t, { adminPremium: true, subscriptionStatus: 'active', premiumSource: 'admin' });
    const res = await post('/api/admin/issue-refund', { userId: id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'User downgraded. Manual refund processing required in Paddle dashboard.',
      requiresManualRefund: true,
    });
    expect(await status(id)).toEqual(['free', null]);
  });
});
