import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBillingTestApp, PADDLE_ENV } from '../../billing/testing/test-support';
import { EXEMPT_PREFIXES } from '../../plugins/origin-check';
import type { TestApp } from '../test-app';
import { type Actors, setUpActors } from './actors';
import { diffSnapshots, snapshotDatabase } from './db-snapshot';
import { handlerActor, MATRIX, type MatrixRow } from './matrix-rows';
import { apiRoutes, collectRoutes, type RouteKey, routeId } from './route-catalog';
import { SECRET_SENTINELS } from './secret-scan';

// Issue 22, deliverables 3 and 6. Routes come from Fastify's route table; MATRIX (which must cover
// every one of them, authorization-matrix.test.ts) says how to call each successfully.

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

const rowOf = (route: RouteKey) => MATRIX.find((r) => routeId(r) === routeId(route))!;
// The actor for whom the call succeeds, so only the path's spelling or the Origin can refuse it.
async function build(row: MatrixRow, actor = handlerActor(row)!) {
  const account = actor === 'visitor' ? null : actors[actor];
  const req = await row.build({ t, actor, account, actors });
  return { req, actor, url: req.url ?? row.url, cookie: req.cookie ?? account?.cookie };
}

/** Spellings of one path that a rule reading the raw URL would not recognise. */
function pathVariants(url: string): string[] {
  const [path = '', query] = url.split('?');
  const q = query === undefined ? '' : `?${query}`;
  const segments = path.split('/').slice(1); // ['api', 'logout']
  const hex = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
  const encodeFirst = (s: string) => (s ? hex(s[0]!) + s.slice(1) : s);
  const last = segments.length - 1;
  return [
    `/${encodeFirst(segments[0]!)}/${segments.slice(1).join('/')}${q}`, // /%61pi/logout
    `/${segments.slice(0, last).join('/')}/${encodeFirst(segments[last]!)}${q}`, // /api/%6Cogout
    `/${segments.map((s) => s.split('').map(hex).join('')).join('/')}${q}`, // every character encoded
    `/${path}${q}`, // //api/logout
    `${path.replace(/\//g, '//')}${q}`, // //api//logout
    `${path}/${q}`, // trailing slash
    `/${segments.map((s) => s.charAt(0).toUpperCase() + s.slice(1)).join('/')}${q}`, // /Api/Logout
    `${path.toUpperCase()}${q}`, // /API/LOGOUT
    `/api/v1/..${path.slice(4)}${q}`, // dressed as an exempt prefix
    `/api/hooks/%2E%2E${path.slice(4)}${q}`,
  ];
}

describe('every spelling of every state-changing route, from a foreign Origin', () => {
  const exempt = (route: RouteKey) => EXEMPT_PREFIXES.some((p) => route.url.startsWith(p));
  const stateChanging = () => registered.filter((r) => r.method !== 'GET' && !exempt(r));

  it('covers the route table', () => {
    expect(stateChanging().length).toBeGreaterThan(20);
    expect(pathVariants('/api/logout').slice(0, 2)).toEqual(['/%61pi/logout', '/api/%6Cogout']);
  });

  it('is refused, and nothing is written', async () => {
    for (const route of stateChanging()) {
      const row = rowOf(route);
      const { req, actor, url, cookie } = await build(row);
      const send = (target: string, origin: string) =>
        t.app.inject({
          method: row.method as 'POST',
          url: target,
          payload: req.payload as object,
          headers: { ...req.headers, ...(cookie ? { cookie } : {}), origin },
        });
      await t.app.background.idle(); // mail work an earlier call queued is not this call's doing
      const before = await snapshotDatabase(t.app.db);
      for (const variant of pathVariants(url)) {
        const res = await send(variant, 'https://evil.example');
        expect(res.statusCode, `${row.method} ${variant}`).toBe(403);
        expect(res.json().message, `${row.method} ${variant}`).toMatch(/Origin/);
      }
      expect(diffSnapshots(before, await snapshotDatabase(t.app.db)), routeId(route)).toEqual([]);
      // From our own origin the same call goes through: the refusals were the Origin check's.
      const ok = await send(url, t.config.appUrl);
      expect(ok.statusCode, routeId(route)).toBe(row.expected[actor]);
      await req.cleanup?.(ok.json());
    }
    // Two database snapshots per route: the time grows with the route table (27 s alone on a
    // loaded 2-core machine with 40-odd routes), past the file's default of 30 s.
  }, 120_000);
});

describe('Cache-Control on every API route', () => {
  // The only API answer a browser or proxy may keep: the public view (short, with an ETag).
  const CACHEABLE = new Set(['GET /api/counters/:id/view', 'GET /api/logos/:hash']);

  it('is no-store for every answer that depends on the session or carries a secret', async () => {
    const seen: string[] = [];
    for (const route of registered) {
      const row = rowOf(route);
      for (const actor of new Set([handlerActor(row), 'visitor' as const])) {
        const { req, url, cookie } = await build(row, actor);
        const res = await t.request({
          method: row.method as 'GET',
          url,
          payload: req.payload as object,
          headers: req.headers,
          cookie,
        });
        await req.cleanup?.(res.statusCode === 302 ? null : res.json());
        const expected = CACHEABLE.has(routeId(route)) && res.statusCode < 400 ? /^public, / : /^no-store$/;
        expect(String(res.headers['cache-control']), `${routeId(route)} as ${actor}`).toMatch(expected);
        seen.push(routeId(route));
      }
    }
    expect(new Set(seen).size).toBe(registered.length);
  });

  it('keeps the public view cacheable, and refuses to cache it when it is not found', async () => {
    const view = await t.request({ method: 'GET', url: `/api/counters/${actors.free.counterId}/view` });
    expect(view.headers['cache-control']).toBe('public, max-age=5, must-revalidate');
    expect(view.headers.etag).toMatch(/^"/);
    const missing = await t.request({ method: 'GET', url: '/api/counters/AAAAAAAAAAAA/view' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
