import type { LiveSourcePlatform } from '@core/live-sources/platforms';
import { utcDay } from '@core/live-sources/source-history';
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { counterLiveSources, counters, type LiveSourceRow, liveSources, users } from '../db/schema';
import type { CountReading } from './platform-reader';
import { type DayValue, recordDayValues } from './source-history-queries';

// The stored side of live counts: which accounts exist here, which counters follow them, their last
// readings, and the claims that keep two instances from reading one account in the same interval.

export interface SourceToFollow {
  platform: LiveSourcePlatform;
  accountKey: string;
  /** The platform's stable id, when a lookup found it (null: not reachable at save time). */
  accountId: string | null;
  handle: string;
  displayName: string;
  avatarUrl: string | null;
  /** The count the lookup read, kept as the first reading. */
  reading: CountReading | null;
}

/** Stores the accounts a counter follows (new ones with what the lookup read) and its list of them. */
export async function setCounterSources(
  tx: Database,
  counterId: string,
  sources: SourceToFollow[],
  now: Date,
): Promise<void> {
  for (const s of sources) {
    const reading = s.reading;
    const found = {
      accountId: s.accountId,
      handle: s.handle,
      displayName: s.displayName,
      avatarUrl: s.avatarUrl,
    };
    await tx
      .insert(liveSources)
      .values({
        platform: s.platform,
        accountKey: s.accountKey,
        ...found,
        value: reading?.value ?? null,
        precision: reading?.precision ?? 'unavailable',
        readAt: reading ? now : null,
        changedAt: reading ? now : null,
      })
      // A lookup that found the account names it anew; the reading stays the poller's.
      .onConflictDoUpdate({
        target: [liveSources.platform, liveSources.accountKey],
        set: s.accountId ? found : { handle: sql`${liveSources.handle}` },
      });
  }
  await tx.delete(counterLiveSources).where(eq(counterLiveSources.counterId, counterId));
  if (sources.length)
    await tx.insert(counterLiveSources).values(
      sources.map((s, position) => ({
        counterId,
        position,
        platform: s.platform,
        accountKey: s.accountKey,
      })),
    );
}

/** The accounts a counter follows, in its order, with their last readings. */
export function findCounterSources(db: Database, counterId: string): Promise<LiveSourceRow[]> {
  return db
    .select({
      platform: liveSources.platform,
      accountKey: liveSources.accountKey,
      accountId: liveSources.accountId,
      handle: liveSources.handle,
      displayName: liveSources.displayName,
      avatarUrl: liveSources.avatarUrl,
      value: liveSources.value,
      precision: liveSources.precision,
      readAt: liveSources.readAt,
      changedAt: liveSources.changedAt,
      note: liveSources.note,
      claimedUntil: liveSources.claimedUntil,
      createdAt: liveSources.createdAt,
    })
    .from(counterLiveSources)
    .innerJoin(
      liveSources,
      and(
        eq(liveSources.platform, counterLiveSources.platform),
        eq(liveSources.accountKey, counterLiveSources.accountKey),
      ),
    )
    .where(eq(counterLiveSources.counterId, counterId))
    .orderBy(asc(counterLiveSources.position));
}

/** The accounts a counter follows, each with its owner's plan: what a display's demand needs, in one query. */
export function findFollowedSources(db: Database, counterId: string) {
  return db
    .select({
      platform: counterLiveSources.platform,
      accountKey: counterLiveSources.accountKey,
      subscriptionStatus: users.subscriptionStatus,
      premiumUntil: users.premiumUntil,
    })
    .from(counterLiveSources)
    .innerJoin(counters, eq(counters.id, counterLiveSources.counterId))
    .innerJoin(users, eq(users.id, counters.userId))
    .where(eq(counterLiveSources.counterId, counterId));
}

/** Counters following any of these accounts of one platform: whose displays a new reading changes. */
export async function findFollowingCounters(
  db: Database,
  platform: LiveSourcePlatform,
  accountKeys: string[],
): Promise<string[]> {
  if (!accountKeys.length) return [];
  const rows = await db
    .selectDistinct({ counterId: counterLiveSources.counterId })
    .from(counterLiveSources)
    .where(
      and(eq(counterLiveSources.platform, platform), inArray(counterLiveSources.accountKey, accountKeys)),
    );
  return rows.map((r) => r.counterId);
}

/**
 * Takes these accounts for reading until `until`, unless another instance holds them: the accounts
 * this instance may read now.
 */
export async function claimSources(
  db: Database,
  platform: LiveSourcePlatform,
  accountKeys: string[],
  now: Date,
  until: Date,
): Promise<string[]> {
  if (!accountKeys.length) return [];
  const rows = await db
    .update(liveSources)
    .set({ claimedUntil: until })
    .where(
      and(
        eq(liveSources.platform, platform),
        inArray(liveSources.accountKey, accountKeys),
        or(isNull(liveSources.claimedUntil), lte(liveSources.claimedUntil, now)),
      ),
    )
    .returning({ accountKey: liveSources.accountKey });
  return rows.map((r) => r.accountKey);
}

