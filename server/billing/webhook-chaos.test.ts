import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzDepth } from '../../scripts/fuzz-seed';
import { insertUser } from '../auth/user-queries';
import { billingJobs, paddleAdjustments, paddleSubscriptions, paddleTransactions, users } from '../db/schema';
import type { TestApp } from '../test/test-app';
import type { PaddleApiStandIn } from './testing/paddle-api-stand-in';
import {
  adjustmentData,
  createBillingTestApp,
  deliver,
  paddleEvent,
  readUser,
  signedCustom,
  subscriptionData,
  transactionData,
} from './testing/test-support';

let t: TestApp;
let paddle: PaddleApiStandIn;
beforeAll(async () => {
  ({ t, paddle } = await createBillingTestApp());
});
afterAll(async () => {
  await t?.close();
});

// A small seeded generator, so a failure can be replayed.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// Everyday runs replay the first 10 users' histories (250 events); CI's full-depth pass all 40
// (1,000). The seed stays fixed, so the quick run is the full run's first quarter.
const USERS = fuzzDepth() === 'full' ? 40 : 10;
const EVENTS_PER_USER = 25;
const SUBS_PER_USER = 3;
const STATUSES = ['active', 'trialing', 'past_due', 'paused', 'canceled'];
const ADJUSTMENTS = [
  ['refund', 'full', 'approved'],
  ['refund', 'full', 'pending_approval'],
  ['refund', 'full', 'rejected'],
  ['refund', 'partial', 'approved'],
  ['chargeback', 'full', 'approved'],
] as const;

type Side = 'A' | 'B';
interface Spec {
  n: number;
  minute: number;
  kind: 'sub' | 'txn' | 'adj';
  pick: number;
  sub: number;
}

// One random history per user; side A gets it in order, side B (a mirror user) shuffled with duplicates.
function historyFor(random: () => number, userIndex: number): Spec[] {
  return Array.from({ length: EVENTS_PER_USER }, (_, k) => {
    const r = random();
    return {
      n: userIndex * 1000 + k,
      // Coarse minutes make equal occurred_at values common, which exercises the tie-break.
      minute: Math.floor(random() * 60),
      kind: r < 0.6 ? 'sub' : r < 0.85 ? 'txn' : 'adj',
      pick: random(),
      sub: Math.floor(random() * SUBS_PER_USER),
    } satisfies Spec;
  });
}

function toEvent(spec: Spec, side: Side, userId: string, i: number) {
  const customerId = `ctm_${side}_${i}`;
  const at = new Date(Date.UTC(2025, 0, 1, 0, spec.minute));
  const id = `evt_${side}_${String(spec.n).padStart(6, '0')}`;
  const subscriptionId = `sub_${side}_${i}_${spec.sub}`;
  // Transactions and adjustments of one user name a few ids again and again (updates of one record).
  const txnId = `txn_${side}_${i}_${spec.sub}_${Math.floor(spec.pick * 2)}`;
  const customData = signedCustom(userId);
  if (spec.kind === 'sub') {
    const status = STATUSES[Math.floor(spec.pick * STATUSES.length)]!;
    const data = subscriptionData({ id: subscriptionId, status, customerId, customData, at });
    return paddleEvent(`subscription.${status === 'active' ? 'updated' : status}`, at, data, id);
  }
  if (spec.kind === 'txn') {
    const data = transactionData({
      id: txnId,
      status: 'completed',
      customerId,
      subscriptionId,
      customData,
      billedAt: at,
    });
    return paddleEvent('transaction.completed', at, data, id);
  }
  const [action, type, status] = ADJUSTMENTS[Math.floor(spec.pick * ADJUSTMENTS.length)]!;
  const data = adjustmentData({
    id: `adj_${side}_${i}_${spec.sub}`,
    action,
    type,
    status,
    transactionId: txnId,
    subscriptionId,
    customerId,
    at,
  });
  return paddleEvent('adjustment.updated', at, data, id);
}

const byTime = (a: { occurred_at: string; event_id: string }, b: typeof a) =>
  a.occurred_at.localeCompare(b.occurred_at) || a.event_id.localeCompare(b.event_id);

async function makeUser(side: Side, i: number) {
  const u = await insertUser(t.app.db, { email: `chaos-${side}-${i}@example.com`, passwordHash: 'x' });
  for (let k = 0; k < SUBS_PER_USER; k++) {
    paddle.seedSubscription({
      id: `sub_${side}_${i}_${k}`,
      status: 'active',
      customerId: `ctm_${side}_${i}`,
    });
  }
  return u.id;
}

const strip = (s: string) => s.replace(/_[AB]_/, '_');

const PAYING = ['active', 'trialing', 'past_due'];

/**
 * The "done when", checked from the stored records without the code's own rule: Premium
 * exactly while some subscription pays and was not ended by us, and every subscription whose money
 * was taken back (approved full refund or chargeback) and that Paddle does not report canceled is
 * ended by us and cancelled in Paddle (or its cancel kept as a job).
 */
