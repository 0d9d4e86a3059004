import { CONNECT_PLATFORM_NAMES, type ConnectPlatform } from '@core/live-sources/platforms';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { platformConnections } from '../db/schema';
import type { BackgroundTasks } from '../plugins/background-tasks';
import {
  type Attempt,
  CONNECTION_ENDERS,
  type ConnectionEnder,
  type OpenedConnection,
} from './connection-enders';
import type { TokenSeal } from './token-seal';

// Ending a user's platform connections for good: a password reset and an account deletion end
// every credential that outlives the password, and a platform token is one. Two steps, because
// one of them must hold and the other cannot be promised. The rows go inside the caller's
// transaction: from its commit on, no incoming event reaches a counter of theirs and we hold no
// token of theirs. Only after the commit are the platforms asked, best effort, to drop the event
// subscriptions and revoke the tokens (each platform's calls: connection-enders.ts), so a platform
// that is down neither blocks nor undoes the reset; what it missed is logged.

/**
 * What ending a connection at its platform needs, and the account's name for the user's mail. The
 * tokens are as stored, sealed: they are opened only for the calls that revoke them.
 */
export interface TakenConnection extends OpenedConnection {
  platform: ConnectPlatform;
}
/** The connections a user had, one per platform they had connected. */
export type TakenConnections = TakenConnection[];
/** Each platform's ender (null for a platform this installation is not configured for), and the seal that opens the tokens. */
export interface PlatformApis {
  enders: Record<ConnectPlatform, ConnectionEnder | null>;
  seal: TokenSeal;
}
type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * Deletes the user's platform connections; `db` is the caller's transaction. Answers what
 * `revokeAtPlatforms` needs once it has committed.
 */
export async function takeUserConnections(db: Database, userId: string): Promise<TakenConnections> {
  // DELETE … RETURNING: the tokens as they are when the row goes, even if a refresh just replaced them.
  return db.delete(platformConnections).where(eq(platformConnections.userId, userId)).returning({
    platform: platformConnections.platform,
    name: platformConnections.name,
    accessToken: platformConnections.accessToken,
    refreshToken: platformConnections.refreshToken,
    tokenExpiresAt: platformConnections.tokenExpiresAt,
    subscriptionIds: platformConnections.subscriptionIds,
  });
}

const silent: Log = { warn: () => undefined };

/**
 * After the commit: removes the subscriptions and revokes the tokens at each platform. Best effort
 * and never throws: a refusal or a platform that does not answer is logged. Runs the platforms
 * side by side; it can take a while when one is slow, so run it off the request (`app.background`).
 */
export async function revokeAtPlatforms(
  apis: PlatformApis,
  taken: TakenConnections,
  log: Log = silent,
): Promise<void> {
  // Opened inside each platform's promise: a token no key opens is logged like any failure there.
  const opened = (t: TakenConnection): OpenedConnection => ({
    ...t,
    accessToken: apis.seal.open(t.accessToken),
    refreshToken: t.refreshToken === null ? null : apis.seal.open(t.refreshToken),
  });
  const ending = taken.map((t) =>
    Promise.resolve().then(() => {
      const name = CONNECT_PLATFORM_NAMES[t.platform];
      const ender = apis.enders[t.platform];
      if (!ender) return notConfigured(log, name, t.name);
      return ender.end(opened(t), attempts(name, t.name, log));
    }),
  );
  // Every platform call is already caught; this is for a mistake of ours, which must not throw either.
  for (const r of await Promise.allSettled(ending))
    if (r.status === 'rejected') log.warn({ err: r.reason }, 'ending a connection at its platform failed');
}

// One platform's calls in order, each best effort: a refusal is logged and the next call is still
// made. Once the platform has not answered at all (every platform client's error says so with a
// null status), the rest are skipped: each would only wait out its own timeout.
function attempts(platform: string, channel: string, log: Log): Attempt {
  let unreachable = false;
  return async function attempt<T>(what: string, call: () => Promise<T>): Promise<T | undefined> {
    if (unreachable) return undefined;
    try {
      return await call();
    } catch (err) {
      unreachable = (err as { status?: unknown } | null)?.status === null;
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

function notConfigured(log: Log, platform: string, channel: string) {
  log.warn(
    { platform, channel },
    `${platform} is not configured: the subscriptions and tokens of ${channel} were left at ${platform}`,
  );
}

// Kept per configuration, so Twitch's app token is fetched once, not for every reset.
const apisByConfig = new WeakMap<Config, PlatformApis>();

/**
 * The enders `revokeAtPlatforms` talks through, built from the app's configuration as the connect
 * routes build their clients; null for a platform without a client id and secret (nothing to revoke with).
 */
export function platformApis(app: Pick<FastifyInstance, 'config' | 'tokenSeal'>): PlatformApis {
  const c = app.config;
  let apis = apisByConfig.get(c);
  if (!apis || apis.seal !== app.tokenSeal) {
    const enders = Object.fromEntries(
      Object.entries(CONNECTION_ENDERS).map(([platform, make]) => [platform, make(c)]),
    ) as PlatformApis['enders'];
    apis = { enders, seal: app.tokenSeal };
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
  if (taken.length === 0) return;
  // Stryker disable next-line StringLiteral: the label only names the task in the log line of a failure
  deps.background.run('platform token revocation', () => revokeAtPlatforms(deps.platforms, taken, deps.log));
}

/** The app's own clients, task queue and log, for revokeAtPlatformsLater. */
export const revokeDeps = (app: FastifyInstance): RevokeLaterDeps => ({
  platforms: platformApis(app),
  background: app.background,
  log: app.log,
});
