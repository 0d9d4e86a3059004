import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_PREMIUM_MESSAGE } from '../counters/counter-service';
import { counterEvents, counterRuns, users } from '../db/schema';
import type { LiveMessage } from '../live/live-bus';
import { createSyncedCounter, premiumUser } from '../live/testing/live-test-support';
import { type HookReceiver, startHookReceiver } from '../outbound-webhooks/testing/hook-receiver';
import { createTestApp, type TestApp } from '../test/test-app';
import { NOTHING_TO_UNDO_MESSAGE } from './subathon-service';

// The owner's side of a subathon (issue 18) from the control page: the event log, undo, the
// multiplier and the "test event" button; what a test event tells live displays and the counter's
// outbound webhooks (effects/run-effects.ts) and how it is answered (subathon-answers.ts).

let t: TestApp;
let hooks: HookReceiver;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_LOOPBACK_HTTP: 'true' });
  hooks = await startHookReceiver();
});
afterAll(async () => {
  await t?.close();
  await hooks?.close();
});

type Outbound = {
  type: string;
  data: {
    event?: object;
    run?: { value: number | null; status: string };
    milestone?: object;
    value?: number;
  };
};

/** A Premium owner's synced counter with an outbound webhook and a live-bus ear. */
async function setUp(over: Record<string, unknown> = {}) {
  const p = await premiumUser(t);
  const id = await createSyncedCounter(t, p.cookie, over);
  const hook = await t.request({
    method: 'POST',
    url: `/api/counters/${id}/webhooks`,
    cookie: p.cookie,
    payload: { url: hooks.url(`/hook-${id}`) },
  });
  expect(hook.statusCode).toBe(201);
  const heard: LiveMessage[] = [];
  const stop = t.app.liveBus.subscribe(id, (m) => heard.push(m));
  const sent = () =>
    hooks.received.filter((r) => r.path === `/hook-${id}`).map((r) => JSON.parse(r.body) as Outbound);
  const testEvent = (payload: object, cookie = p.cookie) =>
    t.request({ method: 'POST', url: `/api/counters/${id}/event-log`, cookie, payload });
  const log = (query = '', cookie = p.cookie) =>
    t.request({ method: 'GET', url: `/api/counters/${id}/event-log${query}`, cookie });
  const undo = (eventId: string, cookie = p.cookie) =>
    t.request({ method: 'POST', url: `/api/counters/${id}/event-log/${eventId}/undo`, cookie });
  const multiplier = (payload: object, cookie = p.cookie) =>
    t.request({ method: 'POST', url: `/api/counters/${id}/multiplier`, cookie, payload });
  return { p, id, heard, stop, sent, testEvent, log, undo, multiplier };
}

/** The owner's Premium lapses (the counters stay theirs). */
const lapse = (userId: string) =>
  t.app.db
    .update(users)
    .set({ subscriptionStatus: 'free', premiumSource: null, adminPremium: false })
    .where(eq(users.id, userId));

const settle = async () => {
  await t.app.background.idle();
  await new Promise((r) => setTimeout(r, 50));
};

