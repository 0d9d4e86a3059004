import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingJobs, paymentEvents } from '../db/schema';
import type { TestApp } from '../test/test-app';
import { checkPlatformHealth } from './health-signals';
import { createAdminTestApp } from './testing/admin-test-support';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  const s = await createAdminTestApp();
  t = s.t;
  adminCookie = s.admin.cookie;
});
afterAll(async () => {
  await t?.close();
});

const health = async () => {
  const res = await t.request({ method: 'GET', url: '/api/admin/health', cookie: adminCookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('platform health', () => {
  it('is healthy from measured signals on a quiet platform', async () => {
    const h = await health();
    expect(h.healthy, JSON.stringify(h.signals)).toBe(true);
    expect(h.signals.map((s: { id: string }) => s.id)).toEqual([
      'database',
      'webhook-backlog',
      'last-webhook',
      'billing-jobs',
      'uptime',
    ]);
    expect(h.signals[0].value).toMatch(/^\d+ ms$/);
    expect(h.signals[1].value).toBe('No events');
    expect(h.signals[2].value).toBe('Never');
    expect(h.signals[3]).toMatchObject({ label: 'Pending Paddle cancels', value: 'None', ok: true });
  });

  it('names what is wrong when webhooks were processed late', async () => {
    const now = Date.now();
    await t.app.db.insert(paymentEvents).values({
      eventId: 'evt_late',
      type: 'transaction.completed',
      payload: {},
      occurredAt: new Date(now - 2 * 3_600_000),
      processedAt: new Date(now - 60_000),
    });
    const h = await health();
    expect(h.healthy).toBe(false);
    const backlog = h.signals.find((s: { id: string }) => s.id === 'webhook-backlog');
    expect(backlog).toMatchObject({ ok: false, problem: 'Payment webhooks were processed 1 h 59 min late' });
    expect(h.signals.find((s: { id: string }) => s.id === 'last-webhook').value).toBe('1 min ago');
  });

  it('counts cancels Paddle has not confirmed, and names one left open for over an hour', async () => {
    const jobs = () => health().then((h) => h.signals.find((s: { id: string }) => s.id === 'billing-jobs'));
    const now = Date.now();
    const job = (id: string, ageMs: number) => ({
      id,
      kind: 'cancel_subscription' as const,
      target: `sub_${id}`,
      userId: null,
      attempts: 2,
      nextRunAt: new Date(now + 60_000),
      createdAt: new Date(now - ageMs),
    });
    await t.app.db.insert(billingJobs).values(job('fresh', 2 * 60_000));
    expect(await jobs()).toMatchObject({ value: '1 pending, oldest 2 min', ok: true, problem: null });
    await t.app.db.insert(billingJobs).values(job('stuck', 3 * 3_600_000));
    expect(await jobs()).toMatchObject({
      value: '2 pending, oldest 3 h 0 min',
      ok: false,
      problem: 'Paddle has not confirmed a subscription cancel for 3 h 0 min',
    });
    await t.app.db.update(billingJobs).set({ doneAt: new Date() });
    expect(await jobs()).toMatchObject({ value: 'None', ok: true });
  });

  it('reports a probe that throws as failing, not as a 500', async () => {
    const broken = async () => {
      throw new Error('connection refused');
    };
    const h = await checkPlatformHealth(t.app.db, [broken]);
    expect(h).toMatchObject({
      healthy: false,
      signals: [{ ok: false, problem: 'A health check failed: connection refused' }],
    });
  });
});
