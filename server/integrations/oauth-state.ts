import { createHash, randomBytes } from 'node:crypto';
import type { ConnectPlatform } from '@core/live-sources/platforms';
import { sameOriginPath } from '@core/routes/return-path';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { oauthStates } from '../db/schema';

// The OAuth `state` of a Twitch or Kick connect: a random value bound to the session that started it,
// usable once and for 10 minutes, so a callback cannot be replayed or planted in another
// browser (login CSRF: connecting the victim's counters to the attacker's channel).

const STATE_TTL_MS = 10 * 60_000;
const hash = (state: string) => createHash('sha256').update(state).digest('hex');

// Where a connect goes back to when it was given nowhere, or somewhere it may not go.
const DEFAULT_RETURN = '/dashboard';
// The connect query allows 500 characters (core/api); normalising may lengthen a value (escapes).
const MAX_RETURN_LENGTH = 500;

/**
 * The page of our own site (`appUrl`) to come back to, normalised as the browser will read it; any
 * other (another host, `//x`, `/\x`, `/.//x`) is refused for the dashboard. The rule is the one the
 * web app applies to `?next=` after sign-in (core/routes/return-path.ts).
 */
export function safeReturnPath(value: unknown, appUrl: string): string {
  const path = sameOriginPath(value, appUrl);
  return path && path.length <= MAX_RETURN_LENGTH ? path : DEFAULT_RETURN;
}

export type OauthProvider = ConnectPlatform;

export async function createOauthState(
  db: Database,
  session: { sessionId: string; userId: string },
  returnTo: string,
  flow: { provider: OauthProvider; codeVerifier?: string } = { provider: 'twitch' },
): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  // Stale states of any session are pruned on the way: they can never be used.
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
  await db.insert(oauthStates).values({
    stateHash: hash(state),
    sessionId: session.sessionId,
    userId: session.userId,
    returnTo,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
    provider: flow.provider,
    codeVerifier: flow.codeVerifier ?? null,
  });
  return state;
}

/** Uses the state up: its return path when it is live, this session's and this provider's, else null. */
export async function consumeOauthState(
  db: Database,
  state: unknown,
  sessionId: string | null,
  provider: OauthProvider = 'twitch',
): Promise<{ userId: string; returnTo: string; codeVerifier: string | null } | null> {
  if (typeof state !== 'string' || state.length > 200 || !sessionId) return null;
  const [row] = await db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.stateHash, hash(state)),
        eq(oauthStates.sessionId, sessionId),
        eq(oauthStates.provider, provider),
        gt(oauthStates.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ? { userId: row.userId, returnTo: row.returnTo, codeVerifier: row.codeVerifier } : null;
}