describe('the test event (POST /api/counters/:id/event-log)', () => {
  it('applies it as an API event and answers a number counter with the value it added', async () => {
    const s = await setUp({
      eventRules: [{ type: 'tip', value: 10 }],
      milestones: [
        { value: 20, message: 'Twenty' },
        { value: 50, message: 'Fifty' },
      ],
    });
    try {
      const before = Date.now();
      const res = await s.testEvent({ id: 'tip-1', type: 'tip', amount: 3, user: 'ana', message: 'hi' });
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer).toMatchObject({ duplicate: false, addedValue: 30, note: null });
      expect(answer).not.toHaveProperty('addedSeconds');
      expect(answer).not.toHaveProperty('cappedSeconds');
      expect(answer.run.value).toBe(30);
      expect(answer.serverNow).toBeGreaterThanOrEqual(before);
      expect(answer.serverNow).toBeLessThanOrEqual(Date.now());
      const [row] = await t.app.db.select().from(counterEvents).where(eq(counterEvents.id, answer.eventId));
      expect(row).toMatchObject({ source: 'api', eventKey: 'api:tip-1', userName: 'ana', message: 'hi' });

      await settle();
      await expect.poll(() => s.heard.length).toBe(1);
      expect(s.heard[0]!.snapshot.run.version).toBe(answer.run.version);
      const event = s.sent().filter((b) => b.type === 'event');
      expect(event).toHaveLength(1);
      expect(event[0]!.data.event).toMatchObject({
        id: answer.eventId,
        source: 'api',
        type: 'tip',
        addedValue: 30,
      });
      expect(event[0]!.data.run?.value).toBe(30);
      const milestones = s.sent().filter((b) => b.type === 'milestone');
      expect(milestones.map((b) => b.data)).toEqual([
        { milestone: { value: 20, message: 'Twenty' }, value: 30, run: answer.run },
      ]);
      expect(s.sent().filter((b) => b.type === 'completion')).toEqual([]);

      // The same id again: the first event's answer, nothing told to anyone.
      const again = await s.testEvent({ id: 'tip-1', type: 'tip', amount: 3 });
      expect(again.json()).toMatchObject({ duplicate: true, eventId: answer.eventId, addedValue: 30 });
      await settle();
      expect(s.heard).toHaveLength(1);
      expect(s.sent()).toHaveLength(2);
    } finally {
      s.stop();
    }
  });

  it('tells webhooks of an event that changed nothing, but not live displays, and passes no milestone', async () => {
    const s = await setUp({
      eventRules: [{ type: 'tip', value: 10 }],
      milestones: [{ value: 5, message: 'Five' }],
    });
    try {
      const res = await s.testEvent({ id: 'r1', type: 'raid', amount: 5 });
      expect(res.json()).toMatchObject({ duplicate: false, addedValue: 0, note: 'no_rule' });
      await settle();
      expect(s.heard).toHaveLength(0);
      expect(s.sent().map((b) => b.type)).toEqual(['event']);
      expect(s.sent()[0]!.data.event).toMatchObject({ type: 'raid', addedValue: 0, note: 'no_rule' });
    } finally {
      s.stop();
    }
  });

  it('sends the completion when an event finishes a number run, once', async () => {
    const s = await setUp({ eventRules: [{ type: 'tip', value: 10 }] });
    try {
      const start = await t.request({
        method: 'POST',
        url: `/api/counters/${s.id}/control`,
        cookie: s.p.cookie,
        payload: { action: 'start' },
      });
      expect(start.statusCode).toBe(200);
      const res = await s.testEvent({ id: 'big', type: 'tip', amount: 12 });
      expect(res.json().addedValue).toBe(100);
      expect(res.json().run.status).toBe('completed');
      await settle();
      const completion = s.sent().filter((b) => b.type === 'completion');
      expect(completion).toHaveLength(1);
      expect(completion[0]!.data).toEqual({ run: res.json().run });
      // The run is over: a later event adds nothing and completes nothing again.
      const late = await s.testEvent({ id: 'late', type: 'tip', amount: 1 });
      expect(late.json()).toMatchObject({ addedValue: 0, note: 'ended' });
      await settle();
      expect(s.sent().filter((b) => b.type === 'completion')).toHaveLength(1);
      expect(s.sent().filter((b) => b.type === 'event')).toHaveLength(2);
    } finally {
      s.stop();
    }
  });

  it('answers a date and time countdown in seconds, with what the cap kept back, and announces no milestone', async () => {
    const s = await setUp({
      countdownType: 'datetime',
      eventRules: [{ type: 'sub', seconds: 90 }],
      milestones: [{ value: 1, message: 'One' }],
    });
    try {
      const start = await t.request({
        method: 'POST',
        url: `/api/counters/${s.id}/control`,
        cookie: s.p.cookie,
        payload: { action: 'start' },
      });
      expect(start.statusCode).toBe(200);
      const res = await s.testEvent({ id: 's1', type: 'sub' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ duplicate: false, addedSeconds: 90, cappedSeconds: 0, note: null });
      expect(res.json()).not.toHaveProperty('addedValue');
      await settle();
      expect(s.sent().map((b) => b.type)).toEqual(['event']);
    } finally {
      s.stop();
    }
  });

  it('is Premium only and owner only, and logs nothing when refused', async () => {
    const s = await setUp({ eventRules: [{ type: 'tip', value: 10 }] });
    try {
      const other = await premiumUser(t);
      const foreign = await s.testEvent({ id: 'x', type: 'tip' }, other.cookie);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: 'Counter not found' });
      await lapse(s.p.user.id);
      const refused = await s.testEvent({ id: 'x', type: 'tip' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: CONTROL_PREMIUM_MESSAGE });
      expect(await t.app.db.select().from(counterEvents).where(eq(counterEvents.counterId, s.id))).toEqual(
        [],
      );
      expect(
        (await t.request({ method: 'POST', url: `/api/counters/${s.id}/event-log`, payload: {} })).statusCode,
      ).toBe(401);
    } finally {
      s.stop();
    }
  });
});

