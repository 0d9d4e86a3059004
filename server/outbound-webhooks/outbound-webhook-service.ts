import { randomBytes } from 'node:crypto';
import {
  type CreatedWebhook,
  checkWebhookUrl,
  MAX_WEBHOOKS_PER_COUNTER,
  WEBHOOK_HOST_MESSAGE,
  WEBHOOK_LIMIT_MESSAGE,
  WEBHOOK_URL_MESSAGE,
  type Webhook,
  type WebhookDelivery,
} from '@core/api/webhooks';
import { AppError } from '@core/errors/app-error';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  type CounterWebhookRow,
  counters,
  counterWebhooks,
  type WebhookDeliveryRow,
  webhookDeliveries,
} from '../db/schema';
import { attemptDelivery, type SendOptions } from './outbound-delivery';

// Managing a counter's outbound webhooks (issue 18). The caller has already checked that the
// counter is the user's; these only ever touch webhooks of that counter.

const NOT_FOUND = 'Webhook not found';
const newId = () => randomBytes(9).toString('base64url');

export const toWebhook = (row: CounterWebhookRow): Webhook => ({
  id: row.id,
  url: row.url,
  createdAt: row.createdAt.toISOString(),
});

export function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  const state = row.deliveredAt
    ? 'delivered'
    : row.gaveUpAt
      ? 'failed'
      : row.attempts === 0
        ? 'pending'
        : 'retrying';
  return {
    id: row.id,
    webhookId: row.webhookId,
    kind: row.kind,
    state,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: state === 'pending' || state === 'retrying' ? row.nextAttemptAt.toISOString() : null,
  };
}

export async function listWebhooks(db: Database, counterId: string, deliveryLimit = 20) {
  const hooks = await db
    .select()
    .from(counterWebhooks)
    .where(eq(counterWebhooks.counterId, counterId))
    .orderBy(counterWebhooks.createdAt);
  const deliveries = await db
    .select({ d: webhookDeliveries })
    .from(webhookDeliveries)
    .innerJoin(counterWebhooks, eq(counterWebhooks.id, webhookDeliveries.webhookId))
    .where(eq(counterWebhooks.counterId, counterId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(deliveryLimit);
  return {
    webhooks: hooks.map(toWebhook),
    deliveries: deliveries.map(({ d }) => toDelivery(d)),
    max: MAX_WEBHOOKS_PER_COUNTER,
  };
}

/** Makes a webhook with a fresh secret; the secret is answered now and never shown again. */
export async function createWebhook(
  db: Database,
  counterId: string,
  url: string,
  allowLoopbackHttp: boolean,
): Promise<CreatedWebhook> {
  const check = checkWebhookUrl(url, allowLoopbackHttp);
  if (check === 'bad_url') throw new AppError('validation', WEBHOOK_URL_MESSAGE);
  if (check === 'private_host') throw new AppError('validation', WEBHOOK_HOST_MESSAGE);
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  // The count and the insert in one transaction under the counter row's lock, so two quick clicks
  // cannot both pass the cap.
  const row = await db.transaction(async (tx) => {
    const t: Database = tx;
    await t.select({ id: counters.id }).from(counters).where(eq(counters.id, counterId)).for('update');
    const [{ n } = { n: 0 }] = await t
      .select({ n: count() })
      .from(counterWebhooks)
      .where(eq(counterWebhooks.counterId, counterId));
    if (n >= MAX_WEBHOOKS_PER_COUNTER) throw new AppError('conflict', WEBHOOK_LIMIT_MESSAGE);
    const [made] = await t
      .insert(counterWebhooks)
      .values({ id: newId(), counterId, url, secret })
      .returning();
    return made!;
  });
  return { ...toWebhook(row), secret };
}

export async function deleteWebhook(db: Database, counterId: string, webhookId: string) {
  const gone = await db
    .delete(counterWebhooks)
    .where(and(eq(counterWebhooks.id, webhookId), eq(counterWebhooks.counterId, counterId)))
    .returning({ id: counterWebhooks.id });
  if (gone.length === 0) throw new AppError('not_found', NOT_FOUND);
}

/**
 * A `test` message to one webhook, sent now, signed like every other; the answer says how it went.
 * A failed test is retried like any delivery.
 */
export async function sendTestDelivery(
  db: Database,
  counterId: string,
  webhookId: string,
  send: SendOptions,
): Promise<WebhookDelivery> {
  const [hook] = await db
    .select()
    .from(counterWebhooks)
    .where(and(eq(counterWebhooks.id, webhookId), eq(counterWebhooks.counterId, counterId)));
  if (!hook) throw new AppError('not_found', NOT_FOUND);
  const now = Date.now();
  const body = JSON.stringify({
    type: 'test',
    counterId,
    at: new Date(now).toISOString(),
    data: { message: 'A test from Countstream: your webhook works.' },
  });
  // Due only after this request's own attempt, so the retry timer never sends it a second time.
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ id: newId(), webhookId, kind: 'test', body, nextAttemptAt: new Date(now + 60_000) })
    .returning();
  return toDelivery(await attemptDelivery(db, row!, hook.url, hook.secret, send, now));
}
