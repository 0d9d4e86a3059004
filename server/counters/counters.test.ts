import { createFormDefaults } from '@core/counter/settings-defaults';
import { REDIRECT_PREMIUM_MESSAGE } from '@core/plan/plan-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counters, users } from '../db/schema';
import { createTestApp, signUp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const settings = (over: Record<string, unknown> = {}) => ({
  ...createFormDefaults(new Date(), 'Europe/Berlin'),
  ...over,
});
const body = (over: Record<string, unknown> = {}, name = 'Road to 1M') => ({
  name,
  settings: settings(over),
});
const allCounters = async () => t.app.db.select().from(counters);

async function premiumUser() {
  const u = await signUp(t);
  await t.app.db
    .update(users)
    .set({ subscriptionStatus: 'active', premiumSource: 'admin' })
    .where(eq(users.email, u.email));
  return u;
}

async function create(cookie: string, over: Record<string, unknown> = {}, name?: string) {
  return t.request({ method: 'POST', url: '/api/counters', cookie, payload: body(over, name) });
}

describe('create and list', () => {
  it('creates a counter with a random id and lists own counters newest first', async () => {
    const p = await premiumUser();
    const a = await create(p.cookie, {}, 'First');
    expect(a.statusCode).toBe(201);
    const b = await create(p.cookie, { countdownType: 'datetime' }, 'Second');
    expect(b.statusCode).toBe(201);
    expect(a.json().id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(a.json().id).not.toBe(b.json().id);
    const list = await t.request({ method: 'GET', url: '/api/counters', cookie: p.cookie });
    expect(list.json().map((c: { name: string }) => c.name)).toEqual(['Second', 'First']);
    expect(Object.keys(list.json()[0]).sort()).toEqual([
      'createdAt',
      'endsAt',
      'followsLiveCounts',
      'goal',
      'id',
      'kind',
      'name',
      'synced',
      'updatedAt',
    ]);
    expect(list.json()[0].synced).toBe(false);
    expect(list.json()[0].followsLiveCounts).toBe(false);
  });

  it('lists each counter’s kind, a dated countdown’s end and a number counter’s goal', async () => {
    const p = await premiumUser();
    await create(p.cookie, { endNumber: 5000 }, 'Goal');
    await create(
      p.cookie,
      { countdownType: 'datetime', endDateTime: '2030-01-01T00:00', timeZone: 'UTC' },
      'Launch',
    );
    await create(
      p.cookie,
      { countdownType: 'datetime', timerMode: 'evergreen', evergreenMinutes: 30 },
      'Evergreen',
    );
    const list = (await t.request({ method: 'GET', url: '/api/counters', cookie: p.cookie })).json();
    const by = (name: string) => list.find((c: { name: string }) => c.name === name);
    expect(by('Goal')).toMatchObject({ kind: 'number', goal: 5000, endsAt: null });
    expect(by('Launch')).toMatchObject({ kind: 'countdown', goal: null, endsAt: '2030-01-01T00:00:00.000Z' });
    // A timer that starts again has no end to report.
    expect(by('Evergreen')).toMatchObject({ kind: 'countdown', goal: null, endsAt: null });
    expect(Date.parse(by('Goal').updatedAt)).toBeGreaterThan(0);
  });

  it('never lists or reads another user’s counters', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const id = (await create(a.cookie)).json().id;
    expect((await t.request({ method: 'GET', url: '/api/counters', cookie: b.cookie })).json()).toEqual([]);
    for (const [method, url] of [
      ['GET', `/api/counters/${id}`],
      ['PUT', `/api/counters/${id}`],
      ['DELETE', `/api/counters/${id}`],
      ['GET', `/api/counters/${id}/embed-code`],
    ] as const) {
      const res = await t.request({
        method,
        url,
        cookie: b.cookie,
        ...(method === 'PUT' ? { payload: body() } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await t.app.db.select().from(counters).where(eq(counters.id, id));
    expect(row?.name).toBe('Road to 1M');
  });

  it('answers 401 to visitors on every owner route', async () => {
    for (const [method, url] of [
      ['GET', '/api/counters'],
      ['POST', '/api/counters'],
      ['GET', '/api/counters/abcdefghijkl'],
      ['PUT', '/api/counters/abcdefghijkl'],
      ['DELETE', '/api/counters/abcdefghijkl'],
      ['GET', '/api/counters/abcdefghijkl/embed-code'],
    ] as const) {
      const res = await t.request({
        method,
        url,
        ...(method === 'POST' || method === 'PUT' ? { payload: { junk: true } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toContain('Unauthorized');
    }
  });
});

describe('plan rules', () => {
  it('refuses a Free user’s second counter with the product’s text', async () => {
    const u = await signUp(t);
    expect((await create(u.cookie)).statusCode).toBe(201);
    const before = (await allCounters()).length;
    const res = await create(u.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Upgrade Required: Free users are limited to 1 counter. Upgrade to Premium for unlimited counters.',
    );
    expect((await allCounters()).length).toBe(before);
  });

  it('holds the limit under parallel creates', async () => {
    const u = await signUp(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => create(u.cookie)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: '/api/counters', cookie: u.cookie })).json()).toHaveLength(
      1,
    );
  });

  it('refuses gradient backgrounds from non-Premium users on create and update', async () => {
    const u = await signUp(t);
    const res = await create(u.cookie, { backgroundType: 'gradient' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Gradient backgrounds are a premium feature/);
    const id = (await create(u.cookie)).json().id;
    const put = await t.request({
      method: 'PUT',
      url: `/api/counters/${id}`,
      cookie: u.cookie,
      payload: body({ backgroundType: 'gradient' }),
    });
    expect(put.statusCode).toBe(403);
    const [row] = await t.app.db.select().from(counters).where(eq(counters.id, id));
    expect(row?.settings.backgroundType).toBe('solid');
  });

  it('lets Premium users use gradients and many counters, and get embed codes', async () => {
    const p = await premiumUser();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await create(p.cookie, { backgroundType: 'gradient' })).json().id);
    const res = await t.request({
      method: 'GET',
      url: `/api/counters/${ids[0]}/embed-code`,
      cookie: p.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().embedCode).toContain(`<iframe src="http://localhost:3000/embed/${ids[0]}"`);
    // The OBS browser source: transparent and self-starting, with a size for the default design.
    expect(res.json()).toMatchObject({
      browserSourceUrl: `http://localhost:3000/embed/${ids[0]}?transparent=1&autostart=1`,
      width: 9 * 80 + 160,
      height: 200 + 90 + 50 + 70,
    });
  });

  it('refuses embed codes to Free users with "premium feature"', async () => {
    const u = await signUp(t);
    const id = (await create(u.cookie)).json().id;
    const res = await t.request({ method: 'GET', url: `/api/counters/${id}/embed-code`, cookie: u.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('premium feature');
  });

  // A Free counter's page must not send its visitors to any site (a redirector for phishing links):
  // going to a link at zero is for accountable, paying owners.
  it('refuses the redirect end action from Free users on create and update, and writes nothing', async () => {
    const redirect = { endAction: 'redirect', redirectUrl: 'https://shop.example/drop' };
    const u = await signUp(t);
    const before = (await allCounters()).length;
    const res = await create(u.cookie, redirect);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REDIRECT_PREMIUM_MESSAGE);
    expect(res.json().errors).toEqual({ 'settings.endAction': [REDIRECT_PREMIUM_MESSAGE] });
    expect((await allCounters()).length).toBe(before);
    const id = (await create(u.cookie, { endAction: 'message' })).json().id;
    const put = await t.request({
      method: 'PUT',
      url: `/api/counters/${id}`,
      cookie: u.cookie,
      payload: body(redirect, 'Renamed'),
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe(REDIRECT_PREMIUM_MESSAGE);
    const [row] = await t.app.db.select().from(counters).where(eq(counters.id, id));
    expect(row?.name).toBe('Road to 1M');
    expect(row?.settings).toMatchObject({ endAction: 'message' });
    expect(row?.settings).not.toHaveProperty('redirectUrl');
  });

  it('lets Premium users save the redirect end action on create and update', async () => {
    const redirect = { endAction: 'redirect', redirectUrl: 'https://shop.example/drop' };
    const p = await premiumUser();
    const res = await create(p.cookie, redirect);
    expect(res.statusCode).toBe(201);
    const id = (await create(p.cookie)).json().id;
    const put = await t.request({
      method: 'PUT',
      url: `/api/counters/${id}`,
      cookie: p.cookie,
      payload: body(redirect),
    });
    expect(put.statusCode).toBe(200);
    for (const saved of [res.json().id, id]) {
      const [row] = await t.app.db.select().from(counters).where(eq(counters.id, saved));
      expect(row?.settings).toMatchObject(redirect);
    }
  });

  it('treats lapsed Premium (premiumUntil in the past) as Free', async () => {
    const u = await signUp(t);
    await t.app.db
      .update(users)
      .set({ subscriptionStatus: 'active', premiumSource: 'gift', premiumUntil: new Date(Date.now() - 1000) })
      .where(eq(users.email, u.email));
    expect((await create(u.cookie, { backgroundType: 'gradient' })).statusCode).toBe(403);
    const redirect = { endAction: 'redirect', redirectUrl: 'https://shop.example/drop' };
    expect((await create(u.cookie, redirect)).statusCode).toBe(403);
  });
});

describe('read, update, delete', () => {
  it('reads, updates and deletes an own counter', async () => {
    const u = await signUp(t);
    const id = (await create(u.cookie)).json().id;
    const got = await t.request({ method: 'GET', url: `/api/counters/${id}`, cookie: u.cookie });
    expect(got.json()).toMatchObject({ id, name: 'Road to 1M', settings: { title: 'My Counter' } });
    const put = await t.request({
      method: 'PUT',
      url: `/api/counters/${id}`,
      cookie: u.cookie,
      payload: body({ title: 'Launch' }, 'Renamed'),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Renamed', settings: { title: 'Launch' } });
    const del = await t.request({ method: 'DELETE', url: `/api/counters/${id}`, cookie: u.cookie });
    expect(del.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/api/counters/${id}`, cookie: u.cookie })).statusCode,
    ).toBe(404);
    expect((await create(u.cookie)).statusCode).toBe(201); // the free slot is back
  });
});

describe('bad input writes nothing', () => {
  const cases: Array<[string, unknown]> = [
    ['missing name', { settings: settings() }],
    ['empty name', { name: '  ', settings: settings() }],
    ['huge name', { name: 'x'.repeat(5000), settings: settings() }],
    ['unknown top-level field', { ...body(), owner: 'me' }],
    ['unknown setting', body({ hacked: true })],
    ['colour word', body({ textColor: 'red' })],
    ['short colour', body({ backgroundColor: '#12345' })],
    ['start with more places than Decimals', body({ startNumber: -1.25, decimals: 1 })],
    ['start past the range below zero', body({ startNumber: -2e15 })],
    ['string number', body({ endNumber: '100' })],
    ['fraction', body({ numberIncrement: 1.5 })],
    ['speed too low', body({ speed: 50 })],
    ['speed too high', body({ speed: 9000 })],
    ['bad enum', body({ animationStyle: 'digitRoll' })],
    ['bad time zone', body({ timeZone: 'Mars/Olympus' })],
    ['http avatar', body({ avatarUrl: 'http://example.com/a.png' })],
    ['javascript avatar', body({ avatarUrl: 'javascript:alert(1)' })],
    ['empty title', body({ title: '' })],
    ['huge title', body({ title: 'x'.repeat(10_000) })],
    ['array body', [1, 2, 3]],
    ['null settings', { name: 'x', settings: null }],
    ['proto pollution', JSON.parse('{"name":"x","settings":{"__proto__":{"admin":true}}}')],
    // Issue #17's settings, refused by the server whatever the form allows.
    ['unknown after-zero mode', body({ afterZero: 'loop' })],
    ['evergreen without minutes', body({ timerMode: 'evergreen' })],
    ['evergreen over a year', body({ timerMode: 'evergreen', evergreenMinutes: 525_601 })],
    ['recurring without a rule', body({ timerMode: 'recurring' })],
    [
      'weekly without weekdays',
      body({ timerMode: 'recurring', recurrence: { freq: 'weekly', time: '17:00' } }),
    ],
    ['recurrence at 24:00', body({ timerMode: 'recurring', recurrence: { freq: 'daily', time: '24:00' } })],
    [
      'month day 32',
      body({ timerMode: 'recurring', recurrence: { freq: 'monthly', time: '09:00', monthDay: 32 } }),
    ],
    ['http redirect', body({ endAction: 'redirect', redirectUrl: 'http://example.com' })],
    ['javascript redirect', body({ endAction: 'redirect', redirectUrl: 'javascript:alert(1)' })],
    ['redirect without a link', body({ endAction: 'redirect' })],
    ['unknown sound', body({ sound: 'siren' })],
    ['unknown language', body({ locale: 'xx' })],
    ['warning colour word', body({ warnBelowSeconds: 60, warnColor: 'red' })],
    ['long prefix', body({ prefix: 'x'.repeat(13) })],
    ['three decimals', body({ decimals: 3 })],
  ];
  it.each(cases)('%s → 400 with a message', async (_label, payload) => {
    const p = await premiumUser();
    const before = (await allCounters()).length;
    const res = await t.request({
      method: 'POST',
      url: '/api/counters',
      cookie: p.cookie,
      payload: payload as object,
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(res.json().message.length).toBeGreaterThan(3);
    expect((await allCounters()).length).toBe(before);
  });

  it('names the field in the message', async () => {
    const p = await premiumUser();
    const res = await create(p.cookie, { textColor: 'red' });
    expect(res.json().message).toBe('settings.textColor: Colour must be # followed by 6 hex digits');
    expect(res.json().errors).toEqual({
      'settings.textColor': ['Colour must be # followed by 6 hex digits'],
    });
  });

  it('names the issue-17 field it refuses, and stores the valid ones', async () => {
    const p = await premiumUser();
    const refused = await create(p.cookie, { endAction: 'redirect', redirectUrl: 'http://example.com' });
    expect(refused.json().message).toBe('settings.redirectUrl: Redirect URL must be an https:// link');
    const weekly = await create(p.cookie, {
      timerMode: 'recurring',
      recurrence: { freq: 'weekly', time: '17:00' },
    });
    expect(weekly.json().message).toBe(
      'settings.recurrence.weekdays: A weekly recurrence needs at least one weekday',
    );
    const fine = {
      afterZero: 'count-up',
      timerMode: 'recurring',
      recurrence: { freq: 'weekly', time: '17:00', weekdays: [5] },
      endAction: 'redirect',
      redirectUrl: 'https://example.com/sale',
      sound: 'bell',
      locale: 'de',
      warnBelowSeconds: 300,
      warnColor: '#ff0000',
    };
    const res = await create(p.cookie, fine);
    expect(res.statusCode).toBe(201);
    const stored = await t.request({
      method: 'GET',
      url: `/api/counters/${res.json().id}`,
      cookie: p.cookie,
    });
    expect(stored.json().settings).toMatchObject(fine);
  });

  it('answers 404 to malformed and unknown ids', async () => {
    const u = await signUp(t);
    for (const id of ['x', "1' or '1'='1", '%00', 'a'.repeat(60), 'zzzzzzzzzzzz']) {
      const res = await t.request({
        method: 'GET',
        url: `/api/counters/${encodeURIComponent(id)}/view`,
        cookie: u.cookie,
      });
      expect(res.statusCode, id).toBe(404);
    }
  });
});

describe('public view', () => {
  it('carries the server clock on every answer, HEAD included, read per request (issue #17)', async () => {
    const u = await signUp(t);
    const id = (await create(u.cookie, { title: 'Clock' })).json().id;
    const before = Date.now();
    const head = await t.request({ method: 'HEAD', url: `/api/counters/${id}/view?clock=1` });
    const after = Date.now();
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const time = Number(head.headers['x-server-time']);
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(after);
    const etag = String(head.headers.etag);
    const revalidated = await t.request({
      method: 'GET',
      url: `/api/counters/${id}/view`,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(Number(revalidated.headers['x-server-time'])).toBeGreaterThanOrEqual(time);
  });

  it('returns settings and the owner’s plan only, with ETag and cache headers', async () => {
    const u = await signUp(t);
    const id = (await create(u.cookie, { title: 'Public' })).json().id;
    const res = await t.request({ method: 'GET', url: `/api/counters/${id}/view` });
    expect(res.statusCode).toBe(200);
    // designVersion: the settings revision live displays compare (issue 8), no owner data.
    expect(Object.keys(res.json()).sort()).toEqual(['designVersion', 'settings', 'user']);
    expect(res.json().designVersion).toEqual(expect.any(Number));
    expect(res.json().user).toEqual({ subscriptionStatus: 'free' });
    expect(res.body).not.toContain(u.email);
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const etag = String(res.headers.etag);
    const again = await t.request({
      method: 'GET',
      url: `/api/counters/${id}/view`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('is invalidated at once by an update and a delete', async () => {
    const u = await signUp(t);
    const id = (await create(u.cookie, { title: 'Before' })).json().id;
    const view = () => t.request({ method: 'GET', url: `/api/counters/${id}/view` });
    expect((await view()).json().settings.title).toBe('Before');
    await t.request({
      method: 'PUT',
      url: `/api/counters/${id}`,
      cookie: u.cookie,
      payload: body({ title: 'After' }),
    });
    expect((await view()).json().settings.title).toBe('After');
    await t.request({ method: 'DELETE', url: `/api/counters/${id}`, cookie: u.cookie });
    expect((await view()).statusCode).toBe(404);
  });
});

describe('view cache and plan changes', () => {
  it('shows the new plan at once after an admin upgrade', async () => {
    const owner = await signUp(t);
    const admin = await signUp(t);
    await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.email, admin.email));
    const id = (await create(owner.cookie)).json().id;
    const view = () => t.request({ method: 'GET', url: `/api/counters/${id}/view` });
    expect((await view()).json().user.subscriptionStatus).toBe('free');
    const up = await t.request({
      method: 'POST',
      url: '/api/admin/upgrade-user',
      cookie: admin.cookie,
      payload: { userId: owner.user.id },
    });
    expect(up.statusCode).toBe(200);
    expect((await view()).json().user.subscriptionStatus).toBe('active');
  });

  // effects/after-commit.ts: a plan change drops that owner's cached views, not everyone's.
  it('drops only the changed owner’s cached views', async () => {
    const owner = await signUp(t);
    const bystander = await signUp(t);
    const admin = await signUp(t);
    await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.email, admin.email));
    const mine = (await create(owner.cookie)).json().id;
    const theirs = (await create(bystander.cookie)).json().id;
    for (const id of [mine, theirs]) await t.request({ method: 'GET', url: `/api/counters/${id}/view` });
    const cachedTheirs = t.app.viewCache.get(theirs);
    expect(cachedTheirs?.etag).toMatch(/^"/);
    expect(t.app.viewCache.get(mine)?.etag).toMatch(/^"/);
    const gift = await t.request({
      method: 'POST',
      url: '/api/admin/gift-premium',
      cookie: admin.cookie,
      payload: { userId: owner.user.id, months: 1 },
    });
    expect(gift.statusCode).toBe(200);
    expect(t.app.viewCache.get(mine)).toBeUndefined();
    expect(t.app.viewCache.get(theirs)).toBe(cachedTheirs);
  });
});
