import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingJobs, paymentEvents } from '../db/schema';
import type { TestApp } from '../test/test-app';
import { checkPlatformHealth, configurationSignals, paymentsSetup } from './health-signals';
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
      'payments',
      'mail',
      'database',
      'webhook-backlog',
      'last-webhook',
      'billing-jobs',
      'uptime',
    ]);
    const at = (id: string) => h.signals.find((s: { id: string }) => s.id === id);
    expect(at('payments')).toMatchObject({ label: 'Payments (Paddle)', value: 'Configured', ok: true });
    expect(at('mail')).toMatchObject({ label: 'Outgoing mail', value: 'SMTP', ok: true });
    expect(h.payments).toEqual({ apiConfigured: true, missing: [] });
    expect(at('database').value).toMatch(/^\d+ ms$/);
    expect(at('webhook-backlog').value).toBe('No events');
    expect(at('last-webhook').value).toBe('Never');
    expect(at('billing-jobs')).toMatchObject({ label: 'Pending Paddle cancels', value: 'None', ok: true });
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

describe('configuration signals', () => {
  const none = {
    PADDLE_API_KEY: undefined,
    PADDLE_WEBHOOK_SECRET: undefined,
    PADDLE_CLIENT_TOKEN: undefined,
    PADDLE_PRICE_ID: undefined,
    SMTP_URL: undefined,
  };

  it('names every Paddle setting that is missing, and mail without SMTP', () => {
    const [payments, mail] = configurationSignals(none);
    expect(payments).toEqual({
      id: 'payments',
      label: 'Payments (Paddle)',
      value: 'Not configured',
      ok: false,
      problem:
        'Payments are not configured: PADDLE_API_KEY, PADDLE_WEBHOOK_SECRET, PADDLE_CLIENT_TOKEN, PADDLE_PRICE_ID are not set',
    });
    expect(mail).toMatchObject({ ok: false, value: 'Not configured' });
    expect(mail?.problem).toContain('SMTP_URL');
    expect(paymentsSetup(none)).toEqual({
      apiConfigured: false,
      missing: ['PADDLE_API_KEY', 'PADDLE_WEBHOOK_SECRET', 'PADDLE_CLIENT_TOKEN', 'PADDLE_PRICE_ID'],
    });
  });

  it('counts a half-done setup as missing what it lacks', () => {
    const half = {
      ...none,
      PADDLE_API_KEY: 'k',
      PADDLE_WEBHOOK_SECRET: 's',
      SMTP_URL: 'smtp://127.0.0.1:25',
    };
    const [payments, mail] = configurationSignals(half);
    expect(payments).toMatchObject({
      ok: false,
      value: '2 settings missing',
      problem: 'Payments are not configured: PADDLE_CLIENT_TOKEN, PADDLE_PRICE_ID are not set',
    });
    expect(mail).toMatchObject({ ok: true, problem: null });
    expect(paymentsSetup(half).apiConfigured).toBe(true);
    const oneShort = configurationSignals({ ...half, PADDLE_CLIENT_TOKEN: 't' })[0];
    expect(oneShort?.problem).toBe('Payments are not configured: PADDLE_PRICE_ID is not set');
  });
});
