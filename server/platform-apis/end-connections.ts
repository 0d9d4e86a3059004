import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { platformConnections } from '../db/schema';
import type { BackgroundTasks } from '../plugins/background-tasks';
import { createKickApi, type KickApi, KickApiError, type KickTokenKind } from './kick-api';
import type { TokenSeal } from './token-seal';
import { createTwitchApi, type TwitchApi, TwitchApiError } from './twitch-api';

// Ending a user's Twitch and Kick connections for good: a password reset and an account deletion
// end every credential that outlives the password, and a platform token is one. Two steps, because
// one of them must hold and the other cannot be promised. The rows go inside the caller's
// transaction: from its commit on, no incoming event reaches a counter of theirs and we hold no
// token of theirs. Only after the commit are the platforms asked, best effort, to drop the event
// subscriptions and revoke the tokens, so a platform that is down neither blocks nor undoes the
// reset; what it missed is logged.

/**
 * What ending a connection at its platform needs, and the channel's name for the user's mail. The
 * tokens are as stored, sealed: they are opened only for the calls that revoke them.
 */
export interface TakenConnection {
  name: string;
  accessToken: string;
  refreshToken: string | null;
  tokenExpiresAt: Date | null;
  subscriptionIds: string[];
}
export interface TakenConnections {
  twitch: TakenConnection | null;
  kick: TakenConnection | null;
}
/** The platform clients (null for a platform this installation is not configured for), and the seal that opens the tokens. */
export interface PlatformApis {
  twitch: TwitchApi | null;
  kick: KickApi | null;
  seal: TokenSeal;
}
type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * Deletes the user's Twitch and Kick connections; `db` is the caller's transaction. Answers what
 * `revokeAtPlatforms` needs once it has committed (null for a platform the user had not connected).
 */
export async function takeUserConnections(db: Database, userId: string): Promise<TakenConnections> {
  // DELETE … RETURNING: the tokens as they are when the row goes, even if a refresh just replaced them.
  const rows = await db.delete(platformConnections).where(eq(platformConnections.userId, userId)).returning({
    platform: platformConnections.platform,
    name: platformConnections.name,
    accessToken: platformConnections.accessToken,
    refreshToken: platformConnections.refreshToken,
    tokenExpiresAt: platformConnections.tokenExpiresAt,
    subscriptionIds: platformConnections.subscriptionIds,
  });
  const taken = (platform: string): TakenConnection | null => {
    const row = rows.find((r) => r.platform === platform);
    if (!row) return null;
    const { platform: _, ...connection } = row;
    return connection;
  };
  return { twitch: taken('twitch'), kick: taken('kick') };
}

const silent: Log = { warn: () => undefined };

/**
 * After the commit: removes the subscriptions and revokes the tokens at each platform. Best effort
 * and never throws: a refusal or a platform that does not answer is logged. Runs the two platforms
 * side by side; it can take a while when one is slow, so run it off the request (`app.background`).
 */
export async function revokeAtPlatforms(
  apis: PlatformApis,
  taken: TakenConnections,
  log: Log = silent,
): Promise<void> {
  const ending: Promise<void>[] = [];
  // Opened inside each platform's promise: a token no key opens is logged like any failure there.
  const opened = (t: TakenConnection): TakenConnection => ({
    ...t,
    accessToken: apis.seal.open(t.accessToken),
    refreshToken: t.refreshToken === null ? null : apis.seal.open(t.refreshToken),
  });
  if (taken.twitch) {
    const t = taken.twitch;
    ending.push(Promise.resolve().then(() => endAtTwitch(apis.twitch, opened(t), log)));
  }
  if (taken.kick) {
    const k = taken.kick;
    ending.push(Promise.resolve().then(() => endAtKick(apis.kick, opened(k), log)));
  }
  // Every platform call is already caught; this is for a mistake of ours, which must not throw either.
  for (const r of await Promise.allSettled(ending))
    if (r.status === 'rejected') log.warn({ err: r.reason }, 'ending a connection at its platform failed');
}

// One platform's calls in order, each best effort: a refusal is logged and the next call is still
// made. Once the platform has not answered at all, the rest are skipped: each would only wait out
// its own timeout.
function attempts(platform: 'Twitch' | 'Kick', channel: string, log: Log) {
  let unreachable = false;
  return async function attempt<T>(what: string, call: () => Promise<T>): Promise<T | undefined> {
    if (unreachable) return undefined;
    try {
      return await call();
    } catch (err) {
      const status = err instanceof TwitchApiError || err instanceof KickApiError ? err.status : undefined;
      unreachable = status === null;
      log.warn(
        { err, platform, channel },
        unreachable
          ? `${platform} did not answer ${what} after the connection of ${channel} ended; the rest was not asked`
          : `${platform} refused ${what} after the connection of ${channel} ended`,
      );
      return undefined;
    }
  };
}
type Attempt = ReturnType<typeof attempts>;

