import { IMPORT_PREMIUM_MESSAGE } from '@core/api/export';
import { createFormDefaults } from '@core/counter/settings-defaults';
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

const file = (over: Record<string, unknown> = {}, name = 'Imported') => ({
  name,
  settings: { ...createFormDefaults(new Date('2030-01-01T00:00:00Z'), 'Europe/Berlin'), ...over },
  exportedAt: '2030-01-01T00:00:00.000Z',
  version: 1,
});
const countOf = async (userId: string) =>
  (await t.app.db.select().from(counters).where(eq(counters.userId, userId))).length;
const importAs = (cookie: string | undefined, payload: unknown) =>
  t.request({ method: 'POST', url: '/api/counters/import', cookie, payload: payload as object });

async function premiumUser() {
  const u = await signUp(t);
  await t.app.db
    .update(users)
    .set({ subscriptionStatus: 'active', premiumSource: 'admin' })
    .where(eq(users.email, u.email));
  return u;
}

describe('POST /api/counters/import', () => {
  it('creates a Premium user’s counter from an exported file, settings intact', async () => {
    const p = await premiumUser();
    const body = file({ backgroundType: 'gradient', title: 'Road to 1M', speed: 250 });
    const res = await importAs(p.cookie, body);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.name).toBe('Imported');
    expect(created.settings).toEqual(body.settings);
    const detail = await t.request({ method: 'GET', url: `/api/counters/${created.id}`, cookie: p.cookie });
    expect(detail.json().settings).toEqual(body.settings);
    expect(await countOf(p.user.id)).toBe(1);
  });

  it('refuses Free users with the premium message, even with no counters yet', async () => {
    const u = await signUp(t);
    const res = await importAs(u.cookie, file());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(IMPORT_PREMIUM_MESSAGE);
    // A bad file from a Free user hears the same: the plan speaks before the schema.
    expect((await importAs(u.cookie, { junk: true })).statusCode).toBe(403);
    expect(await countOf(u.user.id)).toBe(0);
  });

  it('refuses a lapsed Premium user at the Free limit and creates nothing', async () => {
    const u = await signUp(t);
    const { exportedAt: _e, version: _v, ...plain } = file();
    const created = await t.request({
      method: 'POST',
      url: '/api/counters',
      cookie: u.cookie,
      payload: plain,
    });
    expect(created.statusCode).toBe(201);
    // The create route itself takes no file fields: import is the only door for a file.
    const strict = await t.request({
      method: 'POST',
      url: '/api/counters',
      cookie: u.cookie,
      payload: file(),
    });
    expect(strict.statusCode).toBe(400);
    await t.app.db
      .update(users)
      .set({
        subscriptionStatus: 'active',
        premiumSource: 'gift',
        premiumUntil: new Date(Date.now() - 60_000),
      })
      .where(eq(users.email, u.email));
    const res = await importAs(u.cookie, file());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(IMPORT_PREMIUM_MESSAGE);
    expect(await countOf(u.user.id)).toBe(1);
  });

  it('answers 401 to visitors', async () => {
    const res = await importAs(undefined, file());
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['an out-of-range speed', file({ speed: 5 }), /settings\.speed: Speed must be between 100 and 5000 ms/],
    ['a bad colour', file({ textColor: 'red' }), /Colour must be # followed by 6 hex digits/],
    ['a missing name', { ...file(), name: '' }, /Counter name is required/],
    [
      'an unknown field',
      { ...file(), settings: { ...file().settings, hacked: true } },
      /hacked|Unrecognized/i,
    ],
    ['a newer file version', { ...file(), version: 2 }, /newer version/],
    ['no settings at all', { name: 'x' }, /settings/],
  ])('rejects %s with 400 and a clear message, creating nothing', async (_what, payload, message) => {
    const p = await premiumUser();
    const res = await importAs(p.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await countOf(p.user.id)).toBe(0);
  });

  it('rejects a body that is not JSON', async () => {
    const p = await premiumUser();
    const res = await t.request({
      method: 'POST',
      url: '/api/counters/import',
      cookie: p.cookie,
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(await countOf(p.user.id)).toBe(0);
  });
});
