import { NOTHING_TO_RESUME_MESSAGE } from '@core/api/billing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import type { PaddleApiStandIn } from './testing/paddle-api-stand-in';
import { FREE, minute, PAID, startScenario } from './testing/sequence-support';
import { createBillingTestApp } from './testing/test-support';

// The dashboard's billing state (GET /api/billing/status) and Resume over several subscriptions:
// what a customer is told about when Premium ends, and which subscriptions Resume may keep charging.
// Written against billing-status.ts's surviving mutants (issue #25).

let t: TestApp;
let paddle: PaddleApiStandIn;
beforeAll(async () => {
  ({ t, paddle } = await createBillingTestApp());
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => paddle.reset());

const day = (n: number) => new Date(Date.UTC(2030, 0, n));
const status = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/billing/status', cookie })).json();
const resume = (cookie: string) => t.request({ method: 'POST', url: '/api/billing/resume', cookie });

describe('GET /api/billing/status', () => {
  it('shows Premium until the last paying subscription’s cancel date, and Resume only while all end', async () => {
    const s = await startScenario(t, paddle);
    // Stored in this order; their cancel dates are not.
    await s.step(
      'a',
      s.sub('sub_st_a', 'active', minute(1), { scheduledCancelAt: day(30) }),
      'applied',
      PAID,
    );
    await s.step(
      'b',
      s.sub('sub_st_b', 'active', minute(2), { scheduledCancelAt: day(10) }),
      'applied',
      PAID,
    );
    await s.step(
      'c',
      s.sub('sub_st_c', 'active', minute(3), { scheduledCancelAt: day(20) }),
      'applied',
      PAID,
    );
    const periodEnd = (n: number) => new Date(minute(n).getTime() + 30 * 864e5).toISOString();
    expect(await status(s.cookie)).toEqual({
      hasLiveSubscription: true,
      billingProblem: false,
      premiumUntil: day(30).toISOString(),
      canResume: true,
      subscriptions: [
        { id: 'sub_st_a', status: 'active', currentPeriodEnd: periodEnd(1), cancelAt: day(30).toISOString() },
        { id: 'sub_st_b', status: 'active', currentPeriodEnd: periodEnd(2), cancelAt: day(10).toISOString() },
        { id: 'sub_st_c', status: 'active', currentPeriodEnd: periodEnd(3), cancelAt: day(20).toISOString() },
      ],
    });
    // One of them renews again: Premium has no end date, and there is nothing to resume.
    await s.step('b renews', s.sub('sub_st_b', 'active', minute(4)), 'applied', PAID);
    expect(await status(s.cookie)).toMatchObject({ premiumUntil: null, canResume: false });
  });

  it('counts only subscriptions that still pay: an ended one neither dates Premium nor blocks Resume', async () => {
    const s = await startScenario(t, paddle);
    await s.step('old', s.sub('sub_st_old', 'active', minute(1)), 'applied', PAID);
    await s.step('old ends', s.sub('sub_st_old', 'canceled', minute(2)), 'applied', FREE);
    await s.step(
      'new',
      s.sub('sub_st_new', 'active', minute(3), { scheduledCancelAt: day(5) }),
      'applied',
      PAID,
    );
    expect(await status(s.cookie)).toMatchObject({
      hasLiveSubscription: true,
      premiumUntil: day(5).toISOString(),
      canResume: true,
      subscriptions: [
        { id: 'sub_st_old', status: 'canceled', currentPeriodEnd: null, cancelAt: null },
        { id: 'sub_st_new', status: 'active', cancelAt: day(5).toISOString() },
      ],
    });
  });
});

describe('POST /api/billing/portal', () => {
  it('links the card form of the subscription in payment retries, and of no other', async () => {
    const s = await startScenario(t, paddle);
    await s.step('healthy', s.sub('sub_pt_ok', 'active', minute(1)), 'applied', PAID);
    const portal = async () =>
      (await t.request({ method: 'POST', url: '/api/billing/portal', cookie: s.cookie })).json();
    expect((await portal()).updatePaymentMethodUrl).toBeNull();
    await s.step('retrying', s.sub('sub_pt_due', 'past_due', minute(2)), 'applied', PAID);
    expect((await portal()).updatePaymentMethodUrl).toBe(
      `https://customer-portal.paddle.com/cpl_standin/${s.customerId}/subscriptions/sub_pt_due/update-payment-method?token=pga_standin`,
    );
  });
});

describe('a subscription we ended ourselves (its payment refunded)', () => {
  it('is no longer live, and neither Resume nor the portal asks Paddle to keep charging it', async () => {
    const s = await startScenario(t, paddle);
    await s.step(
      'scheduled',
      s.sub('sub_st_refund', 'active', minute(1), { scheduledCancelAt: day(9) }),
      'applied',
      {
        ...PAID,
        premiumUntil: day(9).toISOString(),
      },
    );
    await s.step('paid', s.paid('txn_st_refund', 'sub_st_refund', minute(1)), 'applied', PAID);
    const refund = {
      id: 'adj_st_refund',
      action: 'refund' as const,
      type: 'full' as const,
      status: 'approved' as const,
      transactionId: 'txn_st_refund',
      subscriptionId: 'sub_st_refund',
    };
    await s.step('refunded', s.adjustment('adjustment.updated', minute(2), refund), 'applied', {
      ...FREE,
      cancels: ['sub_st_refund'],
    });
    // Paddle has not confirmed the cancel yet: the stored status is still 'active'.
    expect(await status(s.cookie)).toMatchObject({
      hasLiveSubscription: false,
      premiumUntil: null,
      canResume: false,
      subscriptions: [{ id: 'sub_st_refund', status: 'active', cancelAt: day(9).toISOString() }],
    });
    paddle.reset();
    const res = await resume(s.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: NOTHING_TO_RESUME_MESSAGE });
    expect(paddle.calls).toEqual([]);
    // Nor does the customer portal offer it for management.
    await t.request({ method: 'POST', url: '/api/billing/portal', cookie: s.cookie });
    expect(paddle.calls.map((c) => [c.path, c.body])).toEqual([
      [`/customers/${s.customerId}/portal-sessions`, { subscription_ids: [] }],
    ]);
  });
});