describe('the event log (GET /api/counters/:id/event-log)', () => {
  it('lists the newest first, as many as asked (1 to 200), to its owner even without Premium', async () => {
    const s = await setUp({ eventRules: [{ type: 'tip', value: 1 }] });
    try {
      const ids: string[] = [];
      for (const n of [1, 2, 3]) ids.push((await s.testEvent({ id: `e${n}`, type: 'tip' })).json().eventId);
      const all = await s.log();
      expect(all.statusCode).toBe(200);
      expect(all.json().events.map((e: { id: string }) => e.id)).toEqual([...ids].reverse());
      expect(all.json().events[0]).toMatchObject({
        source: 'api',
        type: 'tip',
        addedValue: 1,
        undone: false,
      });
      expect((await s.log('?limit=2')).json().events.map((e: { id: string }) => e.id)).toEqual([
        ids[2],
        ids[1],
      ]);
      expect((await s.log('?limit=200')).json().events).toHaveLength(3);
      expect((await s.log('?limit=0')).statusCode).toBe(400);
      expect((await s.log('?limit=201')).statusCode).toBe(400);

      await lapse(s.p.user.id);
      expect((await s.log()).json().events).toHaveLength(3);
      const other = await premiumUser(t);
      const foreign = await s.log('', other.cookie);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: 'Counter not found' });
      expect((await t.request({ method: 'GET', url: `/api/counters/${s.id}/event-log` })).statusCode).toBe(
        401,
      );
      expect(
        (await t.request({ method: 'GET', url: '/api/counters/nope/event-log', cookie: s.p.cookie }))
          .statusCode,
      ).toBe(404);
    } finally {
      s.stop();
    }
  });

  it('shows the multiplier only while it lasts', async () => {
    const s = await setUp();
    try {
      expect((await s.log()).json()).toEqual({ events: [], multiplier: { factor: 1, until: null } });
      const before = Date.now();
      const on = await s.multiplier({ factor: 2, minutes: 5 });
      expect(on.statusCode).toBe(200);
      expect(on.json().factor).toBe(2);
      expect(on.json().until).toBeGreaterThanOrEqual(before + 5 * 60_000);
      expect(on.json().until).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
      expect((await s.log()).json().multiplier).toEqual(on.json());
      // Its time is up: the log shows none, though the row still holds the factor.
      await t.app.db
        .update(counterRuns)
        .set({ multiplierUntil: Date.now() - 1000 })
        .where(eq(counterRuns.counterId, s.id));
      expect((await s.log()).json().multiplier).toEqual({ factor: 1, until: null });
    } finally {
      s.stop();
    }
  });
});

describe('the multiplier (POST /api/counters/:id/multiplier)', () => {
  it('lasts 60 minutes unless told, ends with factor 1, and is Premium and owner only', async () => {
    const s = await setUp();
    try {
      const before = Date.now();
      const on = await s.multiplier({ factor: 3 });
      expect(on.json().until).toBeGreaterThanOrEqual(before + 60 * 60_000);
      expect(on.json().until).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
      const off = await s.multiplier({ factor: 1, minutes: 30 });
      expect(off.json()).toEqual({ factor: 1, until: null });
      const [run] = await t.app.db.select().from(counterRuns).where(eq(counterRuns.counterId, s.id));
      expect(run).toMatchObject({ multiplier: 1, multiplierUntil: null });

      const other = await premiumUser(t);
      expect((await s.multiplier({ factor: 2 }, other.cookie)).statusCode).toBe(404);
      await lapse(s.p.user.id);
      const refused = await s.multiplier({ factor: 2 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: CONTROL_PREMIUM_MESSAGE });
      expect((await s.log()).json().multiplier).toEqual({ factor: 1, until: null });
    } finally {
      s.stop();
    }
  });
});

describe('undo (POST /api/counters/:id/event-log/:eventId/undo)', () => {
  it('takes a value back and tells live displays; an event that added nothing cannot be undone', async () => {
    const s = await setUp({ eventRules: [{ type: 'tip', value: 10 }] });
    try {
      const tip = (await s.testEvent({ id: 'tip', type: 'tip', amount: 2 })).json();
      const raid = (await s.testEvent({ id: 'raid', type: 'raid' })).json();
      await expect.poll(() => s.heard.length).toBe(1);
      const before = Date.now();
      const undone = await s.undo(tip.eventId);
      expect(undone.statusCode).toBe(200);
      const body = undone.json();
      expect(body.run.value).toBe(0);
      expect(body.run.version).toBe(tip.run.version + 1);
      expect(body.event).toMatchObject({ id: tip.eventId, undone: true, addedValue: 20 });
      expect(body.serverNow).toBeGreaterThanOrEqual(before);
      const live = await t.app.inject({ method: 'GET', url: `/api/counters/${s.id}/live` });
      expect(body.designVersion).toBe(live.json().designVersion);
      await expect.poll(() => s.heard.length).toBe(2);
      expect(s.heard[1]!.snapshot.run.version).toBe(body.run.version);

      // The raid had no rule: there is nothing to take back, so undo is refused and changes nothing.
      const nothing = await s.undo(raid.eventId);
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json()).toEqual({ message: NOTHING_TO_UNDO_MESSAGE });
      const [row] = await t.app.db.select().from(counterEvents).where(eq(counterEvents.id, raid.eventId));
      expect(row!.undoneAt).toBeNull();
      await new Promise((r) => setTimeout(r, 100));
      expect(s.heard).toHaveLength(2);
    } finally {
      s.stop();
    }
  });

  it('is Premium and owner only', async () => {
    const s = await setUp({ eventRules: [{ type: 'tip', value: 10 }] });
    try {
      const tip = (await s.testEvent({ id: 'tip', type: 'tip' })).json();
      const other = await premiumUser(t);
      expect((await s.undo(tip.eventId, other.cookie)).statusCode).toBe(404);
      await lapse(s.p.user.id);
      const refused = await s.undo(tip.eventId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: CONTROL_PREMIUM_MESSAGE });
      const [row] = await t.app.db.select().from(counterEvents).where(eq(counterEvents.id, tip.eventId));
      expect(row!.undoneAt).toBeNull();
    } finally {
      s.stop();
    }
  });
});