export interface StoredReading {
  accountKey: string;
  /** null: the platform says the account is gone. */
  reading: CountReading | null;
}

/**
 * Stores readings; answers the accounts whose shown count changed (value or precision, or gone).
 * A hidden count stores no value. A reading that changes nothing still moves `read_at`. Every
 * reading with a number becomes its day's last value in the counters' history (one statement).
 */
export async function saveReadings(
  db: Database,
  platform: LiveSourcePlatform,
  readings: StoredReading[],
  readAt: Date,
): Promise<string[]> {
  if (!readings.length) return [];
  const keys = readings.map((r) => r.accountKey);
  const before = await db
    .select({
      accountKey: liveSources.accountKey,
      value: liveSources.value,
      precision: liveSources.precision,
      note: liveSources.note,
    })
    .from(liveSources)
    .where(and(eq(liveSources.platform, platform), inArray(liveSources.accountKey, keys)));
  const old = new Map(before.map((r) => [r.accountKey, r]));
  const changed: string[] = [];
  const unchanged: string[] = [];
  const days: DayValue[] = [];
  for (const { accountKey, reading } of readings) {
    const was = old.get(accountKey);
    if (!was) continue; // no counter follows it any more
    const value = reading && reading.precision !== 'hidden' ? reading.value : null;
    if (value !== null) days.push({ accountKey, value });
    const precision = reading ? reading.precision : 'unavailable';
    const note = reading ? null : 'Not found on the platform any more.';
    if (was.value === value && was.precision === precision && was.note === note) {
      unchanged.push(accountKey);
      continue;
    }
    changed.push(accountKey);
    await db
      .update(liveSources)
      .set({ value, precision, note, readAt, changedAt: readAt })
      .where(and(eq(liveSources.platform, platform), eq(liveSources.accountKey, accountKey)));
  }
  // Most reads change nothing: one statement moves their read time.
  if (unchanged.length)
    await db
      .update(liveSources)
      .set({ readAt })
      .where(and(eq(liveSources.platform, platform), inArray(liveSources.accountKey, unchanged)));
  await recordDayValues(db, platform, days, utcDay(readAt.getTime()));
  return changed;
}

/** Says why accounts could not be read (kept until a reading succeeds); the last value stays. */
export async function noteSources(
  db: Database,
  platform: LiveSourcePlatform,
  accountKeys: string[],
  note: string,
): Promise<string[]> {
  if (!accountKeys.length) return [];
  const rows = await db
    .update(liveSources)
    .set({ note })
    .where(
      and(
        eq(liveSources.platform, platform),
        inArray(liveSources.accountKey, accountKeys),
        or(isNull(liveSources.note), sql`${liveSources.note} <> ${note}`),
      ),
    )
    .returning({ accountKey: liveSources.accountKey });
  return rows.map((r) => r.accountKey);
}

/** The platform's stable id of each of these accounts that a lookup has found (account key → id). */
export async function findAccountIds(
  db: Database,
  platform: LiveSourcePlatform,
  accountKeys: string[],
): Promise<Map<string, string | null>> {
  if (!accountKeys.length) return new Map();
  const rows = await db
    .select({ accountKey: liveSources.accountKey, accountId: liveSources.accountId })
    .from(liveSources)
    .where(and(eq(liveSources.platform, platform), inArray(liveSources.accountKey, accountKeys)));
  return new Map(rows.map((r) => [r.accountKey, r.accountId]));
}

/** Keeps the id a later lookup found for an account saved while its platform was unreachable. */
export async function setAccountId(
  db: Database,
  platform: LiveSourcePlatform,
  accountKey: string,
  found: { accountId: string; handle: string; displayName: string; avatarUrl: string | null },
): Promise<void> {
  await db
    .update(liveSources)
    .set(found)
    .where(and(eq(liveSources.platform, platform), eq(liveSources.accountKey, accountKey)));
}

/**
 * Adds `delta` to the stored count of the platform's account `accountId` (a follow the platform
 * pushed), where it has an exact count; answers the account keys it changed. The read time stays
 * the poll's: the next reading replaces the value whole (and takes back what an unfollow removed).
 */
export async function addToReading(
  db: Database,
  platform: LiveSourcePlatform,
  accountId: string,
  delta: number,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .update(liveSources)
    .set({ value: sql`greatest(${liveSources.value} + ${delta}, 0)`, changedAt: now })
    .where(
      and(
        eq(liveSources.platform, platform),
        eq(liveSources.accountId, accountId),
        eq(liveSources.precision, 'exact'),
        isNotNull(liveSources.value),
      ),
    )
    .returning({ accountKey: liveSources.accountKey });
  return rows.map((r) => r.accountKey);
}

/** Stores a total we count ourselves as the account's reading; answers the account keys it changed. */
export async function setCountedReading(
  db: Database,
  platform: LiveSourcePlatform,
  accountId: string,
  total: number,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .update(liveSources)
    .set({ value: total, precision: 'counted', note: null, readAt: now, changedAt: now })
    .where(and(eq(liveSources.platform, platform), eq(liveSources.accountId, accountId)))
    .returning({ accountKey: liveSources.accountKey });
  return rows.map((r) => r.accountKey);
}
