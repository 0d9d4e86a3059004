import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_TTL_MS } from '../../auth/auth-links';
import { SESSION_TTL_MS } from '../../auth/session-queries';
import { hashToken } from '../../auth/tokens';
import { createBillingTestApp, PADDLE_ENV } from '../../billing/testing/test-support';
import { authLinks, sessions } from '../../db/schema';
import { findResetLink } from '../smtp-sink';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../test-app';
import { type Actors, freshResetToken, setUpActors } from './actors';
import { diffSnapshots, snapshotDatabase } from './db-snapshot';
import { handlerActor, MATRIX } from './matrix-rows';
import { apiRoutes, collectRoutes, type RouteKey, routeId } from './route-catalog';
import { SECRET_SENTINELS } from './secret-scan';
import { headerProblems } from './security-checks';

// Extends server/auth/auth.test.ts (login cookie flags, new session per login, single-use and
// expired reset tokens, per-account login throttle) and server/plugins/security-headers.test.ts.

let t: TestApp;
let actors: Actors;
let registered: RouteKey[];
beforeAll(async () => {
  const { built, routes } = await collectRoutes(() =>
    createBillingTestApp({ ...PADDLE_ENV, ...SECRET_SENTINELS }),
  );
  t = built.t;
  registered = apiRoutes(routes);
  actors = await setUpActors(t);
});
afterAll(async () => {
  await t?.close();
});

const cookieOf = (res: { cookies: { name: string }[] }) =>
  res.cookies.find((c) => c.name === 'cs_session') as
    | { value: string; secure?: boolean; httpOnly?: boolean; sameSite?: string; path?: string }
    | undefined;

describe('session cookie', () => {
  it('is Secure, HttpOnly, SameSite=Lax when APP_URL is https, and HSTS is sent', async () => {
    const secure = await createTestApp({ APP_URL: 'https://countstream.example' });
    try {
      const res = await secure.request({
        method: 'POST',
        url: '/api/register',
        headers: { origin: 'https://countstream.example' },
        payload: { email: 'secure@example.com', password: 'secret-1' },
      });
      expect(res.statusCode).toBe(201);
      expect(cookieOf(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(String(res.headers['strict-transport-security'])).toMatch(/max-age=\d{7,}/);
      const out = await secure.request({
        method: 'POST',
        url: '/api/logout',
        headers: { origin: 'https://countstream.example' },
        cookie: sessionCookieOf(res),
      });
      expect(cookieOf(out)).toMatchObject({ value: '', secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await secure.close();
    }
  });

  it('is not Secure on plain http (local use), but still HttpOnly and Lax', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'plain@example.com', password: 'secret-1' },
    });
    expect(cookieOf(res)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookieOf(res)?.secure).toBeFalsy();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('sessions', () => {
  it('are stored only as a hash of the token', async () => {
    const { cookie } = await signUp(t);
    const token = cookie.replace('cs_session=', '');
    expect(await t.app.db.select().from(sessions).where(eq(sessions.id, token))).toHaveLength(0);
    expect(
      await t.app.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(token))),
    ).toHaveLength(1);
  });

  it('never adopt a token the browser brought: sign-in and sign-up issue a new one', async () => {
    const planted = 'cs_session=attacker-chosen-token-0123456789';
    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      cookie: planted,
      payload: { email: actors.other.email, password: actors.other.password },
    });
    expect(sessionCookieOf(login)).not.toBe(planted);
    const { cookie } = await signUp(t);
    const again = await t.request({
      method: 'POST',
      url: '/api/register',
      cookie,
      payload: { email: `second-${Date.now()}@example.com`, password: 'secret-1' },
    });
    expect(again.statusCode).toBe(201);
    expect(sessionCookieOf(again)).not.toBe(cookie);
    expect((await t.request({ method: 'GET', url: '/api/user', cookie })).statusCode).toBe(401);
  });

  it('expire on the server, whatever the cookie says', async () => {
    const { cookie } = await signUp(t);
    const id = hashToken(cookie.replace('cs_session=', ''));
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id));
    const res = await t.request({ method: 'GET', url: '/api/user', cookie });
    expect(res.statusCode).toBe(401);
    expect(cookieOf(res)).toBeUndefined();
  });

  it('slide: a session used after a day is renewed for the full lifetime', async () => {
    const { cookie } = await signUp(t);
    const id = hashToken(cookie.replace('cs_session=', ''));
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + SESSION_TTL_MS / 2) })
      .where(eq(sessions.id, id));
    const res = await t.request({ method: 'GET', url: '/api/user', cookie });
    expect(res.statusCode).toBe(200);
    expect(`cs_session=${cookieOf(res)?.value}`).toBe(cookie);
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
  });
});

