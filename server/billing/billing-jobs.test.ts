import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { billingJobs } from '../db/schema';
import type { TestApp } from '../test/test-app';
import { backoffMs, cancelSoon, enqueueCancels, listOpenJobs, runDueJobs } from './billing-jobs';
import type { PaddleGateway } from './paddle-gateway';
import type { PaddleApiStandIn } from './testing/paddle-api-stand-in';
import { createBillingTestApp } from './testing/test-support';

// The durable cancels (docs/decisions/009): written with the change that ends Premium, tried at
// once, retried with backoff until Paddle confirms. Against the Paddle API stand-in.
let t: TestApp;
let paddle: PaddleApiStandIn;
beforeAll(async () => {
  ({ t, paddle } = await createBillingTestApp());
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  paddle.reset();
  await t.app.db.delete(billingJobs);
});

const T0 = new Date(Date.UTC(2025, 0, 1, 12, 0));
const at = (ms: number) => new Date(T0.getTime() + ms);
let subs = 0;
const liveSub = () => {
  subs += 1;
  const id = `sub_job_${subs}`;
  paddle.seedSubscription({ id, status: 'active', customerId: 'ctm_jobs' });
  return id;
};
const jobOf = async (target: string) => {
  const [row] = await t.app.db.select().from(billingJobs).where(eq(billingJobs.target, target));
  return row!;
};

describe('backoffMs', () => {
  it('doubles from 30 s after each failed attempt, up to 6 h', () => {
    expect(backoffMs(0)).toBe(30_000);
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(2)).toBe(60_000);
    expect(backoffMs(3)).toBe(120_000);
    expect(backoffMs(10)).toBe(15_360_000);
    expect(backoffMs(11)).toBe(6 * 60 * 60 * 1000);
    expect(backoffMs(100)).toBe(6 * 60 * 60 * 1000);
  });
});

