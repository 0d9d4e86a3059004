import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCounter, addSubscriber, setUpAdminSuite } from '../admin/testing/admin-test-support';
import { accountBilling } from '../billing/account-billing';
import { listOpenJobs, runDueJobs } from '../billing/billing-jobs';
import { counters, users } from '../db/schema';
import { signUp } from '../test/test-app';
import { deleteOwnAccount } from './account-deletion';

// DELETE /api/user: a user deleting their own account is never billed again (issue 15, item 3).
const suite = setUpAdminSuite();

const deleteSelf = (cookie: string) => suite.t.request({ method: 'DELETE', url: '/api/user', cookie });

/** A signed-in user paying twice in Paddle (a second subscription imported into Paddle). */
async function payingTwice() {
  const u = await signUp(suite.t);
  const first = await addSubscriber(suite.t, suite.paddle, u.user.id);
  const second = await addSubscriber(suite.t, suite.paddle, u.user.id, 'subscription.imported');
  return { u, subs: [first.sub, second.sub].sort() };
}

describe('a user deleting their own account', () => {
  it('cancels every live subscription in Paddle at once, and signs the user out', async () => {
    const { u, subs } = await payingTwice();
    await addCounter(suite.t, u.user.id);
    const res = await deleteSelf(u.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account has been deleted.' });
    // Exactly one immediate cancel per subscription reached Paddle, and nothing else was changed.
    expect(suite.paddle.cancels().sort()).toEqual(subs);
    expect(
      suite.paddle.calls
        .filter((c) => c.method === 'POST')
        .map((c) => [c.path, c.body])
        .sort(),
    ).toEqual(subs.map((s) => [`/subscriptions/${s}/cancel`, { effective_from: 'immediately' }]));
    expect(subs.map((s) => suite.paddle.subscriptions.get(s)?.status)).toEqual(['canceled', 'canceled']);
    expect(await suite.t.app.db.select().from(users).where(eq(users.id, u.user.id))).toEqual([]);
    expect(await suite.t.app.db.select().from(counters).where(eq(counters.userId, u.user.id))).toEqual([]);
    expect((await listOpenJobs(suite.t.app.db)).filter((j) => subs.includes(j.target))).toEqual([]);
    expect((await suite.t.request({ method: 'GET', url: '/api/user', cookie: u.cookie })).statusCode).toBe(
      401,
    );
  });

  it('deletes within a few seconds while Paddle is down, and retries the cancels until Paddle confirms', async () => {
    const { u, subs } = await payingTwice();
    suite.paddle.outage = true;
    const started = Date.now();
    expect((await deleteSelf(u.cookie)).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(await suite.t.app.db.select().from(users).where(eq(users.id, u.user.id))).toEqual([]);
    // Tried once each (Paddle answered 500), kept as durable jobs that admins can see.
    expect(suite.paddle.cancels().sort()).toEqual(subs);
    const open = (await listOpenJobs(suite.t.app.db)).filter((j) => subs.includes(j.target));
    expect(open.map((j) => [j.target, j.attempts, j.userId]).sort()).toEqual(
      subs.map((s) => [s, 1, u.user.id]),
    );
    const listed = await suite.t.request({
      method: 'GET',
      url: '/api/admin/billing/jobs',
      cookie: suite.admin.cookie,
    });
    expect(listed.json().items.map((j: { target: string }) => j.target)).toEqual(
      expect.arrayContaining(subs),
    );

    // Not due yet: the backoff holds the retry back.
    await runDueJobs(suite.t.app.db, suite.t.app.paddle, { targets: subs });
    expect(suite.paddle.cancels()).toHaveLength(2);

    // Still down at the first retry: attempts grow, the job stays.
    const later = new Date(Date.now() + 5 * 60_000);
    expect(await runDueJobs(suite.t.app.db, suite.t.app.paddle, { targets: subs, now: later })).toEqual({
      done: 0,
      failed: 2,
    });
    suite.paddle.outage = false;
    const muchLater = new Date(Date.now() + 3_600_000);
    expect(await runDueJobs(suite.t.app.db, suite.t.app.paddle, { targets: subs, now: muchLater })).toEqual({
      done: 2,
      failed: 0,
    });
    expect(subs.map((s) => suite.paddle.subscriptions.get(s)?.status)).toEqual(['canceled', 'canceled']);
    expect((await listOpenJobs(suite.t.app.db)).filter((j) => subs.includes(j.target))).toEqual([]);
  });

  it('refuses visitors with 401 and admins with 403, deleting nothing', async () => {
    expect((await suite.t.request({ method: 'DELETE', url: '/api/user' })).statusCode).toBe(401);
    const res = await deleteSelf(suite.admin.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Admin accounts cannot be deleted here/);
    expect(await suite.t.app.db.select().from(users).where(eq(users.id, suite.admin.user.id))).toHaveLength(
      1,
    );
  });

  it('answers 404 "User not found" for an account already gone, deleting nothing else', async () => {
    const other = await signUp(suite.t);
    const before = await suite.t.app.db.select().from(users);
    await expect(
      deleteOwnAccount(suite.t.app.db, accountBilling(suite.t.app), 'gone-user-id'),
    ).rejects.toMatchObject({
      code: 'not_found',
      message: 'User not found',
    });
    expect(await suite.t.app.db.select().from(users)).toHaveLength(before.length);
    expect(
      (await suite.t.request({ method: 'GET', url: '/api/user', cookie: other.cookie })).statusCode,
    ).toBe(200);
  });
});