describe('password reset tokens', () => {
  it('are stored hashed and expire 30 minutes after the request', async () => {
    const { email } = await signUp(t);
    await t.request({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    const mail = await t.smtp.waitFor(email, { subject: 'Reset' });
    const token = new URL(findResetLink(mail)).searchParams.get('token')!;
    expect(await t.app.db.select().from(authLinks).where(eq(authLinks.tokenHash, token))).toHaveLength(0);
    const [row] = await t.app.db
      .select()
      .from(authLinks)
      .where(eq(authLinks.tokenHash, hashToken(token)));
    expect(LINK_TTL_MS.reset).toBe(30 * 60 * 1000);
    expect(Math.abs(row!.expiresAt.getTime() - Date.now() - LINK_TTL_MS.reset)).toBeLessThan(60_000);
  });

  it('work once even when used twice at the same moment', async () => {
    const token = await freshResetToken(t);
    const use = () =>
      t.request({
        method: 'POST',
        url: '/api/reset-password',
        payload: { token, password: 'raced-password' },
      });
    const statuses = (await Promise.all([use(), use(), use()])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400]);
  });
});

describe('Origin check on every state-changing route', () => {
  const EXEMPT = [
    'POST /api/paddle/webhook', // signed by Paddle, not sent by browsers
    // Bearer-key API and secret webhook URLs: no cookie is a credential there (origin-check.ts).
    'POST /api/v1/counters/:id/value',
    'POST /api/v1/counters/:id/increment',
    'POST /api/v1/counters/:id/add-time',
    'POST /api/v1/counters/:id/control',
    'POST /api/hooks/:token/increment',
    'POST /api/v1/counters/:id/events',
    'POST /api/v1/counters/:id/multiplier',
    'POST /api/v1/counters/:id/webhooks',
    'DELETE /api/v1/counters/:id/webhooks/:webhookId',
    'POST /api/v1/counters/:id/webhooks/:webhookId/test',
    'POST /api/integrations/twitch/eventsub', // signed by Twitch, not sent by browsers
    'POST /api/integrations/kick/webhook', // signed by Kick, not sent by browsers
  ];
  const stateChanging = () => registered.filter((r) => r.method !== 'GET' && !EXEMPT.includes(routeId(r)));

  it('knows how to call every state-changing route (each has a matrix row)', () => {
    const rows = new Set(MATRIX.map(routeId));
    expect(
      stateChanging()
        .filter((r) => !rows.has(routeId(r)))
        .map(routeId),
    ).toEqual([]);
  });

  it.each(
    MATRIX.filter((r) => r.method !== 'GET' && !EXEMPT.includes(routeId(r))).map(
      (r) => [routeId(r), r] as const,
    ),
  )('%s refuses a missing or foreign Origin and writes nothing', async (_name, row) => {
    // The actor whose call reaches the handler, so only the Origin can be the reason it does not.
    const actor = handlerActor(row)!;
    const account = actor === 'visitor' ? null : actors[actor];
    const req = await row.build({ t, actor, account, actors });
    const cookie = req.cookie ?? account?.cookie;
    const send = (origin: string | undefined) =>
      t.app.inject({
        method: row.method as 'POST',
        url: req.url ?? row.url,
        payload: req.payload as object,
        headers: { ...req.headers, ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
      });
    // Mail work queued by an earlier test (forgot-password, sign-in links) is not this call's doing.
    await t.app.background.idle();
    const before = await snapshotDatabase(t.app.db);
    for (const origin of [undefined, 'https://evil.example', 'null', `${t.config.appUrl}.evil.example`]) {
      const res = await send(origin);
      expect(res.statusCode, `Origin ${origin}`).toBe(403);
      expect(res.json().message).toMatch(/Origin/);
    }
    expect(diffSnapshots(before, await snapshotDatabase(t.app.db))).toEqual([]);
    // The same call from our own origin goes through: the refusals were the Origin's doing.
    const ok = await send(t.config.appUrl);
    expect(ok.statusCode).toBe(row.expected[actor]);
    await req.cleanup?.(ok.json());
  });
});

describe('security headers on every route', () => {
  it.each(MATRIX.map((r) => [routeId(r), r] as const))(
    '%s, for a visitor and an admin',
    async (_name, row) => {
      for (const actor of ['visitor', 'admin'] as const) {
        const account = actor === 'visitor' ? null : actors[actor];
        const req = await row.build({ t, actor, account, actors });
        const url = req.url ?? row.url;
        const res = await t.request({
          method: row.method as 'GET',
          url,
          payload: req.payload as object,
          headers: req.headers,
          cookie: req.cookie ?? account?.cookie,
        });
        await req.cleanup?.(res.statusCode === 302 ? null : res.json());
        expect(headerProblems(url, res), `${row.method} ${url} as ${actor} (${res.statusCode})`).toEqual([]);
      }
    },
  );

  it.each([
    ['GET', '/'],
    ['GET', '/admin'],
    ['GET', '/counter/abcdefghijkl'],
    ['GET', '/embed/abcdefghijkl?transparent=1'],
    ['GET', '/api/does-not-exist'],
    ['POST', '/api/login'], // 400: no body
    ['GET', '/assets/missing.js'],
  ])('%s %s', async (method, url) => {
    const res = await t.request({ method: method as 'GET', url });
    expect(headerProblems(url, res)).toEqual([]);
  });
});
