import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type BillingJobRow, billingJobs } from '../db/schema';
import type { PaddleGateway } from './paddle-gateway';
import type { Tx } from './premium-store';

// Cancels that must reach Paddle even when Paddle is down right now (docs/decisions/009). A job is
// written in the same transaction that ends Premium, then tried at once; a failure waits with
// backoff and is retried by the runner until Paddle confirms. A claim moves next_run_at forward
// first, so two instances never call Paddle for the same job at the same moment.

const LEASE_MS = 60_000;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

/** 30 s, 1 min, 2 min … up to 6 h after the n-th failed attempt. */
export const backoffMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

export async function enqueueCancels(tx: Tx, subscriptionIds: string[], userId: string | null, now: Date) {
  if (subscriptionIds.length === 0) return;
  await tx
    .insert(billingJobs)
    .values(
      subscriptionIds.map((target) => ({
        id: randomUUID(),
        kind: 'cancel_subscription' as const,
        target,
        userId,
        nextRunAt: now,
      })),
    )
    .onConflictDoNothing();
}

// A job another instance has claimed (its row locked) is skipped, not waited for. PGlite, the
// mutation run's database, is one connection, so no row is ever held by another there:
// billing-jobs.test.ts shows the skip on PostgreSQL ('skips a job another instance holds').
// Stryker disable next-line ObjectLiteral,BooleanLiteral: shown on PostgreSQL only (above)
const SKIP_CLAIMED = { skipLocked: true } as const;

async function claim(db: Database, now: Date, targets?: string[]): Promise<BillingJobRow[]> {
  const due = db
    .select({ id: billingJobs.id })
    .from(billingJobs)
    .where(
      and(
        isNull(billingJobs.doneAt),
        lte(billingJobs.nextRunAt, now),
        targets ? inArray(billingJobs.target, targets) : undefined,
      ),
    )
    .orderBy(asc(billingJobs.nextRunAt))
    .limit(20)
    .for('update', SKIP_CLAIMED);
  return db
    .update(billingJobs)
    .set({ nextRunAt: new Date(now.getTime() + LEASE_MS), attempts: sql`${billingJobs.attempts} + 1` })
    .where(inArray(billingJobs.id, due))
    .returning();
}

async function runOne(db: Database, paddle: PaddleGateway, job: BillingJobRow, now: Date) {
  try {
    await paddle.cancelSubscription(job.target);
    await db
      .update(billingJobs)
      .set({ doneAt: new Date(), lastError: null })
      .where(eq(billingJobs.id, job.id));
    return true;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await db
      .update(billingJobs)
      .set({ nextRunAt: new Date(now.getTime() + backoffMs(job.attempts)), lastError: message.slice(0, 500) })
      .where(eq(billingJobs.id, job.id));
    return false;
  }
}

/** Runs the due jobs (only those for `targets` when given); answers how many Paddle confirmed. */
export async function runDueJobs(
  db: Database,
  paddle: PaddleGateway,
  opts: { now?: Date; targets?: string[] } = {},
): Promise<{ done: number; failed: number }> {
  const now = opts.now ?? new Date();
  const jobs = await claim(db, now, opts.targets);
  const results = await Promise.all(jobs.map((job) => runOne(db, paddle, job, now)));
  const done = results.filter(Boolean).length;
  return { done, failed: results.length - done };
}

/**
 * Tries the given subscriptions' cancels now, but answers within `budgetMs` whatever Paddle does:
 * the user-facing action never waits longer, and the runner retries what is left.
 */
export async function cancelSoon(db: Database, paddle: PaddleGateway, targets: string[], budgetMs = 3000) {
  // Stryker disable next-line ConditionalExpression: with no targets the claim's inArray matches nothing; the guard saves a query
  if (targets.length === 0) return;
  const attempt = runDueJobs(db, paddle, { targets }).catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, budgetMs);
  });
  await Promise.race([attempt, timeout]);
  clearTimeout(timer);
}

export function listOpenJobs(db: Database) {
  return db
    .select()
    .from(billingJobs)
    .where(isNull(billingJobs.doneAt))
    .orderBy(asc(billingJobs.createdAt))
    .limit(200);
}
