import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { billingJobs } from '../db/schema';
import type { TestApp } from '../test/test-app';
import { enqueueCancels, listOpenJobs } from './billing-jobs';
import { createBillingFollowUps } from './follow-ups';
import type { PaddleGateway } from './paddle-gateway';
import type { PaddleApiStandIn } from './testing/paddle-api-stand-in';
import { createBillingTestApp } from './testing/test-support';

// What follows an event's commit: the cancels tried at once, duplicate payments refunded, the
// e-mails sent, all within a bounded time so Paddle gets its answer quickly.
let t: TestApp;
let paddle: PaddleApiStandIn;
beforeAll(async () => {
  ({ t, paddle } = await createBillingTestApp());
});
afterAll(async () => {
  await t?.close();
});
let sdk: PaddleGateway;
beforeEach(async () => {
  paddle.reset();
  sdk ??= t.app.paddle;
  (t.app as unknown as { paddle: PaddleGateway }).paddle = sdk;
  await t.app.db.delete(billingJobs);
});
const useGateway = (g: PaddleGateway) => {
  (t.app as unknown as { paddle: PaddleGateway }).paddle = g;
};

const subjects = (to: string, since: number) =>
  t.smtp.mails
    .slice(since)
    .filter((m) => m.to.includes(to))
    .map((m) => m.subject);

// Through a fresh instance each time, as app.ts builds the one app.billingFollowUps.
const runEffects = (
  app: TestApp['app'],
  work: Parameters<ReturnType<typeof createBillingFollowUps>['start']>[0],
) => createBillingFollowUps(app).start(work);

describe('billing follow-ups', () => {
  it('cancels, refunds with the reason, and sends each e-mail of its kind', async () => {
    paddle.seedSubscription({ id: 'sub_fx_dup', status: 'active', customerId: 'ctm_fx' });
    paddle.seedTransaction({ id: 'txn_fx_dup', status: 'completed', customerId: 'ctm_fx' });
    await enqueueCancels(t.app.db, ['sub_fx_dup'], null, new Date(Date.now() - 1_000));
    const since = t.smtp.mails.length;
    await runEffects(t.app, {
      cancels: ['sub_fx_dup'],
      refunds: ['txn_fx_dup'],
      mails: [
        { to: 'fx-dup@example.com', kind: 'duplicate-cancelled' },
        { to: 'fx-paid@example.com', kind: 'premium-confirmed' },
      ],
    });
    expect(paddle.cancels()).toEqual(['sub_fx_dup']);
    expect(await listOpenJobs(t.app.db)).toEqual([]);
    const refund = paddle.calls.filter((c) => c.path === '/adjustments');
    expect(refund.map((c) => c.body)).toEqual([
      {
        action: 'refund',
        type: 'full',
        transaction_id: 'txn_fx_dup',
        reason: 'Duplicate subscription: cancelled and refunded automatically',
      },
    ]);
    expect(subjects('fx-dup@example.com', since)).toEqual(['We refunded a second Countstream subscription']);
    expect(subjects('fx-paid@example.com', since)).toEqual(['Your Countstream Premium is active']);
    const paid = t.smtp.mails.slice(since).find((m) => m.to.includes('fx-paid@example.com'))!;
    expect(paid.text).toContain(`${t.config.appUrl}/account`);
  });

  it('goes on with the next refunds and e-mails when Paddle refuses a refund, and logs each refusal', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    const since = t.smtp.mails.length;
    await runEffects(t.app, {
      cancels: [],
      refunds: ['txn_fx_unknown', 'txn_fx_unknown_2'],
      mails: [{ to: 'fx-after@example.com', kind: 'premium-confirmed' }],
    });
    expect(paddle.refunds().map((r) => r.transactionId)).toEqual(['txn_fx_unknown', 'txn_fx_unknown_2']);
    expect(subjects('fx-after@example.com', since)).toEqual(['Your Countstream Premium is active']);
    expect(warn.mock.calls.filter(([, msg]) => msg === 'duplicate payment not refunded')).toEqual(
      ['txn_fx_unknown', 'txn_fx_unknown_2'].map((transactionId) => [
        { transactionId, reason: `transaction ${transactionId} not found` },
        'duplicate payment not refunded',
      ]),
    );
    // A refund Paddle made is not logged as refused.
    paddle.seedTransaction({ id: 'txn_fx_ok', status: 'completed', customerId: 'ctm_fx' });
    warn.mockClear();
    await runEffects(t.app, { cancels: [], refunds: ['txn_fx_ok'], mails: [] });
    expect(paddle.refunds().at(-1)?.transactionId).toBe('txn_fx_ok');
    expect(warn.mock.calls.filter(([, msg]) => msg === 'duplicate payment not refunded')).toEqual([]);
    warn.mockRestore();
  });

  it('waits up to 6 s for the whole work, so a slow refund still ends before the e-mails go', async () => {
    paddle.seedTransaction({ id: 'txn_fx_slow', status: 'completed', customerId: 'ctm_fx' });
    useGateway({
      ...sdk,
      createRefund: (id, reason) =>
        new Promise((r) => setTimeout(r, 2_000)).then(() => sdk.createRefund(id, reason)),
    });
    const since = t.smtp.mails.length;
    await runEffects(t.app, {
      cancels: [],
      refunds: ['txn_fx_slow'],
      mails: [{ to: 'fx-slow@example.com', kind: 'duplicate-cancelled' }],
    });
    expect(paddle.refunds().map((r) => r.transactionId)).toEqual(['txn_fx_slow']);
    expect(subjects('fx-slow@example.com', since)).toEqual(['We refunded a second Countstream subscription']);
  });

  it('answers after 6 s when Paddle never does', async () => {
    useGateway({ ...sdk, createRefund: () => new Promise(() => {}) });
    const since = t.smtp.mails.length;
    const started = Date.now();
    await runEffects(t.app, {
      cancels: [],
      refunds: ['txn_fx_hang'],
      mails: [{ to: 'fx-hang@example.com', kind: 'premium-confirmed' }],
    });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(5_900);
    expect(took).toBeLessThan(9_000);
    expect(subjects('fx-hang@example.com', since)).toEqual([]);
  });

  it('logs an e-mail the mail server refused and goes on with the next', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    await t.smtp.close();
    await runEffects(t.app, {
      cancels: [],
      refunds: [],
      mails: [
        { to: 'fx-down1@example.com', kind: 'premium-confirmed' },
        { to: 'fx-down2@example.com', kind: 'duplicate-cancelled' },
      ],
    });
    const failed = warn.mock.calls.filter(([, msg]) => msg === 'billing mail not sent');
    expect(failed).toHaveLength(2);
    for (const [obj] of failed) expect((obj as { err: unknown }).err).toBeInstanceOf(Error);
    warn.mockRestore();
  });
});
