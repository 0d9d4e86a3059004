import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { apiKeys, counterHooks, counters, type UserRow, users } from '../db/schema';

export const API_KEY_PREFIX = 'cs_live_';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function listApiKeys(db: Database, userId: string) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt));
}

/** Makes a key and returns it in full: the only time it is ever seen. */
export async function insertApiKey(db: Database, userId: string, name: string) {
  const key = `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({ id: randomBytes(9).toString('base64url'), userId, name, keyHash: sha256(key) })
    .returning();
  return { row: row!, key };
}

export async function revokeApiKey(db: Database, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The user behind a live (unrevoked) key, marking the key used; undefined for any other key. */
export async function findUserByApiKey(db: Database, key: string): Promise<UserRow | undefined> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 100) return undefined;
  const [row] = await db
    .select({ user: users, keyId: apiKeys.id })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, sha256(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row) return undefined;
  await db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, row.keyId));
  return row.user;
}

/** Replaces a counter's webhook token; returns the new token (shown once). */
export async function regenerateHookToken(db: Database, counterId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insert(counterHooks)
    .values({ counterId, tokenHash: sha256(token) })
    .onConflictDoUpdate({
      target: counterHooks.counterId,
      set: { tokenHash: sha256(token), createdAt: new Date() },
    });
  return token;
}

/** The counter a webhook token belongs to, with its owner (whose plan decides). */
export async function findHookTarget(db: Database, token: string) {
  if (token.length > 100) return undefined;
  const [row] = await db
    .select({ counterId: counterHooks.counterId, user: users })
    .from(counterHooks)
    .innerJoin(counters, eq(counters.id, counterHooks.counterId))
    .innerJoin(users, eq(users.id, counters.userId))
    .where(eq(counterHooks.tokenHash, sha256(token)))
    .limit(1);
  return row;
}
