import { CONNECT_PLATFORMS, type ConnectPlatform } from '@core/live-sources/platforms';
import type { FastifyInstance } from 'fastify';
import { listConnectedConnections } from './connection-queries';
import { callWithCreatorToken, ReauthNeededError } from './creator-tokens';
import { CREATOR_TOKEN_CHECKS, type CreatorTokenCheck } from './integration-registry';

// Every connected creator's token, tried once an hour (and a minute after start) with the cheapest
// call its platform has. Twitch requires it of apps that keep user tokens; for every platform it
// is how a revocation is found while nothing else calls with the token: one refresh, then
// `needs_reauth` and one e-mail (creator-tokens.ts). A platform that does not answer is tried
// again at the next round; it changes nothing.

export const CHECK_INTERVAL_MS = 60 * 60_000;
const FIRST_CHECK_MS = 60_000;

export interface CheckResult {
  ok: number;
  needsReauth: number;
  failed: number;
}

/** One round over every connected account; what it found, for the log and the tests. */
export async function checkCreatorConnections(
  app: FastifyInstance,
  checks: Record<ConnectPlatform, CreatorTokenCheck> = createChecks(app),
): Promise<CheckResult> {
  const result: CheckResult = { ok: 0, needsReauth: 0, failed: 0 };
  for (const connection of await listConnectedConnections(app.db)) {
    const { tokens, check } = checks[connection.platform];
    try {
      await callWithCreatorToken(app, tokens, connection, check);
      result.ok++;
    } catch (err) {
      if (err instanceof ReauthNeededError) result.needsReauth++;
      else {
        result.failed++;
        // The platform's message names the call and its status, never a token.
        app.log.warn(
          { platform: connection.platform, userId: connection.userId, err: (err as Error).message },
          'connection check failed',
        );
      }
    }
  }
  return result;
}

function createChecks(app: FastifyInstance) {
  const entries = CONNECT_PLATFORMS.map((p) => [p, CREATOR_TOKEN_CHECKS[p](app.config)] as const);
  return Object.fromEntries(entries) as Record<ConnectPlatform, CreatorTokenCheck>;
}

/** Runs the rounds in the background while the app runs. */
export function scheduleConnectionChecks(app: FastifyInstance) {
  let running = false;
  const round = () => {
    if (running) return;
    running = true;
    app.background.run('connection check', async () => {
      try {
        await checkCreatorConnections(app);
      } finally {
        running = false;
      }
    });
  };
  const first = setTimeout(round, FIRST_CHECK_MS);
  const timer = setInterval(round, CHECK_INTERVAL_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
