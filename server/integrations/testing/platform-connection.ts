import type { KickStatus } from '@core/api/kick';
import type { ThreadsStatus } from '@core/api/threads';
import type { TikTokStatus } from '@core/api/tiktok';
import type { TwitchStatus } from '@core/api/twitch';
import type { ConnectPlatform } from '@core/live-sources/platforms';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../../db/client';
import { type PlatformConnectionRow, platformConnections } from '../../db/schema';
import { premiumUser } from '../../live/testing/live-test-support';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { findConnection, openTokens } from '../connection-queries';

// The set-up the Twitch and Kick tests share: one app for the file, configured to talk over HTTP to
// the platform's loopback stand-in (twitch/testing, kick/testing), both closed after it; and the
// connect flow's hops (our redirect → the platform's authorize page → our callback), followed by
// hand as the browser would.

export interface PlatformStandIn {
  start(): Promise<unknown>;
  close(): Promise<void>;
  /** The app's configuration for talking to this stand-in. */
  appConfig(): Record<string, string>;
}

export type Platform = ConnectPlatform;

/** The page a connect in these tests starts from, and goes back to. */
export const RETURN_TO = '/counter/abc123/control';

/** A path with its query, as the next request of the browser would ask for it. */
export const pathOf = (location: string) => {
  const u = new URL(location, TEST_ORIGIN);
  return `${u.pathname}${u.search}`;
};
/** The query of the page a callback went back to (?kick=connected, ?twitchError=…). */
export const resultOf = (location: string) => new URL(location, TEST_ORIGIN).searchParams;

export interface PlatformFlow {
  /** Our connect redirect, then the authorize page: the authorize URL and the callback the browser would open. */
  startConnect(cookie: string, returnTo?: string): Promise<{ authorize: URL; callback: string }>;
  callback(url: string, cookie: string): ReturnType<TestApp['request']>;
  /** GET /api/integrations/<platform> as this user: its JSON body. */
  status(cookie: string): Promise<TwitchStatus & KickStatus & TikTokStatus & ThreadsStatus>;
  disconnect(cookie: string): ReturnType<TestApp['request']>;
  /** This user's connect, through to our callback going back with `?<platform>=connected`. */
  connect(cookie: string): Promise<void>;
  /** A Premium user whose connect went through (the stand-in's current account). */
  connected(): Promise<Awaited<ReturnType<typeof premiumUser>>>;
}

export interface PlatformConnection extends PlatformFlow {
  /** The file's app; filled in beforeAll. */
  t: TestApp;
}

/** The connect flow's hops against an app (one that may talk to more than one platform). */
export function platformFlow(platform: Platform, app: () => TestApp): PlatformFlow {
  const base = `/api/integrations/${platform}`;
  const flow: PlatformFlow = {
    async startConnect(cookie, returnTo = RETURN_TO) {
      const res = await app().request({
        method: 'GET',
        url: `${base}/connect?returnTo=${encodeURIComponent(returnTo)}`,
        cookie,
      });
      expect(res.statusCode).toBe(302);
      const authorize = new URL(res.headers.location as string);
      const back = await fetch(authorize, { redirect: 'manual' });
      expect(back.status).toBe(302);
      return { authorize, callback: pathOf(back.headers.get('location')!) };
    },
    callback: (url, cookie) => app().request({ method: 'GET', url, cookie }),
    status: async (cookie) => (await app().request({ method: 'GET', url: base, cookie })).json(),
    disconnect: (cookie) => app().request({ method: 'DELETE', url: base, cookie }),
    async connect(cookie) {
      const { callback } = await flow.startConnect(cookie);
      const res = await flow.callback(callback, cookie);
      expect(res.statusCode).toBe(302);
      expect(resultOf(res.headers.location as string).get(platform)).toBe('connected');
    },
    async connected() {
      const p = await premiumUser(app());
      await flow.connect(p.cookie);
      return p;
    },
  };
  return flow;
}

/**
 * One app for the file, talking to this platform's stand-in. `env` adds configuration; as a
 * function it is read once the stand-in has started (another stand-in's URLs, started before).
 */
export function setUpPlatformConnection(
  platform: Platform,
  standIn: PlatformStandIn,
  env: Record<string, string> | (() => Record<string, string>) = {},
): PlatformConnection {
  const suite: PlatformConnection = {
    t: undefined as unknown as TestApp,
    ...platformFlow(platform, () => suite.t),
  };
  beforeAll(async () => {
    await standIn.start();
    suite.t = await createTestApp({ ...standIn.appConfig(), ...(typeof env === 'function' ? env() : env) });
  });
  afterAll(async () => {
    await suite.t?.close();
    await standIn.close();
  });
  return suite;
}

/** Sets columns of a user's stored connection directly (an expired token, another prefix). */
export async function setConnection(
  db: Database,
  platform: Platform,
  userId: string,
  set: Partial<Omit<PlatformConnectionRow, 'userId' | 'platform'>>,
): Promise<void> {
  await db
    .update(platformConnections)
    .set(set)
    .where(and(eq(platformConnections.userId, userId), eq(platformConnections.platform, platform)));
}

/** A user's stored connection with its tokens opened, as the calls to the platform use them. */
export async function openedConnection(
  app: Pick<TestApp['app'], 'db' | 'tokenSeal'>,
  platform: Platform,
  userId: string,
): Promise<PlatformConnectionRow | undefined> {
  const row = await findConnection(app.db, platform, userId);
  return row && { ...row, ...openTokens(app.tokenSeal, row) };
}
