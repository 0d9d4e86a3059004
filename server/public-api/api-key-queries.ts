import { createHash, randomBytes } from 'node:crypto';
import type { KeyScope } from '@core/api/integrations';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { apiKeys, counters, type UserRow, users } from '../db/schema';

export const API_KEY_PREFIX = 'cs_live_';
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const listed = {
  id: apiKeys.id,
  name: apiKeys.name,
  access: apiKeys.access,
  counterIds: apiKeys.counterIds,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};
export type ListedKey = { [K in keyof typeof listed]: (typeof apiKeys.$inferSelect)[K] };

export function listApiKeys(db: Database, userId: string): Promise<ListedKey[]> {
  return db.select(listed).from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt));
}

/** Which of these ids are counters of the user (a key may only be limited to its owner's). */
export async function ownedCounterIds(db: Database, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: counters.id })
    .from(counters)
    .where(and(eq(counters.userId, userId), inArray(counters.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Makes a key and returns it in full: the only time it is ever seen. */
export async function insertApiKey(db: Database, userId: string, name: string, scope: KeyScope) {
  const key = `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({ id: randomBytes(9).toString('base64url'), userId, name, keyHash: sha256(key), ...scope })
    .returning(listed);
  return { row: row!, key };
}

/** Narrows or widens a live key of the user; undefined when there is no such key. */
export async function updateApiKeyScope(
  db: Database,
  id: string,
  userId: string,
  scope: Partial<KeyScope>,
): Promise<ListedKey | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set(scope)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning(listed);
  return row;
}

export async function revokeApiKey(db: Database, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

export interface KeyHolder {
  user: UserRow;
  scope: KeyScope;
}

const LAST_USED_EVERY_MS = 60_000;
const lastUseWritten = new Map<string, number>();

/**
 * The users behind live (unrevoked) keys and what each key may do, by key, marking them used; a
 * key that is unknown, revoked or malformed is missing from the map. One query for many keys: the
 * events of a burst arriving together are checked together (shared-lookup.ts).
 */
export async function findKeyHolders(db: Database, keys: string[]): Promise<Map<string, KeyHolder>> {
  const byHash = new Map<string, string>();
  for (const key of keys)
    if (key.startsWith(API_KEY_PREFIX) && key.length <= 100) byHash.set(sha256(key), key);
  const found = new Map<string, KeyHolder>();
  if (byHash.size === 0) return found;
  const rows = await db
    .select({
      user: users,
      keyId: apiKeys.id,
      keyHash: apiKeys.keyHash,
      access: apiKeys.access,
      counterIds: apiKeys.counterIds,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(inArray(apiKeys.keyHash, [...byHash.keys()]), isNull(apiKeys.revokedAt)));
  // "Last used" is shown to the minute: one write a minute per key, not one per call (a relay
  // sending hundreds of events a second would otherwise write the key's row each time).
  const now = Date.now();
  const due: string[] = [];
  for (const row of rows) {
    found.set(byHash.get(row.keyHash)!, {
      user: row.user,
      scope: { access: row.access, counterIds: row.counterIds },
    });
    const last = lastUseWritten.get(row.keyId);
    if (last === undefined || now - last >= LAST_USED_EVERY_MS) {
      lastUseWritten.set(row.keyId, now);
      if (lastUseWritten.size > 10_000) lastUseWritten.delete(lastUseWritten.keys().next().value!);
      due.push(row.keyId);
    }
  }
  if (due.length > 0)
    await db
      .update(apiKeys)
      .set({ lastUsedAt: new Date(now) })
      .where(inArray(apiKeys.id, due));
  return found;
}
