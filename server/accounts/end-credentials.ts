import { CONNECT_ACCOUNT_NOUNS, CONNECT_PLATFORM_NAMES } from '@core/live-sources/platforms';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { apiKeys, counterHooks, counters, counterWebhooks } from '../db/schema';
import { type TakenConnections, takeUserConnections } from '../platform-apis/end-connections';

/** What was turned off, by name, for the mail that tells the owner. */
export interface EndedCredentials {
  apiKeys: string[];
  /** Counters whose incoming webhook URL was deleted. */
  webhookCounters: string[];
  /** Outbound webhooks deleted: the counter and the host they posted to. */
  outboundWebhooks: { counter: string; host: string }[];
  /** Connected platform accounts, e.g. "Twitch channel sam". */
  platforms: string[];
}

export interface EndCredentialsResult {
  ended: EndedCredentials;
  /** The platform tokens to revoke once the transaction has committed (revokeAtPlatforms). */
  taken: TakenConnections;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    // Stryker disable next-line StringLiteral: only a row written before URLs were checked can fail here
    return url;
  }
};

async function revokeApiKeys(db: Database, userId: string, now: Date) {
  const keys = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ name: apiKeys.name });
  return keys.map((k) => k.name);
}

async function deleteHookUrls(db: Database, userId: string) {
  const hooked = await db
    .select({ id: counters.id, name: counters.name })
    .from(counterHooks)
    .innerJoin(counters, eq(counters.id, counterHooks.counterId))
    .where(eq(counters.userId, userId));
  // Stryker disable next-line ConditionalExpression,EqualityOperator: saves a statement; deleting where the counter is in an empty list deletes nothing
  if (hooked.length > 0) {
    await db.delete(counterHooks).where(
      inArray(
        counterHooks.counterId,
        hooked.map((h) => h.id),
      ),
    );
  }
  return hooked.map((h) => h.name);
}

// An outbound webhook's URL and signing secret were chosen by whoever was in the account: after a
// reset they may belong to someone else, so they go (with their queued deliveries, by cascade).
async function deleteOutboundWebhooks(db: Database, userId: string) {
  const hooks = await db
    .select({ id: counterWebhooks.id, url: counterWebhooks.url, counter: counters.name })
    .from(counterWebhooks)
    .innerJoin(counters, eq(counters.id, counterWebhooks.counterId))
    .where(eq(counters.userId, userId));
  // Stryker disable next-line ConditionalExpression,EqualityOperator: saves a statement; deleting where the id is in an empty list deletes nothing
  if (hooks.length > 0) {
    await db.delete(counterWebhooks).where(
      inArray(
        counterWebhooks.id,
        hooks.map((h) => h.id),
      ),
    );
  }
  return hooks.map((h) => ({ counter: h.counter, host: hostOf(h.url) }));
}

/**
 * Turns off every credential of a user that outlives a password, inside the caller's transaction:
 * live API keys are revoked (kept, marked revoked, as the owner's own revoke does), incoming webhook
 * URLs and outbound webhooks are deleted, and connected platform accounts are let go. Sessions and
 * the password are the caller's (a reset replaces them, a first sign-in link retires them).
 */
export async function endUserCredentials(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<EndCredentialsResult> {
  const taken = await takeUserConnections(db, userId);
  const platforms = taken.map(
    (t) => `${CONNECT_PLATFORM_NAMES[t.platform]} ${CONNECT_ACCOUNT_NOUNS[t.platform]} ${t.name}`,
  );
  return {
    ended: {
      apiKeys: await revokeApiKeys(db, userId, now),
      webhookCounters: await deleteHookUrls(db, userId),
      outboundWebhooks: await deleteOutboundWebhooks(db, userId),
      platforms,
    },
    taken,
  };
}
