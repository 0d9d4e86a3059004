import { isNotNull } from 'drizzle-orm';
import type { ReconcileReport } from '../../core/api/billing-admin';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { cancelSoon } from './billing-jobs';
import type { PaddleGateway } from './paddle-gateway';
import { paddleEventSchema } from './webhook-events';
import { applyPaddleEvent } from './webhook-service';

// Reconciliation (npm run billing:reconcile, the admin's button): Paddle's own records of each of
// our customers go through the same path as webhooks, as events stamped with the record's
// updated_at. Newer-wins keeps what a later webhook already told us; a record we missed or got
// wrong is repaired. The event id names the record and its version, so a second run finds every
// one recorded already and changes nothing.

const KINDS = [
  ['subscriptions', 'subscription.updated'],
  ['transactions', 'transaction.updated'],
  ['adjustments', 'adjustment.updated'],
] as const;

async function reconcileCustomer(db: Database, paddle: PaddleGateway, customerId: string, changes: string[]) {
  const records = await paddle.listCustomerRecords(customerId);
  const cancels: string[] = [];
  for (const [key, type] of KINDS) {
    for (const data of records[key]) {
      const updatedAt = String(data.updated_at ?? '');
      const event = paddleEventSchema.safeParse({
        event_id: `reconcile:${String(data.id)}:${updatedAt}`,
        event_type: type,
        occurred_at: updatedAt,
        data,
      });
      if (!event.success) continue;
      const result = await applyPaddleEvent(db, event.data, '');
      cancels.push(...result.cancels);
      if (result.outcome === 'applied') {
        changes.push(`${customerId} ${type.split('.')[0]} ${String(data.id)}: ${String(data.status)}`);
      }
    }
  }
  await cancelSoon(db, paddle, cancels);
}

export async function reconcileAll(db: Database, paddle: PaddleGateway): Promise<ReconcileReport> {
  const rows = await db
    .selectDistinct({ customerId: users.paddleCustomerId })
    .from(users)
    .where(isNotNull(users.paddleCustomerId));
  const changes: string[] = [];
  for (const { customerId } of rows) await reconcileCustomer(db, paddle, customerId!, changes);
  return { customers: rows.length, changes };
}
