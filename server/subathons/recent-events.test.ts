import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createSyncedCounter, premiumUser } from '../live/testing/live-test-support';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 18: the embed's event strip reads a counter's latest events, publicly, without the
// message or the source, undone ones and ones that added nothing left out; a newer run version is
// never answered from cache.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/counters/:id/recent-events', () => {
  it('lists the latest events newest first, public fields only, without undone ones', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie, {
      countdownType: 'datetime',
      eventRules: [{ type: 'sub', tier: '1', seconds: 300 }],
    });
    const { key } = await createApiKey(t, p.cookie);
    const send = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/counters/${id}/events`,
        headers: { authorization: `Bearer ${key}` },
        payload: body,
      });
    const read = async (v: number) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/counters/${id}/recent-events?v=${v}` });
      expect(res.statusCode).toBe(200);
      return res.json().events as Record<string, unknown>[];
    };
    expect(await read(0)).toEqual([]);
    const first = (
      await send({ id: 'a', type: 'sub', tier: '1', user: 'ana', message: 'secret note' })
    ).json();
    await send({ id: 'b', type: 'bits', amount: 100, user: 'bo' });
    // v=0 was read a moment ago (kept a second); the display's newer version reads the log again.
    const events = await read(first.run.version);
    // Bo's bits had no rule: they added nothing, so the audience never sees "nothing added".
    expect(events.map((e) => [e.user, e.type, e.addedSeconds, e.note])).toEqual([['ana', 'sub', 300, null]]);
    // Five gifted subs count under the sub rule (no gifted-sub rule of their own): on the strip.
    const gift = (await send({ id: 'c', type: 'gift_sub', tier: '1', amount: 5, user: 'cy' })).json();
    expect(gift).toMatchObject({ addedSeconds: 1500, note: null });
    const withGift = await read(gift.run.version);
    expect(withGift.map((e) => [e.user, e.type, e.addedSeconds])).toEqual([
      ['cy', 'gift_sub', 1500],
      ['ana', 'sub', 300],
    ]);
    expect(Object.keys(events[0]!).sort()).toEqual(
      [
        'id',
        'at',
        'type',
        'tier',
        'user',
        'amount',
        'multiplier',
        'addedSeconds',
        'cappedSeconds',
        'addedValue',
        'note',
      ].sort(),
    );
    expect(JSON.stringify(events)).not.toContain('secret note');

    const undo = await t.request({
      method: 'POST',
      url: `/api/counters/${id}/event-log/${first.eventId}/undo`,
      cookie: p.cookie,
    });
    expect(undo.statusCode).toBe(200);
    const after = await read(undo.json().run.version);
    expect(after.map((e) => e.user)).toEqual(['cy']);
  });

  it('answers 404 for a counter that does not exist, and for a malformed id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/counters/abcdefghij12/recent-events' });
    expect(res.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/counters/..%2Fx/recent-events' });
    expect(bad.statusCode).toBe(404);
  });
});
