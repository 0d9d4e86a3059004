import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobFailures } from '../metrics';
import type { TestApp } from '../test/test-app';
import { enqueueCancels, listOpenJobs } from './billing-jobs';
import { startBillingJobRunner } from './job-runner';
import type { PaddleGateway } from './paddle-gateway';
import type { PaddleApiStandIn } from './testing/paddle-api-stand-in';
import { createBillingTestApp } from './testing/test-support';

// The runner retries the cancels Paddle has not confirmed, every 30 s, one run at a time. Only
// setInterval is faked, so the database and the Paddle stand-in answer for real.
let t: TestApp;
let paddle: PaddleApiStandIn;
let closed = false;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  ({ t, paddle } = await createBillingTestApp());
});
afterAll(async () => {
  if (!closed) await t?.close();
  vi.useRealTimers();
});

// Under mutation testing's load the first run (the SDK's first load included) takes seconds.
const WAIT = { timeout: 15_000 };
const past = () => new Date(Date.now() - 1_000);
const openJobs = async () => (await listOpenJobs(t.app.db)).map((j) => j.target);
/** The operators' count of failed billing jobs (countstream_job_failures_total{queue="billing"}). */
const billingFailures = async () =>
  (await jobFailures.get()).values.find((v) => v.labels.queue === 'billing')?.value ?? 0;
const liveSub = (id: string) => paddle.seedSubscription({ id, status: 'active', customerId: 'ctm_runner' });

describe('the billing job runner', () => {
  // Started inside the test: mutation testing switches a mutant on for each test, not for the
  // app built before them.
  it('does not keep the process alive by itself', async () => {
    const app = Fastify({ logger: false });
    app.decorate('db', t.app.db);
    app.decorate('paddle', t.app.paddle);
    const intervals = vi.spyOn(globalThis, 'setInterval');
    try {
      startBillingJobRunner(app);
      const timer = intervals.mock.results.at(-1)?.value as NodeJS.Timeout;
      expect(intervals.mock.calls.at(-1)?.[1]).toBe(30_000);
      expect(timer.hasRef()).toBe(false);
    } finally {
      intervals.mockRestore();
      await app.close();
    }
  });

  it('runs the due cancels every 30 s, one run at a time, until the app closes', async () => {
    const info = vi.spyOn(t.app.log, 'info');
    const warn = vi.spyOn(t.app.log, 'warn');
    const runsLogged = () => info.mock.calls.filter(([, msg]) => msg === 'billing jobs run').length;
    const failedBefore = await billingFailures();
    // A tick with nothing due logs nothing.
    vi.advanceTimersByTime(30_000);
    await new Promise((r) => setTimeout(r, 300));
    liveSub('sub_runner_1');
    await enqueueCancels(t.app.db, ['sub_runner_1'], null, past());
    vi.advanceTimersByTime(29_999);
    await new Promise((r) => setTimeout(r, 200));
    expect(paddle.cancels()).toEqual([]);
    vi.advanceTimersByTime(1);
    await expect.poll(() => paddle.cancels(), WAIT).toEqual(['sub_runner_1']);
    await expect.poll(openJobs, WAIT).toEqual([]);
    await new Promise((r) => setTimeout(r, 100));
    // Each run that did something is logged with its counts.
    expect(info.mock.calls.filter(([, msg]) => msg === 'billing jobs run')).toEqual([
      [{ done: 1, failed: 0 }, 'billing jobs run'],
    ]);
    expect(await billingFailures()).toBe(failedBefore);

    // A run that Paddle keeps waiting: the next ticks start no second run beside it.
    const sdk = t.app.paddle;
    const asked: string[] = [];
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const slow: PaddleGateway = {
      ...sdk,
      cancelSubscription: async (id) => {
        asked.push(id);
        await held;
        return sdk.cancelSubscription(id);
      },
    };
    (t.app as unknown as { paddle: PaddleGateway }).paddle = slow;
    liveSub('sub_runner_2');
    await enqueueCancels(t.app.db, ['sub_runner_2'], null, past());
    vi.advanceTimersByTime(30_000);
    await expect.poll(() => asked, WAIT).toEqual(['sub_runner_2']);
    liveSub('sub_runner_3');
    await enqueueCancels(t.app.db, ['sub_runner_3'], null, past());
    vi.advanceTimersByTime(30_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(asked).toEqual(['sub_runner_2']);
    release();
    await expect.poll(() => paddle.cancels(), WAIT).toEqual(['sub_runner_1', 'sub_runner_2']);
    // Once that run has ended (its log is its last step), the next tick runs again. A tick while a
    // run is still ending is skipped, which on a loaded machine a fixed pause did not rule out.
    await expect.poll(openJobs, WAIT).toEqual(['sub_runner_3']);
    await expect.poll(runsLogged, WAIT).toBe(2);
    vi.advanceTimersByTime(30_000);
    await expect.poll(() => paddle.cancels(), WAIT).toEqual(['sub_runner_1', 'sub_runner_2', 'sub_runner_3']);
    await expect.poll(runsLogged, WAIT).toBe(3);

    // A run where every cancel failed is logged too.
    paddle.outage = true;
    liveSub('sub_runner_4');
    await enqueueCancels(t.app.db, ['sub_runner_4'], null, past());
    vi.advanceTimersByTime(30_000);
    await expect.poll(runsLogged, WAIT).toBe(4);
    expect(info.mock.calls.filter(([, msg]) => msg === 'billing jobs run').at(-1)).toEqual([
      { done: 0, failed: 1 },
      'billing jobs run',
    ]);
    // Each failed job is counted for the operators' alerts.
    expect(await billingFailures()).toBe(failedBefore + 1);
    paddle.outage = false;
    await new Promise((r) => setTimeout(r, 100));

    // A run that cannot even read the jobs (the database is down) is logged, and the runner goes on.
    const db = t.app.db;
    const down = new Error('database down');
    (t.app as unknown as { db: unknown }).db = {
      select: () => {
        throw down;
      },
    };
    vi.advanceTimersByTime(30_000);
    await expect
      .poll(() => warn.mock.calls.filter(([, msg]) => msg !== 'paddle call failed'), WAIT)
      .toEqual([[{ err: down }, 'billing jobs could not run']]);
    // A run that could not start counts as one failure.
    expect(await billingFailures()).toBe(failedBefore + 2);
    (t.app as unknown as { db: unknown }).db = db;

    // Closing the app stops the runner.
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    await t.close();
    closed = true;
    expect(vi.getTimerCount()).toBe(0);
  });
});
