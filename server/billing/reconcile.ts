import type { ReconcileReport } from '@core/api/billing-admin';
import { eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { paddleAdjustments, paddleSubscriptions, paddleTransactions, users } from '../db/schema';
import { cancelSoon } from './billing-jobs';
import { notConfiguredError, type PaddleGateway } from './paddle-gateway';
import { paddleEventSchema } from './webhook-events';
import { applyPaddleEvent } from './webhook-service';

// Reconciliation (npm run billing:reconcile, the admin's button): Paddle's own records of each of
// our customers go through the same path as webhooks, as events stamped with the record's
// updated_at. Newer-wins keeps what a later webhook already told us; a record we missed or got
// wrong is repaired. The event id names the record and its version, so a second run finds every
// one recorded already and changes nothing.

const KINDS = [
  ['subscriptions', 'subscription.updated', paddleSubscriptions],
  ['transactions', 'transaction.updated', paddleTransactions],
  ['adjustments', 'adjustment.updated', paddleAdjustments],
] as const;

type RecordTable = (typeof KINDS)[number][2];

// What we know of a record, without the stamp of the event that told us: Paddle's copy stamped a
// moment later (or winning a tie) replaces the stamp but is no change worth reporting.
async function factsOf(db: Database, table: RecordTable, id: string): Promise<string | null> {
  const [row] = await db.select().from(table).where(eq(table.id, id));
  if (!row) return null;
  const { eventAt: _at, eventId: _id, createdAt: _created, ...facts } = row;
  return JSON.stringify(facts);
}

/** What reconciliation repaired, and whose plan it may have changed (their cached views are stale). */
export interface ReconcileOutcome extends ReconcileReport {
  changedUserIds: string[];
}

async function reconcileCustomer(
  db: Database,
  paddle: PaddleGateway,
  customerId: string,
  outcome: ReconcileOutcome,
) {
  const records = await paddle.listCustomerRecords(customerId);
  // Stryker disable next-line ArrayDeclaration: a cancel for a target no job has claims nothing (cancelSoon runs only open jobs of these targets)
  const cancels: string[] = [];
  for (const [key, type, table] of KINDS) {
    for (const data of records[key]) {
      // Stryker disable next-line StringLiteral: a record without updated_at fails the schema's occurred_at whatever string stands in, and is skipped
      const updatedAt = String(data.updated_at ?? '');
      const event = paddleEventSchema.safeParse({
        event_id: `reconcile:${String(data.id)}:${updatedAt}`,
        event_type: type,
        occurred_at: updatedAt,
        data,
      });
      if (!event.success) continue;
      const before = await factsOf(db, table, String(data.id));
      // Stryker disable next-line StringLiteral: Paddle's listed records carry no custom_data (paddle-sdk-records.ts), so no signature is ever checked with this secret
      const result = await applyPaddleEvent(db, event.data, '');
      cancels.push(...result.cancels);
      // Stryker disable next-line ConditionalExpression: only an applied event writes a record, so the facts never differ otherwise (the check saves a query)
      if (result.outcome === 'applied' && (await factsOf(db, table, String(data.id))) !== before) {
        outcome.changes.push(
          `${customerId} ${type.split('.')[0]} ${String(data.id)}: ${String(data.status)}`,
        );
        // Stryker disable next-line ConditionalExpression: an applied event always has its owner's id
        if (result.userId) outcome.changedUserIds.push(result.userId);
      }
    }
  }
  await cancelSoon(db, paddle, cancels);
}

export async function reconcileAll(db: Database, paddle: PaddleGateway): Promise<ReconcileOutcome> {
  // Without Paddle there is nothing to compare with: say so (503), not "0 changes".
  if (!paddle.configured) throw notConfiguredError();
  const rows = await db
    .selectDistinct({ customerId: users.paddleCustomerId })
    .from(users)
    .where(isNotNull(users.paddleCustomerId));
  // Stryker disable next-line ArrayDeclaration: a user id no user has changes no cached view (ownerPlansChanged)
  const outcome: ReconcileOutcome = { customers: rows.length, changes: [], changedUserIds: [] };
  for (const { customerId } of rows) await reconcileCustomer(db, paddle, customerId!, outcome);
  return outcome;
}
