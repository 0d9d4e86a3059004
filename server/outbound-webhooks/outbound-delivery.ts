import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { counterWebhooks, type WebhookDeliveryRow, webhookDeliveries } from '../db/schema';
import { outboundDeliveries } from '../metrics';
import { DELIVERY_LIMITS, destinationOf, runPerDestination } from './destination-pool';
import { nextDelayMs, RETRY_FOR_MS, SIGNATURE_HEADER, signOutbound } from './outbound-signature';
import { pinnedPost, type SendOptions } from './pinned-post';

export type { SendOptions } from './pinned-post';

// Long enough for a batch of attempts (10 s each at most) to finish before anyone else may retry:
// even 50 to one receiver that never answers, 2 at a time, take 25 × 10 s.
const CLAIM_LEASE_MS = 10 * 60_000;

export type DeliveryKind = 'event' | 'milestone' | 'completion' | 'test';

/** Queues one message for every webhook of the counter; the sender picks them up. */
export async function enqueueDeliveries(db: Database, counterId: string, kind: DeliveryKind, data: object) {
  return enqueueMessages(db, counterId, [{ kind, data }]);
}

/** Queues several messages for every webhook of the counter: one look-up, one insert. */
export async function enqueueMessages(
  db: Database,
  counterId: string,
  messages: readonly { kind: DeliveryKind; data: object; at?: Date }[],
) {
  if (messages.length === 0) return 0;
  const hooks = await db
    .select({ id: counterWebhooks.id })
    .from(counterWebhooks)
    .where(eq(counterWebhooks.counterId, counterId));
  if (hooks.length === 0) return 0;
  // Due now by this process's clock, the one sendDueDeliveries compares with: the column's default
  // (the database's now(), in microseconds) could land after a Date.now() of the same millisecond,
  // and the send that follows at once would leave it for the next 15 s round.
  const due = new Date();
  const rows = messages.flatMap(({ kind, data, at }) => {
    const body = JSON.stringify({ type: kind, counterId, at: (at ?? due).toISOString(), data });
    return hooks.map((h) => ({
      id: randomBytes(9).toString('base64url'),
      webhookId: h.id,
      kind,
      body,
      nextAttemptAt: due,
    }));
  });
  await db.insert(webhookDeliveries).values(rows);
  return rows.length;
}

/**
 * Sends the deliveries that are due, once each attempt: a 2xx marks it delivered; anything else is
 * retried with backoff until a day after it was made, then given up. Every attempt is recorded.
 * They are sent side by side, a few at a time per receiver (destination-pool.ts).
 */
export async function sendDueDeliveries(
  db: Database,
  send: SendOptions,
  now = Date.now(),
  limit = 50,
): Promise<number> {
  // Claimed before sending: the rows are locked (others skipped) and pushed out by a lease, so two
  // senders (this instance's timer and a request's, or two instances) never send one twice. A
  // sender that dies mid-way leaves them due again when the lease ends.
  const due = await db.transaction(async (tx) => {
    const t: Database = tx;
    const rows = await t
      .select({ d: webhookDeliveries, url: counterWebhooks.url, secret: counterWebhooks.secret })
      .from(webhookDeliveries)
      .innerJoin(counterWebhooks, eq(counterWebhooks.id, webhookDeliveries.webhookId))
      .where(
        and(
          isNull(webhookDeliveries.deliveredAt),
          isNull(webhookDeliveries.gaveUpAt),
          lte(webhookDeliveries.nextAttemptAt, new Date(now)),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (rows.length > 0)
      await t
        .update(webhookDeliveries)
        .set({ nextAttemptAt: new Date(now + CLAIM_LEASE_MS) })
        .where(
          inArray(
            webhookDeliveries.id,
            rows.map((r) => r.d.id),
          ),
        );
    return rows;
  });
  await runPerDestination(
    due,
    (row) => destinationOf(row.url),
    ({ d, url, secret }) => attemptDelivery(db, d, url, secret, send, now),
    DELIVERY_LIMITS,
  );
  return due.length;
}

/**
 * One attempt of one delivery, recorded: delivered on a 2xx, else retried later or given up. A host
 * that is (or resolves to) this machine or a private network is refused before any connection and
 * recorded like any failure, with the reason in lastError.
 */
export async function attemptDelivery(
  db: Database,
  d: WebhookDeliveryRow,
  url: string,
  secret: string,
  send: SendOptions,
  now = Date.now(),
): Promise<WebhookDeliveryRow> {
  const headers = {
    'content-type': 'application/json',
    [SIGNATURE_HEADER]: signOutbound(secret, Math.floor(now / 1000), d.body),
  };
  const { status, error = null } = await pinnedPost(url, headers, d.body, send).catch((err: Error) => ({
    status: null,
    error: String(err.message),
  }));
  const attempts = d.attempts + 1;
  const ok = status !== null && status >= 200 && status < 300;
  const next = now + nextDelayMs(attempts);
  const expired = next - d.createdAt.getTime() > RETRY_FOR_MS;
  outboundDeliveries.inc({ result: ok ? 'delivered' : expired ? 'gave_up' : 'failed' });
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      attempts,
      lastStatus: status,
      lastError: ok ? null : (error?.slice(0, 200) ?? `HTTP ${status}`),
      deliveredAt: ok ? new Date(now) : null,
      gaveUpAt: !ok && expired ? new Date(now) : null,
      nextAttemptAt: new Date(next),
    })
    .where(eq(webhookDeliveries.id, d.id))
    .returning();
  return row!;
}