async function checkInvariants(userId: string, label: string) {
  const row = await readUser(t, userId);
  const subs = await t.app.db
    .select()
    .from(paddleSubscriptions)
    .where(eq(paddleSubscriptions.userId, userId));
  const adjs = await t.app.db.select().from(paddleAdjustments).where(eq(paddleAdjustments.userId, userId));
  const open = new Set(
    (await t.app.db.select().from(billingJobs)).filter((j) => !j.doneAt).map((j) => j.target),
  );
  const cancelled = new Set(paddle.cancels());
  const paying = subs.some((s) => PAYING.includes(s.status) && s.endedByUsAt === null);
  expect(row.subscriptionStatus === 'active', `${label}: Premium while paying`).toBe(paying);
  for (const sub of subs) {
    const takenBack = adjs.some(
      (a) =>
        a.subscriptionId === sub.id &&
        a.status === 'approved' &&
        (a.action === 'chargeback' || (a.action === 'refund' && a.type === 'full')),
    );
    // One Paddle already reports canceled needs no cancel (a shuffled order may never see it live).
    if (!takenBack || sub.status === 'canceled') continue;
    expect(sub.endedByUsAt, `${label} ${sub.id}: ended after money taken back`).not.toBeNull();
    expect(cancelled.has(sub.id) || open.has(sub.id), `${label} ${sub.id}: cancel sent or kept`).toBe(true);
  }
}

// Everything we keep about a user, with the side letter taken out of the ids.
async function snapshot(userId: string) {
  const row = await readUser(t, userId);
  const subs = await t.app.db
    .select()
    .from(paddleSubscriptions)
    .where(eq(paddleSubscriptions.userId, userId))
    .orderBy(asc(paddleSubscriptions.id));
  const txns = await t.app.db
    .select()
    .from(paddleTransactions)
    .where(eq(paddleTransactions.userId, userId))
    .orderBy(asc(paddleTransactions.id));
  const adjs = await t.app.db
    .select()
    .from(paddleAdjustments)
    .where(eq(paddleAdjustments.userId, userId))
    .orderBy(asc(paddleAdjustments.id));
  return {
    summary: [row.subscriptionStatus, row.premiumSource, row.paddleCustomerId && strip(row.paddleCustomerId)],
    subs: subs.map((s) => [strip(s.id), s.status, strip(s.eventId)]),
    txns: txns.map((x) => [strip(x.id), x.status, strip(x.eventId)]),
    adjs: adjs.map((a) => [strip(a.id), a.action, a.type, a.status, strip(a.eventId)]),
  };
}

describe('chaos: duplicated, shuffled deliveries', () => {
  it('ends every user in the same state as in-order delivery', { timeout: 300_000 }, async () => {
    const random = rng(20250101);
    const pairs: { a: string; b: string; history: Spec[] }[] = [];
    for (let i = 0; i < USERS; i++) {
      pairs.push({ a: await makeUser('A', i), b: await makeUser('B', i), history: historyFor(random, i) });
    }
    const ordered = pairs.flatMap((p, i) => p.history.map((s) => toEvent(s, 'A', p.a, i))).sort(byTime);
    const chaos = pairs.flatMap((p, i) => p.history.map((s) => toEvent(s, 'B', p.b, i)));
    chaos.push(...chaos.filter(() => random() < 0.3)); // about 30 % delivered twice
    for (let k = chaos.length - 1; k > 0; k--) {
      const j = Math.floor(random() * (k + 1));
      [chaos[k], chaos[j]] = [chaos[j]!, chaos[k]!];
    }
    expect(ordered.length).toBe(USERS * EVENTS_PER_USER);

    for (const e of ordered) expect((await deliver(t, e)).statusCode).toBe(200);
    // Eight deliveries at a time, as Paddle may send in parallel.
    for (let k = 0; k < chaos.length; k += 8) {
      const answers = await Promise.all(chaos.slice(k, k + 8).map((e) => deliver(t, e)));
      for (const a of answers) expect(a.statusCode).toBe(200);
    }

    let premium = 0;
    for (const [i, p] of pairs.entries()) {
      await checkInvariants(p.a, `user ${i} in order`);
      await checkInvariants(p.b, `user ${i} shuffled`);
      const inOrder = await snapshot(p.a);
      expect(await snapshot(p.b), `user ${i}`).toEqual(inOrder);
      // Each subscription ends at its newest event's status, whatever else happened to the user.
      const events = p.history.map((s) => toEvent(s, 'A', p.a, i)).sort(byTime);
      for (const [id, status] of inOrder.subs) {
        const last = events
          .filter(
            (e) => e.event_type.startsWith('subscription.') && strip((e.data as { id: string }).id) === id,
          )
          .at(-1);
        expect(status, `user ${i} ${id}`).toBe((last?.data as { status: string } | undefined)?.status);
      }
      if (inOrder.summary[0] === 'active') premium += 1;
    }
    // The histories are mixed enough to end some users paid and some not.
    expect(premium).toBeGreaterThan(0);
    expect(premium).toBeLessThan(USERS);
    const stillFree = (await t.app.db.select().from(users)).filter((u) => u.subscriptionStatus === 'free');
    expect(stillFree.length).toBeGreaterThan(0);
  });
});