// An access token past its expiry is refused, but its refresh token still gets a new one; revoking
// only the expired token could leave that grant alive at the platform. So such a pair is refreshed
// first, and the new pair is revoked as well as the one taken.
async function refreshedIfExpired(
  t: TakenConnection,
  refresh: (refreshToken: string) => Promise<{ accessToken: string; refreshToken: string | null }>,
  attempt: Attempt,
) {
  const expires = t.tokenExpiresAt?.getTime() ?? 0;
  if (expires - 60_000 > Date.now() || !t.refreshToken) return null;
  const refreshToken = t.refreshToken;
  return (await attempt('the token refresh', () => refresh(refreshToken))) ?? null;
}

/** Every token to revoke with its kind, each once, access tokens first. */
function tokensToRevoke(
  taken: TakenConnection,
  fresh: { accessToken: string; refreshToken: string | null } | null,
): [string, KickTokenKind][] {
  const out = new Map<string, KickTokenKind>();
  for (const pair of [fresh, taken]) if (pair) out.set(pair.accessToken, 'access_token');
  for (const pair of [fresh, taken]) if (pair?.refreshToken) out.set(pair.refreshToken, 'refresh_token');
  return [...out];
}

function notConfigured(log: Log, platform: 'Twitch' | 'Kick', channel: string) {
  log.warn(
    { platform, channel },
    `${platform} is not configured: the subscriptions and tokens of ${channel} were left at ${platform}`,
  );
}

// Twitch: the subscriptions are the app's (removed with the app token, whatever became of the
// user's tokens), then the user's tokens are revoked.
async function endAtTwitch(api: TwitchApi | null, t: TakenConnection, log: Log) {
  if (!api) return notConfigured(log, 'Twitch', t.name);
  const attempt = attempts('Twitch', t.name, log);
  for (const id of t.subscriptionIds)
    await attempt('a subscription removal', () => api.deleteSubscription(id));
  const fresh = await refreshedIfExpired(t, (r) => api.refreshTokens(r), attempt);
  for (const [token] of tokensToRevoke(t, fresh))
    await attempt('a token revocation', () => api.revokeToken(token));
}

// Kick: the subscriptions were made with the user's token and are removed with it, so that comes
// first; then the tokens are revoked, each named by its kind as Kick asks.
async function endAtKick(api: KickApi | null, k: TakenConnection, log: Log) {
  if (!api) return notConfigured(log, 'Kick', k.name);
  const attempt = attempts('Kick', k.name, log);
  const fresh = await refreshedIfExpired(k, (r) => api.refreshTokens(r), attempt);
  const accessToken = fresh?.accessToken ?? k.accessToken;
  if (k.subscriptionIds.length > 0)
    await attempt('the subscription removal', () => api.unsubscribe(accessToken, k.subscriptionIds));
  for (const [token, kind] of tokensToRevoke(k, fresh))
    await attempt('a token revocation', () => api.revokeToken(token, kind));
}

// Kept per configuration, so Twitch's app token is fetched once, not for every reset.
const apisByConfig = new WeakMap<Config, PlatformApis>();

/**
 * The clients `revokeAtPlatforms` talks through, built from the app's configuration as the connect
 * routes build theirs; null for a platform without a client id and secret (nothing to revoke with).
 */
export function platformApis(app: Pick<FastifyInstance, 'config' | 'tokenSeal'>): PlatformApis {
  const c = app.config;
  let apis = apisByConfig.get(c);
  if (!apis || apis.seal !== app.tokenSeal) {
    apis = {
      twitch: c.TWITCH_CLIENT_ID && c.TWITCH_CLIENT_SECRET ? createTwitchApi(c) : null,
      kick: c.KICK_CLIENT_ID && c.KICK_CLIENT_SECRET ? createKickApi(c) : null,
      seal: app.tokenSeal,
    };
    apisByConfig.set(c, apis);
  }
  return apis;
}

export interface RevokeLaterDeps {
  platforms: PlatformApis;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
}

/**
 * After the commit, off the request path: a platform may take several calls of up to 10 s each,
 * and the credential already ended here when its row went. Drained on close like other tasks.
 */
export function revokeAtPlatformsLater(deps: RevokeLaterDeps, taken: TakenConnections): void {
  // Stryker disable next-line ConditionalExpression: revokeAtPlatforms makes no call for a user without connections either; this only saves a task
  if (!taken.twitch && !taken.kick) return;
  // Stryker disable next-line StringLiteral: the label only names the task in the log line of a failure
  deps.background.run('platform token revocation', () => revokeAtPlatforms(deps.platforms, taken, deps.log));
}

/** The app's own clients, task queue and log, for revokeAtPlatformsLater. */
export const revokeDeps = (app: FastifyInstance): RevokeLaterDeps => ({
  platforms: platformApis(app),
  background: app.background,
  log: app.log,
});
