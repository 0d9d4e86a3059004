import { createFormDefaults } from '@core/counter/settings-defaults';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counters, users } from '../db/schema';
import { countQueries } from '../test/count-queries';
import { createTestApp, signUp, type TestApp } from '../test/test-app';

// The counter routes' own answers (routes.ts, counter-service.ts, counter-queries.ts): the shapes,
// messages and headers a caller sees; counters.test.ts holds the rules behind them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const body = (over: Record<string, unknown> = {}, name = 'Launch') => ({
  name,
  settings: { ...createFormDefaults(new Date(), 'Europe/Berlin'), ...over },
});

async function premiumUser() {
  const u = await signUp(t);
  await t.app.db
    .update(users)
    .set({ subscriptionStatus: 'active', premiumSource: 'admin' })
    .where(eq(users.email, u.email));
  return u;
}

const create = async (cookie: string, over: Record<string, unknown> = {}, name?: string) =>
  t.request({ method: 'POST', url: '/api/counters', cookie, payload: body(over, name) });

const rowOf = async (id: string) => (await t.app.db.select().from(counters).where(eq(counters.id, id)))[0]!;

describe('owner routes', () => {
  it('answers a created counter in full, with ISO dates from its row', async () => {
    const u = await signUp(t);
    const res = await create(u.cookie, { title: 'Hello' }, 'Mine');
    expect(res.statusCode).toBe(201);
    const row = await rowOf(res.json().id);
    expect(res.json()).toEqual({
      id: row.id,
      name: 'Mine',
      settings: row.settings,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
    const got = await t.request({ method: 'GET', url: `/api/counters/${row.id}`, cookie: u.cookie });
    expect(got.json()).toEqual(res.json());
    const list = await t.request({ method: 'GET', url: '/api/counters', cookie: u.cookie });
    expect(list.json()).toEqual([
      {
        id: row.id,
        name: 'Mine',
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        synced: false,
        followsLiveCounts: false,
        kind: 'number',
        endsAt: null,
        goal: row.settings.endNumber,
      },
    ]);
  });

  it('lists a synced counter as synced, newest first with the id breaking ties', async () => {
    const p = await premiumUser();
    const a = (await create(p.cookie, {}, 'A')).json().id;
    const b = (await create(p.cookie, {}, 'B')).json().id;
    const at = new Date('2026-01-01T00:00:00Z');
    await t.app.db.update(counters).set({ createdAt: at }).where(eq(counters.userId, p.user.id));
    await t.app.db
      .update(counters)
      .set({ settings: { ...(await rowOf(a)).settings, synced: true } })
      .where(eq(counters.id, a));
    const list = (await t.request({ method: 'GET', url: '/api/counters', cookie: p.cookie })).json();
    expect(list.map((c: { id: string }) => c.id)).toEqual([a, b].sort().reverse());
    expect(list.find((c: { id: string }) => c.id === a).synced).toBe(true);
    expect(list.find((c: { id: string }) => c.id === b).synced).toBe(false);
  });

  it('moves updatedAt forward on every save, and answers the saved row', async () => {
    const u = await signUp(t);
    const id = (await create(u.cookie)).json().id;
    const future = new Date(Date.now() + 60_000); // a clock ahead: the next save still moves on
    await t.app.db.update(counters).set({ updatedAt: future }).where(eq(counters.id, id));
    const put = await t.request({
      method: 'PUT',
      url: `/api/counters/${id}`,
      cookie: u.cookie,
      payload: body({ title: 'Later' }, 'Renamed'),
    });
    expect(put.statusCode).toBe(200);
    const row = await rowOf(id);
    expect(row.updatedAt.getTime()).toBe(future.getTime() + 1);
    expect(put.json()).toEqual({
      id,
      name: 'Renamed',
      settings: row.settings,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
    expect(row.settings.title).toBe('Later');
  });

  it('says "Counter deleted" and leaves other users’ counters alone', async () => {
    const u = await signUp(t);
    const other = await signUp(t);
    const id = (await create(u.cookie)).json().id;
    const theirs = (await create(other.cookie)).json().id;
    const del = await t.request({ method: 'DELETE', url: `/api/counters/${id}`, cookie: u.cookie });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Counter deleted' });
    const again = await t.request({ method: 'DELETE', url: `/api/counters/${id}`, cookie: u.cookie });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Counter not found');
    const notMine = await t.request({ method: 'DELETE', url: `/api/counters/${theirs}`, cookie: u.cookie });
    expect(notMine.statusCode).toBe(404);
    expect(await rowOf(theirs)).toBeDefined();
  });

  it('answers a malformed id 404 "Counter not found" without asking the database', async () => {
    const u = await signUp(t);
    const queries = countQueries(t.app, /"counters"/);
    try {
      for (const [method, url] of [
        ['GET', '/api/counters/bad'],
        ['PUT', '/api/counters/bad'],
        ['DELETE', '/api/counters/bad'],
        ['GET', '/api/counters/bad/embed-code'],
        ['GET', '/api/counters/bad/view'],
      ] as const) {
        const res = await t.request({
          method,
          url,
          cookie: u.cookie,
          ...(method === 'PUT' ? { payload: body() } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().message, `${method} ${url}`).toBe('Counter not found');
      }
      expect(queries.count()).toBe(0);
    } finally {
      queries.stop();
    }
  });

  it('answers an unknown well-formed id "Counter not found" on every owner route', async () => {
    const u = await signUp(t);
    for (const [method, url] of [
      ['GET', '/api/counters/abcdefghijkl'],
      ['PUT', '/api/counters/abcdefghijkl'],
      ['DELETE', '/api/counters/abcdefghijkl'],
      ['GET', '/api/counters/abcdefghijkl/embed-code'],
      ['GET', '/api/counters/abcdefghijkl/view'],
    ] as const) {
      const res = await t.request({
        method,
        url,
        cookie: u.cookie,
        ...(method === 'PUT' ? { payload: body() } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message, `${method} ${url}`).toBe('Counter not found');
    }
  });

  it('names the Premium field it refuses, on create and on update', async () => {
    const u = await signUp(t);
    const res = await create(u.cookie, { backgroundType: 'gradient' });
    expect(res.statusCode).toBe(403);
    const message = res.json().message;
    expect(res.json().errors).toEqual({ 'settings.backgroundType': [message] });
    const id = (await create(u.cookie)).json().id;
    const put = await t.request({
      method: 'PUT',
      url: `/api/counters/${id}`,
      cookie: u.cookie,
      payload: body({ backgroundType: 'gradient' }),
    });
    expect(put.json()).toEqual(res.json());
  });

  it('names the field of a submit rule it refuses, on update too', async () => {
    const u = await signUp(t);
    const id = (await create(u.cookie)).json().id;
    const before = await rowOf(id);
    const put = await t.request({
      method: 'PUT',
      url: `/api/counters/${id}`,
      cookie: u.cookie,
      payload: body({ countdownType: 'number', startNumber: 5, endNumber: 5 }),
    });
    expect(put.statusCode).toBe(400);
    const message = 'Invalid Configuration: Start and end numbers cannot be the same.';
    expect(put.json().message).toBe(message);
    expect(put.json().errors).toEqual({ 'settings.endNumber': [message] });
    expect(await rowOf(id)).toEqual(before);
  });

  it('gives a Premium owner the e-mail snippet without a watermark', async () => {
    const p = await premiumUser();
    const id = (await create(p.cookie)).json().id;
    const res = await t.request({ method: 'GET', url: `/api/counters/${id}/embed-code`, cookie: p.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().email.imageUrl).toContain(id);
    expect(res.json().email.html).toContain(res.json().email.imageUrl.replace(/&/g, '&amp;'));
  });
});

describe('public view', () => {
  it('answers with its own security headers, JSON type and revalidating cache header', async () => {
    const u = await signUp(t);
    const id = (await create(u.cookie)).json().id;
    const res = await t.request({ method: 'GET', url: `/api/counters/${id}/view` });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'cross-origin',
      'cache-control': 'public, max-age=5, must-revalidate',
      'content-type': 'application/json; charset=utf-8',
    });
  });

  it('carries the design version of the last save and the Premium owner’s plan', async () => {
    const p = await premiumUser();
    const id = (await create(p.cookie)).json().id;
    const res = await t.request({ method: 'GET', url: `/api/counters/${id}/view` });
    const row = await rowOf(id);
    expect(res.json()).toEqual({
      settings: row.settings,
      user: { subscriptionStatus: 'active' },
      designVersion: row.updatedAt.getTime(),
    });
  });

  it('reads again for a ?v= hint newer than the kept design', async () => {
    const u = await signUp(t);
    const id = (await create(u.cookie, { title: 'Old' })).json().id;
    expect((await t.request({ method: 'GET', url: `/api/counters/${id}/view` })).json().settings.title).toBe(
      'Old',
    );
    // Edited through another instance: this one's cache was not told.
    const row = await rowOf(id);
    const edited = new Date(row.updatedAt.getTime() + 1);
    await t.app.db
      .update(counters)
      .set({ settings: { ...row.settings, title: 'New' }, updatedAt: edited })
      .where(eq(counters.id, id));
    expect((await t.request({ method: 'GET', url: `/api/counters/${id}/view` })).json().settings.title).toBe(
      'Old',
    );
    const hinted = await t.request({ method: 'GET', url: `/api/counters/${id}/view?v=${edited.getTime()}` });
    expect(hinted.json().settings.title).toBe('New');
    expect(hinted.json().designVersion).toBe(edited.getTime());
  });
});
