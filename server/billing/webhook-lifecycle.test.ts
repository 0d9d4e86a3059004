import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../db/schema';
import { signUp, type TestApp } from '../test/test-app';
import { createBillingTestApp, deliver, paddleEvent, readUser, signedCustom } from './test-support';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await createBillingTestApp());
});
afterAll(async () => {
  await t?.close();
});

const minutes = (n: number) => new Date(Date.UTC(2025, 0, 1, 12, n));

describe('a realistic subscription lifecycle', () => {
  it('follows Paddle’s events, ignores duplicates and late older events', async () => {
    const u = await signUp(t);
    const userId = u.user.id;
    const custom = signedCustom(userId);
    const sub = (status: string, extra: Record<string, unknown> = {}) => ({
      id: 'sub_01',
      status,
      customer_id: 'ctm_01',
      custom_data: custom,
      ...extra,
    });
    const status = async () => {
      const me = await t.request({ method: 'GET', url: '/api/user', cookie: u.cookie });
      const row = await readUser(t, userId);
      return [me.json().subscriptionStatus, row.premiumSource, row.paddleStatus];
    };
    const created = paddleEvent('subscription.created', minutes(1), sub('active'));

    const steps: [object, string, unknown[]][] = [
      [
        paddleEvent('transaction.paid', minutes(0), {
          id: 'txn_01',
          status: 'paid',
          customer_id: 'ctm_01',
          custom_data: custom,
        }),
        'ignored',
        ['free', null, null],
      ],
      [created, 'applied', ['active', 'paddle', 'active']],
      [
        paddleEvent('transaction.completed', minutes(1), {
          id: 'txn_01',
          status: 'completed',
          customer_id: 'ctm_01',
          subscription_id: 'sub_01',
          custom_data: custom,
        }),
        'applied',
        ['active', 'paddle', 'active'],
      ],
      [
        paddleEvent('subscription.activated', minutes(2), sub('active')),
        'applied',
        ['active', 'paddle', 'active'],
      ],
      [created, 'duplicate', ['active', 'paddle', 'active']],
      [
        paddleEvent('subscription.past_due', minutes(30), sub('past_due')),
        'applied',
        ['active', 'paddle', 'past_due'],
      ],
      [
        paddleEvent('subscription.updated', minutes(40), sub('active')),
        'applied',
        ['active', 'paddle', 'active'],
      ],
      // Delivered late: happened before the recovery above, so it must not override it.
      [
        paddleEvent('subscription.past_due', minutes(35), sub('past_due')),
        'stale',
        ['active', 'paddle', 'active'],
      ],
      [paddleEvent('subscription.paused', minutes(50), sub('paused')), 'applied', ['free', null, 'paused']],
      [
        paddleEvent('subscription.resumed', minutes(55), sub('active')),
        'applied',
        ['active', 'paddle', 'active'],
      ],
      // No customData: found by the Paddle customer id remembered from earlier events.
      [
        paddleEvent('subscription.canceled', minutes(60), sub('canceled', { custom_data: null })),
        'applied',
        ['free', null, 'canceled'],
      ],
      [
        paddleEvent('subscription.created', minutes(70), sub('active', { id: 'sub_02' })),
        'applied',
        ['active', 'paddle', 'active'],
      ],
      [
        paddleEvent('adjustment.created', minutes(71), {
          id: 'adj_1',
          action: 'refund',
          type: 'full',
          status: 'pending_approval',
          customer_id: 'ctm_01',
          transaction_id: 'txn_02',
          subscription_id: 'sub_02',
        }),
        'ignored',
        ['active', 'paddle', 'active'],
      ],
      [
        paddleEvent('adjustment.updated', minutes(72), {
          id: 'adj_1',
          action: 'refund',
          type: 'full',
          status: 'approved',
          customer_id: 'ctm_01',
          transaction_id: 'txn_02',
          subscription_id: 'sub_02',
        }),
        'applied',
        ['free', null, 'refunded'],
      ],
    ];
    for (const [i, [event, outcome, expected]] of steps.entries()) {
      const res = await deliver(t, event);
      expect(res.statusCode, `step ${i}`).toBe(200);
      expect(res.json().outcome, `step ${i}`).toBe(outcome);
      expect(await status(), `step ${i}`).toEqual(expected);
    }
    const row = await readUser(t, userId);
    expect(row).toMatchObject({
      paddleCustomerId: 'ctm_01',
      paddleSubscriptionId: 'sub_02',
      paddleTransactionId: 'txn_01',
    });
  });

  it('records an event for an unknown customer and answers 200, granting nobody', async () => {
    const res = await deliver(
      t,
      paddleEvent('subscription.created', minutes(5), {
        id: 'sub_x',
        status: 'active',
        customer_id: 'ctm_nobody',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('unmatched');
    expect((await t.app.db.select().from(paymentEvents)).some((e) => e.type === 'subscription.created')).toBe(
      true,
    );
  });

  it('does not let an attacker’s forged customData reach the handler without a valid signature', async () => {
    const victim = await signUp(t);
    const body = JSON.stringify(
      paddleEvent('subscription.created', new Date(), {
        id: 'sub_f',
        status: 'active',
        custom_data: { userId: victim.user.id },
      }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/paddle/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'paddle-signature': `ts=${Math.floor(Date.now() / 1000)};h1=${'a'.repeat(64)}`,
      },
    });
    expect(res.statusCode).toBe(401);
    expect((await readUser(t, victim.user.id)).subscriptionStatus).toBe('free');
  });

  it('ignores a user id the server did not sign: a buyer cannot attach a subscription to another account', async () => {
    const victim = await signUp(t);
    for (const custom_data of [
      { userId: victim.user.id },
      { userId: victim.user.id, userSig: 'f'.repeat(64) },
      { userId: victim.user.id, userSig: signedCustom('someone-else').userSig },
    ]) {
      const res = await deliver(
        t,
        paddleEvent('subscription.created', new Date(), {
          id: 'sub_forged',
          status: 'active',
          customer_id: 'ctm_attacker',
          custom_data,
        }),
      );
      expect(res.json().outcome).toBe('unmatched');
    }
    const row = await readUser(t, victim.user.id);
    expect([row.subscriptionStatus, row.paddleCustomerId]).toEqual(['free', null]);
  });
});