describe('enqueueCancels', () => {
  it('writes one open cancel job per subscription, due now, and never a second open one', async () => {
    await enqueueCancels(t.app.db, ['sub_a', 'sub_b'], 'user_1', T0);
    await enqueueCancels(t.app.db, ['sub_a'], null, at(5_000));
    const rows = await t.app.db.select().from(billingJobs);
    expect(
      rows.map((r) => [r.kind, r.target, r.userId, r.nextRunAt.toISOString(), r.attempts, r.doneAt]).sort(),
    ).toEqual([
      ['cancel_subscription', 'sub_a', 'user_1', T0.toISOString(), 0, null],
      ['cancel_subscription', 'sub_b', 'user_1', T0.toISOString(), 0, null],
    ]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(2);
  });

  it('writes nothing for no subscriptions', async () => {
    await enqueueCancels(t.app.db, [], 'user_1', T0);
    expect(await t.app.db.select().from(billingJobs)).toEqual([]);
  });
});

describe('runDueJobs', () => {
  it('cancels the due jobs at Paddle and marks them done; a job not yet due waits', async () => {
    const due = liveSub();
    const onTime = liveSub();
    const later = liveSub();
    await enqueueCancels(t.app.db, [due], null, at(-1_000));
    await enqueueCancels(t.app.db, [onTime], null, T0);
    await enqueueCancels(t.app.db, [later], null, at(1));
    expect(await runDueJobs(t.app.db, t.app.paddle, { now: T0 })).toEqual({ done: 2, failed: 0 });
    expect(paddle.cancels().sort()).toEqual([due, onTime].sort());
    expect(paddle.subscriptions.get(due)?.status).toBe('canceled');
    const done = await jobOf(due);
    expect(done.doneAt).not.toBeNull();
    expect(done.lastError).toBeNull();
    expect(done.attempts).toBe(1);
    expect((await jobOf(later)).doneAt).toBeNull();
    expect((await jobOf(later)).attempts).toBe(0);
    // A done job is never run again.
    paddle.reset();
    expect(await runDueJobs(t.app.db, t.app.paddle, { now: at(10 * 60_000) })).toEqual({
      done: 1,
      failed: 0,
    });
    expect(paddle.cancels()).toEqual([later]);
  });

  it('runs only the jobs of the given targets', async () => {
    const mine = liveSub();
    const other = liveSub();
    await enqueueCancels(t.app.db, [mine, other], null, T0);
    expect(await runDueJobs(t.app.db, t.app.paddle, { now: T0, targets: [mine] })).toEqual({
      done: 1,
      failed: 0,
    });
    expect(paddle.cancels()).toEqual([mine]);
    expect((await jobOf(other)).attempts).toBe(0);
  });

  it('runs the jobs due now when no time is given', async () => {
    const sub = liveSub();
    await enqueueCancels(t.app.db, [sub], null, new Date(Date.now() - 1_000));
    expect(await runDueJobs(t.app.db, t.app.paddle)).toEqual({ done: 1, failed: 0 });
    expect(paddle.cancels()).toEqual([sub]);
  });

  it('keeps a failed job with Paddle’s safe message, retried after the backoff', async () => {
    const sub = liveSub();
    await enqueueCancels(t.app.db, [sub], null, T0);
    paddle.outage = true;
    expect(await runDueJobs(t.app.db, t.app.paddle, { now: T0 })).toEqual({ done: 0, failed: 1 });
    let job = await jobOf(sub);
    expect(job).toMatchObject({
      attempts: 1,
      doneAt: null,
      lastError: 'The payment system did not answer as expected. Please try again in a moment.',
    });
    expect(job.nextRunAt.toISOString()).toBe(at(30_000).toISOString());
    // Not due a moment before its backoff ends.
    expect(await runDueJobs(t.app.db, t.app.paddle, { now: at(29_999) })).toEqual({ done: 0, failed: 0 });
    expect(await runDueJobs(t.app.db, t.app.paddle, { now: at(30_000) })).toEqual({ done: 0, failed: 1 });
    job = await jobOf(sub);
    expect(job.attempts).toBe(2);
    expect(job.nextRunAt.toISOString()).toBe(at(30_000 + 60_000).toISOString());
    paddle.outage = false;
    expect(await runDueJobs(t.app.db, t.app.paddle, { now: at(90_000) })).toEqual({ done: 1, failed: 0 });
    job = await jobOf(sub);
    expect(job.attempts).toBe(3);
    expect(job.lastError).toBeNull();
    expect(job.doneAt).not.toBeNull();
    expect(paddle.subscriptions.get(sub)?.status).toBe('canceled');
  });

  it('counts a subscription Paddle had canceled already as done', async () => {
    const sub = liveSub();
    paddle.subscriptions.set(sub, { ...paddle.subscriptions.get(sub)!, status: 'canceled' });
    await enqueueCancels(t.app.db, [sub], null, T0);
    expect(await runDueJobs(t.app.db, t.app.paddle, { now: T0 })).toEqual({ done: 1, failed: 0 });
  });

  it('leases a claimed job for a minute, so a second runner does not call Paddle for it', async () => {
    const sub = liveSub();
    await enqueueCancels(t.app.db, [sub], null, T0);
    // A gateway that never answers: the job stays claimed, as while another instance runs it.
    const hanging: PaddleGateway = { ...t.app.paddle, cancelSubscription: () => new Promise(() => {}) };
    void runDueJobs(t.app.db, hanging, { now: T0 });
    await expect.poll(async () => (await jobOf(sub)).attempts, { timeout: 15_000 }).toBe(1);
    expect((await jobOf(sub)).nextRunAt.toISOString()).toBe(at(60_000).toISOString());
    expect(await runDueJobs(t.app.db, t.app.paddle, { now: at(59_999) })).toEqual({ done: 0, failed: 0 });
    expect(paddle.cancels()).toEqual([]);
    expect(await runDueJobs(t.app.db, t.app.paddle, { now: at(60_000) })).toEqual({ done: 1, failed: 0 });
    expect(paddle.cancels()).toEqual([sub]);
  });

  it('runs at most 20 jobs at a time, the longest due first', async () => {
    const ids = Array.from({ length: 21 }, () => liveSub());
    for (const [i, id] of ids.entries()) await enqueueCancels(t.app.db, [id], null, at(-(21 - i) * 1000));
    // Written newest-first as well, so the order cannot come from insertion alone.
    expect(await runDueJobs(t.app.db, t.app.paddle, { now: T0 })).toEqual({ done: 20, failed: 0 });
    expect(paddle.cancels().sort()).toEqual(ids.slice(0, 20).sort());
    expect((await jobOf(ids[20]!)).doneAt).toBeNull();
  });

  it('keeps at most 500 characters of an error', async () => {
    const sub = liveSub();
    await enqueueCancels(t.app.db, [sub], null, T0);
    const long: PaddleGateway = {
      ...t.app.paddle,
      cancelSubscription: async () => {
        throw new Error('x'.repeat(600));
      },
    };
    expect(await runDueJobs(t.app.db, long, { now: T0 })).toEqual({ done: 0, failed: 1 });
    expect((await jobOf(sub)).lastError).toBe('x'.repeat(500));
    const odd: PaddleGateway = {
      ...t.app.paddle,
      cancelSubscription: () => Promise.reject('refused'),
    };
    expect(await runDueJobs(t.app.db, odd, { now: at(30_000) })).toEqual({ done: 0, failed: 1 });
    expect((await jobOf(sub)).lastError).toBe('refused');
  });
});

// PGlite is one connection, so a row another instance holds can only be shown on PostgreSQL
// (scripts/postgres-suite.ts): there the claim skips it rather than waiting for that instance.
describe.skipIf(!process.env.DATABASE_URL)('runDueJobs beside another instance (PostgreSQL)', () => {
  it('skips a job another instance holds, without waiting for it', async () => {
    const held = liveSub();
    const free = liveSub();
    await enqueueCancels(t.app.db, [held], null, at(-2_000));
    await enqueueCancels(t.app.db, [free], null, at(-1_000));
    const pool = t.app.dbHandle.pool as unknown as { options: { connectionString: string } };
    const other = new pg.Client({ connectionString: pool.options.connectionString });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select id from billing_jobs where target = $1 for update', [held]);
      const waited = new Promise<'waited'>((r) => setTimeout(() => r('waited'), 3_000).unref());
      const run = runDueJobs(t.app.db, t.app.paddle, { now: T0 });
      expect(await Promise.race([run, waited])).toEqual({ done: 1, failed: 0 });
      expect(paddle.cancels()).toEqual([free]);
      expect((await jobOf(held)).attempts).toBe(0);
    } finally {
      await other.query('rollback');
      await other.end();
    }
  });
});

