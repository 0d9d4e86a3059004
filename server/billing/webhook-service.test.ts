import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paddleSubscriptions, paymentEvents, users } from '../db/schema';
import type { TestApp } from '../test/test-app';
import type { PaddleApiStandIn } from './testing/paddle-api-stand-in';
import { FREE, minute, PAID, startScenario } from './testing/sequence-support';
import {
  adjustmentData,
  createBillingTestApp,
  paddleEvent,
  readUser,
  transactionData,
} from './testing/test-support';
import { replayUnmatchedFor } from './webhook-service';

// How applyPaddleEvent finds an event's owner and records what it did, where the sequences
// (webhook-sequences.test.ts) always had the signed user id or the stored customer to go by.
// Written against webhook-service.ts's surviving mutants (issue #25).

let t: TestApp;
let paddle: PaddleApiStandIn;
beforeAll(async () => {
  ({ t, paddle } = await createBillingTestApp());
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => paddle.reset());

const storedRow = async (eventId: string) => {
  const [row] = await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
  return row;
};
const storedOutcome = async (eventId: string) => (await storedRow(eventId))?.outcome;

describe('an event that names neither our user nor a customer we know', () => {
  it('a chargeback is placed by the payment it names, and ends that subscription', async () => {
    const s = await startScenario(t, paddle);
    await s.step('sub', s.sub('sub_by_txn', 'active', minute(1)), 'applied', PAID);
    await s.step('paid', s.paid('txn_by_txn', 'sub_by_txn', minute(1)), 'applied', PAID);
    // No subscription id and a customer id we never stored: only the transaction id places it.
    const chargeback = paddleEvent(
      'adjustment.created',
      minute(2),
      adjustmentData({
        id: 'adj_by_txn',
        action: 'chargeback',
        type: 'full',
        status: 'approved',
        transactionId: 'txn_by_txn',
        subscriptionId: null,
        customerId: 'ctm_not_ours_chargeback',
        at: minute(2),
      }),
    );
    await s.step('chargeback', chargeback, 'applied', { ...FREE, cancels: ['sub_by_txn'] });
    // Admins see why it ended.
    const [sub] = await t.app.db
      .select()
      .from(paddleSubscriptions)
      .where(eq(paddleSubscriptions.id, 'sub_by_txn'));
    expect(sub?.endedReason).toBe('taken_back');
  });

  it('a later version of a payment we know is placed with that payment’s owner', async () => {
    const s = await startScenario(t, paddle);
    await s.step('sub', s.sub('sub_txn_again', 'active', minute(1)), 'applied', PAID);
    await s.step('paid', s.paid('txn_again', 'sub_txn_again', minute(1)), 'applied', PAID);
    const again = paddleEvent(
      'transaction.updated',
      minute(3),
      transactionData({
        id: 'txn_again',
        status: 'completed',
        customerId: 'ctm_not_ours_payment',
        subscriptionId: null,
        billedAt: minute(3),
      }),
    );
    await s.step('again', again, 'applied', PAID);
    // Applied to this user: the newest event names their customer.
    expect((await readUser(t, s.userId)).paddleCustomerId).toBe('ctm_not_ours_payment');
  });
});

describe('what is recorded of each delivery', () => {
  it('a second delivery of one event is a duplicate and changes nothing', async () => {
    const s = await startScenario(t, paddle);
    const created = s.created('sub_twice', minute(1));
    await s.step('first', created, 'applied', PAID);
    await s.step('again', created, 'duplicate', PAID);
    const canceled = s.sub('sub_twice', 'canceled', minute(2));
    await s.step('canceled', canceled, 'applied', FREE);
    await s.step('canceled again', canceled, 'duplicate', FREE);
  });

  it('an older event than the one applied is recorded as stale, for the admins’ event list', async () => {
    const s = await startScenario(t, paddle);
    const newer = s.sub('sub_stale', 'active', minute(2));
    const older = s.sub('sub_stale', 'canceled', minute(1));
    await s.step('newer', newer, 'applied', PAID);
    await s.step('older', older, 'stale', PAID);
    expect(await storedRow(newer.event_id)).toMatchObject({ outcome: 'applied', userId: s.userId });
    expect(await storedOutcome(older.event_id)).toBe('stale');
  });

  it('an event of a kind billing does not act on is recorded as ignored, known customer or not', async () => {
    const s = await startScenario(t, paddle);
    await s.step('sub', s.sub('sub_addr', 'active', minute(1)), 'applied', PAID);
    const address = (id: string, customerId: string) =>
      paddleEvent('address.created', minute(2), {
        id,
        customer_id: customerId,
        description: null,
        first_line: null,
        second_line: null,
        city: null,
        postal_code: '10115',
        region: null,
        country_code: 'DE',
        custom_data: null,
        status: 'active',
        created_at: minute(2).toISOString(),
        updated_at: minute(2).toISOString(),
        import_meta: null,
      });
    const before = await readUser(t, s.userId);
    const ours = address('add_ours', s.customerId);
    await s.step('ours', ours, 'ignored', PAID);
    expect(await storedOutcome(ours.event_id)).toBe('ignored');
    // Not even the customer's date moves: it decides whose an event is when two accounts hold one.
    expect(await readUser(t, s.userId)).toEqual(before);
    // Not kept as unmatched: no customer that turns up later would make it apply.
    const stranger = address('add_stranger', 'ctm_stranger');
    await s.step('stranger', stranger, 'ignored', PAID);
    expect(await storedOutcome(stranger.event_id)).toBe('ignored');
  });
});

describe('events kept until their user is known', () => {
  const nothing = { cancels: [], refunds: [], mails: [] };

  it('are applied once, recorded as applied to that user, and counted', async () => {
    const s = await startScenario(t, paddle);
    const orphan = s.sub('sub_kept_once', 'active', minute(1), { customData: null });
    await s.step('kept', orphan, 'unmatched', FREE);
    expect(await storedRow(orphan.event_id)).toMatchObject({
      outcome: 'unmatched',
      userId: null,
      customerId: s.customerId,
      subscriptionId: 'sub_kept_once',
    });
    // What fix-paddle-customer does once checkout learns the user's customer.
    await t.app.db.update(users).set({ paddleCustomerId: s.customerId }).where(eq(users.id, s.userId));
    expect(await replayUnmatchedFor(t.app.db, s.userId)).toEqual({ replayed: 1, ...nothing });
    expect(await storedRow(orphan.event_id)).toMatchObject({ outcome: 'applied', userId: s.userId });
    expect(await s.state()).toMatchObject(PAID);
    expect(await replayUnmatchedFor(t.app.db, s.userId)).toEqual({ replayed: 0, ...nothing });
  });

  it('are found by the subscription they name, whatever customer they came from', async () => {
    const s = await startScenario(t, paddle);
    await s.step('first', s.sub('sub_link_a', 'active', minute(5)), 'applied', PAID);
    // A payment of a subscription we do not know yet, from a customer nobody holds: kept.
    const payment = s.paid('txn_link_b', 'sub_link_b', minute(3), {
      customerId: 'ctm_link_other',
      customData: null,
    });
    await s.step('kept', payment, 'unmatched', PAID);
    // The subscription arrives, signed for this user; being older, it leaves their customer alone.
    const sub = s.sub('sub_link_b', 'active', minute(2), { customerId: 'ctm_link_other' });
    await s.step('subscription', sub, 'applied', PAID);
    expect((await readUser(t, s.userId)).paddleCustomerId).toBe(s.customerId);
    expect(await storedRow(payment.event_id)).toMatchObject({ outcome: 'applied', userId: s.userId });
  });

  it('never go to a user with no Paddle customer or subscription, nor to one who is gone', async () => {
    const owner = await startScenario(t, paddle);
    const orphan = owner.sub('sub_kept_other', 'active', minute(1), { customData: null });
    await owner.step('kept', orphan, 'unmatched', FREE);
    const stranger = await startScenario(t, paddle);
    expect(await replayUnmatchedFor(t.app.db, stranger.userId)).toEqual({ replayed: 0, ...nothing });
    expect(await replayUnmatchedFor(t.app.db, 'user_gone')).toEqual({ replayed: 0, ...nothing });
    expect(await storedOutcome(orphan.event_id)).toBe('unmatched');
    expect(await stranger.state()).toMatchObject(FREE);
  });
});
