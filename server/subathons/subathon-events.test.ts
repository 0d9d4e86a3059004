import { SUBATHON_SYNCED_MESSAGE } from '@core/counter/settings';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { zonedLocalToInstant } from '@core/counter/time-zone';
import { SUBATHON_PREMIUM_MESSAGE } from '@core/plan/plan-rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterEvents } from '../db/schema';
import { createApiKey, createSyncedCounter, premiumUser } from '../live/testing/live-test-support';
import { READ_ONLY_KEY_MESSAGE } from '../public-api/api-routes';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { ALREADY_UNDONE_MESSAGE, NOT_SYNCED_MESSAGE } from './subathon-service';

// Issue 18: POST /api/v1/counters/:id/events applies the counter's rules once per event id.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const RULES = [
  { type: 'sub', tier: '1', seconds: 300 },
  { type: 'sub', tier: '3', seconds: 1500 },
  { type: 'sub', seconds: 200 },
  { type: 'gift_sub', seconds: 300 },
  { type: 'bits', perAmount: 100, seconds: 60 },
  { type: 'tip', perAmount: 1, seconds: 60 },
];

const post = (id: string, key: string | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/counters/${id}/events`,
    headers: key ? { authorization: `Bearer ${key}` } : {},
    payload: payload as object,
  });

async function subathon(over: Record<string, unknown> = {}) {
  const p = await premiumUser(t);
  const id = await createSyncedCounter(t, p.cookie, {
    countdownType: 'datetime',
    eventRules: RULES,
    ...over,
  });
  const { key } = await createApiKey(t, p.cookie);
  const start = await t.request({
    method: 'POST',
    url: `/api/counters/${id}/control`,
    cookie: p.cookie,
    payload: { action: 'start' },
  });
  expect(start.statusCode).toBe(200);
  return { p, id, key, startedAt: start.json().run.startedAt as number };
}

describe('POST /api/v1/counters/:id/events', () => {
  it('adds floor(A / perAmount × seconds) by tier, logs unmatched events, and answers a repeat as duplicate', async () => {
    const { id, key } = await subathon();
    let res = await post(id, key, { id: 'e1', type: 'sub', tier: '1', user: 'ana' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ duplicate: false, addedSeconds: 300, note: null });
    expect(res.json().run.addedMs).toBe(300_000);
    res = await post(id, key, { id: 'e2', type: 'sub', tier: '2' });
    expect(res.json().addedSeconds).toBe(200); // no tier-2 rule: the rule without a tier
    res = await post(id, key, { id: 'e3', type: 'bits', amount: 250 });
    expect(res.json().addedSeconds).toBe(150);
    res = await post(id, key, { id: 'e4', type: 'tip', amount: 4.99, user: 'kofi' });
    expect(res.json().addedSeconds).toBe(299);
    res = await post(id, key, { id: 'e5', type: 'raid', amount: 30 });
    expect(res.json()).toMatchObject({ duplicate: false, addedSeconds: 0, note: 'no_rule' });
    const before = res.json().run;
    res = await post(id, key, { id: 'e1', type: 'sub', tier: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ duplicate: true, addedSeconds: 300 });
    expect(res.json().run).toEqual(before);
  });

  it('applies concurrent copies of one event id exactly once', async () => {
    const { id, key } = await subathon();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post(id, key, { id: 'same', type: 'gift_sub', amount: 5 })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(1);
    const run = await t.app.inject({ method: 'GET', url: `/api/counters/${id}/live` });
    expect(run.json().run.addedMs).toBe(1_500_000);
  });

  it('never moves the end past start + capMinutes, and logs the rest as capped', async () => {
    const settings = { ...createFormDefaults(new Date(), 'UTC') };
    const end = zonedLocalToInstant(settings.endDateTime, 'UTC');
    const { id, key, startedAt, p } = await subathon({
      endDateTime: settings.endDateTime,
      capMinutes: 24 * 60 + 10,
    });
    const room = startedAt + (24 * 60 + 10) * 60_000 - end; // ms the cap leaves
    const res = await post(id, key, { id: 'big', type: 'sub', tier: '3', amount: 2 }); // 50 min wanted
    expect(res.json().note).toBe('capped');
    expect(res.json().run.addedMs).toBe(room);
    expect(res.json().addedSeconds * 1000 + res.json().cappedSeconds * 1000).toBe(3_000_000);
    const more = await post(id, key, { id: 'more', type: 'sub', tier: '1' });
    expect(more.json()).toMatchObject({ addedSeconds: 0, cappedSeconds: 300, note: 'capped' });
    const log = await t.request({ method: 'GET', url: `/api/counters/${id}/event-log`, cookie: p.cookie });
    expect(log.json().events.map((e: { note: string }) => e.note)).toEqual(['capped', 'capped']);
  });

  it('multiplies events while the multiplier lasts, and undo takes an effect back exactly once', async () => {
    const { id, key, p } = await subathon();
    const on = await t.app.inject({
      method: 'POST',
      url: `/api/v1/counters/${id}/multiplier`,
      headers: { authorization: `Bearer ${key}` },
      payload: { factor: 3, minutes: 10 },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().factor).toBe(3);
    const applied = await post(id, key, { id: 'hh', type: 'sub', tier: '1' });
    expect(applied.json().addedSeconds).toBe(900);
    const off = await t.request({
      method: 'POST',
      url: `/api/counters/${id}/multiplier`,
      cookie: p.cookie,
      payload: { factor: 1 },
    });
    expect(off.json()).toEqual({ factor: 1, until: null });
    expect((await post(id, key, { id: 'after', type: 'sub', tier: '1' })).json().addedSeconds).toBe(300);

    const url = `/api/counters/${id}/event-log/${applied.json().eventId}/undo`;
    const undo = await t.request({ method: 'POST', url, cookie: p.cookie });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().run.addedMs).toBe(300_000);
    expect(undo.json().event).toMatchObject({ undone: true, multiplier: 3, addedSeconds: 900 });
    const again = await Promise.all([1, 2].map(() => t.request({ method: 'POST', url, cookie: p.cookie })));
    expect(again.map((a) => a.statusCode)).toEqual([409, 409]);
    expect(again[0]!.json().message).toBe(ALREADY_UNDONE_MESSAGE);
    const live = await t.app.inject({ method: 'GET', url: `/api/counters/${id}/live` });
    expect(live.json().run.addedMs).toBe(300_000);
    const other = await premiumUser(t);
    expect((await t.request({ method: 'POST', url, cookie: other.cookie })).statusCode).toBe(404);
  });

  it('adds value to a number counter, clamped at its end', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie, { eventRules: [{ type: 'tip', value: 10 }] });
    const { key } = await createApiKey(t, p.cookie);
    const a = await post(id, key, { id: 't1', type: 'tip', amount: 3 });
    expect(a.json()).toMatchObject({ addedValue: 30, duplicate: false });
    const b = await post(id, key, { id: 't2', type: 'tip', amount: 10 });
    expect(b.json().addedValue).toBe(70);
    expect(b.json().run.value).toBe(100);
  });

  it('refuses: no key 401, another user’s counter 404, read-only key 403, bad bodies 400 naming the field', async () => {
    const { id, key } = await subathon();
    expect((await post(id, null, { id: 'x', type: 'sub' })).statusCode).toBe(401);
    const other = await premiumUser(t);
    const otherKey = (await createApiKey(t, other.cookie)).key;
    const foreign = await post(id, otherKey, { id: 'x', type: 'sub' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Counter not found' });
    const p = await premiumUser(t);
    const mine = await createSyncedCounter(t, p.cookie, { countdownType: 'datetime', eventRules: RULES });
    const read = await t.request({
      method: 'POST',
      url: '/api/keys',
      cookie: p.cookie,
      payload: { name: 'r', access: 'read' },
    });
    const refused = await post(mine, read.json().key, { id: 'x', type: 'sub' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(READ_ONLY_KEY_MESSAGE);

    const bad = async (body: unknown, field: string) => {
      const res = await post(id, key, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}`));
    };
    await bad({ type: 'sub' }, 'id');
    await bad({ id: 'x'.repeat(101), type: 'sub' }, 'id');
    await bad({ id: 'x', type: 'donation' }, 'type');
    await bad({ id: 'x', type: 'sub', amount: -1 }, 'amount');
    await bad({ id: 'x', type: 'sub', amount: 1.001 }, 'amount');
    await bad({ id: 'x', type: 'sub', tier: '9' }, 'tier');
    // Half of a surrogate pair would be stored as U+FFFD, another id than the one sent (a 500 the
    // fuzz suite found, with a row written).
    await bad({ id: '\ud800', type: 'tip', amount: 5 }, 'id');
    await bad({ id: 'y', type: 'tip', user: 'a\udc00' }, 'user');
    const [logged] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(counterEvents)
      .where(eq(counterEvents.counterId, id));
    expect(logged!.n).toBe(0);
    const log = await t.request({
      method: 'GET',
      url: `/api/counters/${id}/event-log`,
      cookie: (await premiumUser(t)).cookie,
    });
    expect(log.statusCode).toBe(404);
  });

  it('is Premium only and synced only, on the server', async () => {
    const free = await signUp(t);
    const settings = {
      ...createFormDefaults(new Date(), 'UTC'),
      synced: true,
      eventRules: RULES.slice(0, 1),
    };
    const res = await t.request({
      method: 'POST',
      url: '/api/counters',
      cookie: free.cookie,
      payload: { name: 'S', settings },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SUBATHON_PREMIUM_MESSAGE);
    const p = await premiumUser(t);
    const unsynced = await t.request({
      method: 'POST',
      url: '/api/counters',
      cookie: p.cookie,
      payload: { name: 'S', settings: { ...settings, synced: false } },
    });
    expect(unsynced.statusCode).toBe(400);
    expect(unsynced.json().message).toContain(SUBATHON_SYNCED_MESSAGE);
    const badRule = await t.request({
      method: 'POST',
      url: '/api/counters',
      cookie: p.cookie,
      payload: { name: 'S', settings: { ...settings, eventRules: [{ type: 'sub', tier: '4', seconds: 1 }] } },
    });
    expect(badRule.statusCode).toBe(400);
    expect(badRule.json().message).toMatch(/^settings\.eventRules\.0\.tier/);
    // A counter that is not synced takes no events.
    const plain = await t.request({
      method: 'POST',
      url: '/api/counters',
      cookie: p.cookie,
      payload: { name: 'S', settings: { ...createFormDefaults(new Date(), 'UTC') } },
    });
    const { key } = await createApiKey(t, p.cookie);
    const refused = await post(plain.json().id, key, { id: 'x', type: 'sub' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(NOT_SYNCED_MESSAGE);
  });
});