describe('cancelSoon', () => {
  it('cancels the given subscriptions’ due jobs now, and only theirs', async () => {
    const mine = liveSub();
    const other = liveSub();
    await enqueueCancels(t.app.db, [mine, other], null, new Date(Date.now() - 1_000));
    await cancelSoon(t.app.db, t.app.paddle, [mine]);
    expect(paddle.cancels()).toEqual([mine]);
    expect((await jobOf(mine)).doneAt).not.toBeNull();
    expect((await jobOf(other)).doneAt).toBeNull();
  });

  it('does nothing for no subscriptions', async () => {
    const sub = liveSub();
    await enqueueCancels(t.app.db, [sub], null, new Date(Date.now() - 1_000));
    await cancelSoon(t.app.db, t.app.paddle, []);
    expect(paddle.calls).toEqual([]);
  });

  it('answers within its budget when Paddle does not, leaving the job to the runner', async () => {
    const sub = liveSub();
    await enqueueCancels(t.app.db, [sub], null, new Date(Date.now() - 1_000));
    const hanging: PaddleGateway = { ...t.app.paddle, cancelSubscription: () => new Promise(() => {}) };
    const started = Date.now();
    await cancelSoon(t.app.db, hanging, [sub], 200);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(150);
    expect(took).toBeLessThan(2_500);
    expect((await jobOf(sub)).doneAt).toBeNull();
  });

  it('leaves no timer behind once Paddle has answered', async () => {
    const sub = liveSub();
    await enqueueCancels(t.app.db, [sub], null, new Date(Date.now() - 1_000));
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    try {
      await cancelSoon(t.app.db, t.app.paddle, [sub], 60_000);
      const budget = timeouts.mock.results[timeouts.mock.calls.findIndex(([, ms]) => ms === 60_000)]?.value;
      expect(budget).toBeDefined();
      expect(cleared.mock.calls.map(([timer]) => timer)).toContain(budget);
    } finally {
      timeouts.mockRestore();
      cleared.mockRestore();
    }
  });

  it('waits for Paddle up to 3 s by default', async () => {
    const sub = liveSub();
    await enqueueCancels(t.app.db, [sub], null, new Date(Date.now() - 1_000));
    const slow: PaddleGateway = {
      ...t.app.paddle,
      cancelSubscription: (id) =>
        new Promise((r) => setTimeout(r, 1_000)).then(() => t.app.paddle.cancelSubscription(id)),
    };
    await cancelSoon(t.app.db, slow, [sub]);
    expect((await jobOf(sub)).doneAt).not.toBeNull();
  });
});

describe('listOpenJobs', () => {
  it('lists the jobs not done yet, oldest first', async () => {
    const [a, b, c] = [liveSub(), liveSub(), liveSub()];
    await enqueueCancels(t.app.db, [a], null, T0);
    await new Promise((r) => setTimeout(r, 5));
    await enqueueCancels(t.app.db, [b], null, T0);
    await new Promise((r) => setTimeout(r, 5));
    await enqueueCancels(t.app.db, [c], null, at(-5_000));
    await runDueJobs(t.app.db, t.app.paddle, { now: T0, targets: [b] });
    expect((await listOpenJobs(t.app.db)).map((j) => j.target)).toEqual([a, c]);
  });
});
