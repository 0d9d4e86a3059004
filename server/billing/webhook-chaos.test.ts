import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../auth/user-queries';
import { users } from '../db/schema';
import type { TestApp } from '../test/test-app';
import { createBillingTestApp, deliver, readUser, signedCustom } from './test-support';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await createBillingTestApp());
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

const USERS = 40;
const EVENTS_PER_USER = 25; // 1,000 events in all
const STATUSES = ['active', 'trialing', 'past_due', 'paused', 'canceled'];

type Side = 'A' | 'B';
interface Spec {
  n: number;
  minute: number;
  kind: 'sub' | 'txn' | 'refund';
  status: string;
  sub: number;
}

// One random history per user; side A gets it in order, side B (a mirror user) shuffled with duplicates.
function historyFor(random: () => number, userIndex: number): Spec[] {
  return Array.from({ length: EVENTS_PER_USER }, (_, k) => {
    const r = random();
    const kind = r < 0.7 ? 'sub' : r < 0.9 ? 'txn' : 'refund';
    return {
      n: userIndex * 1000 + k,
      // Coarse minutes make equal occurred_at values common, which exercises the tie-break.
      minute: Math.floor(random() * 60),
      kind,
      status: STATUSES[Math.floor(random() * STATUSES.length)]!,
      sub: Math.floor(random() * 2),
    } satisfies Spec;
  });
}

function toEvent(spec: Spec, side: Side, userId: string, i: number) {
  const customer = `ctm_${side}_${i}`;
  const occurred_at = new Date(Date.UTC(2025, 0, 1, 0, spec.minute)).toISOString();
  const base = { event_id: `evt_${side}_${String(spec.n).padStart(6, '0')}`, occurred_at };
  if (spec.kind === 'sub') {
    const data = {
      id: `sub_${side}_${i}_${spec.sub}`,
      status: spec.status,
      customer_id: customer,
      custom_data: signedCustom(userId),
    };
    return {
      ...base,
      event_type: `subscription.${spec.status === 'active' ? 'updated' : spec.status}`,
      data,
    };
  }
  if (spec.kind === 'txn') {
    const data = {
      id: `txn_${side}_${String(spec.n).padStart(6, '0')}`,
      status: 'completed',
      customer_id: customer,
      custom_data: signedCustom(userId),
    };
    return { ...base, event_type: 'transaction.completed', data };
  }
  const data = {
    id: `adj_${spec.n}`,
    action: 'refund',
    type: 'full',
    status: 'approved',
    customer_id: customer,
    subscription_id: `sub_${side}_${i}_${spec.sub}`,
  };
  return { ...base, event_type: 'adjustment.updated', data };
}

const byTime = (a: { occurred_at: string; event_id: string }, b: typeof a) =>
  a.occurred_at.localeCompare(b.occurred_at) || a.event_id.localeCompare(b.event_id);

async function makeUser(side: Side, i: number) {
  const u = await insertUser(t.app.db, { email: `chaos-${side}-${i}@example.com`, passwordHash: 'x' });
  // Checkout runs fix-paddle-customer first, so the customer is already linked.
  await t.app.db
    .update(users)
    .set({ paddleCustomerId: `ctm_${side}_${i}` })
    .where(eq(users.id, u.id));
  return u.id;
}

const comparable = (row: Awaited<ReturnType<typeof readUser>>) => ({
  subscriptionStatus: row.subscriptionStatus,
  premiumSource: row.premiumSource,
  paddleStatus: row.paddleStatus,
  paddleSubscriptionId: row.paddleSubscriptionId?.replace(/_[AB]_/, '_'),
  paddleTransactionId: row.paddleTransactionId?.replace(/_[AB]_/, '_'),
});

describe('chaos: duplicated, shuffled deliveries', () => {
  it('ends every user in the same state as in-order delivery', { timeout: 120_000 }, async () => {
    const random = rng(20250101);
    const pairs: { a: string; b: string; history: Spec[] }[] = [];
    for (let i = 0; i < USERS; i++) {
      pairs.push({ a: await makeUser('A', i), b: await makeUser('B', i), history: historyFor(random, i) });
    }
    const ordered = pairs.flatMap((p, i) => p.history.map((s) => toEvent(s, 'A', p.a, i))).sort(byTime);
    const chaos = pairs.flatMap((p, i) => p.history.map((s) => toEvent(s, 'B', p.b, i)));
    chaos.push(...chaos.filter(() => random() < 0.3)); // about 300 duplicate deliveries
    for (let k = chaos.length - 1; k > 0; k--) {
      const j = Math.floor(random() * (k + 1));
      [chaos[k], chaos[j]] = [chaos[j]!, chaos[k]!];
    }
    expect(ordered.length).toBe(1000);

    for (const e of ordered) expect((await deliver(t, e)).statusCode).toBe(200);
    // Eight deliveries at a time, as Paddle may send in parallel.
    for (let k = 0; k < chaos.length; k += 8) {
      const answers = await Promise.all(chaos.slice(k, k + 8).map((e) => deliver(t, e)));
      for (const a of answers) expect(a.statusCode).toBe(200);
    }

    for (const [i, p] of pairs.entries()) {
      const inOrder = comparable(await readUser(t, p.a));
      expect(comparable(await readUser(t, p.b)), `user ${i}`).toEqual(inOrder);
      // And the in-order result is the last status-changing event's status.
      const last = p.history
        .map((s) => toEvent(s, 'A', p.a, i))
        .filter((e) => e.event_type !== 'transaction.completed')
        .sort(byTime)
        .at(-1);
      const expected = last
        ? last.event_type.startsWith('adjustment')
          ? 'refunded'
          : last.data.status
        : null;
      expect(inOrder.paddleStatus, `user ${i}`).toBe(expected);
    }
  });
});
