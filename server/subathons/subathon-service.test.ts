import { CONTROL_MESSAGES } from '@core/counter/live/apply-control';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterEvents, counterRuns, counters } from '../db/schema';
import { createSyncedCounter, premiumUser } from '../live/testing/live-test-support';
import { countQueries } from '../test/count-queries';
import { createTestApp, type TestApp } from '../test/test-app';
import { insertCounterEvents } from './event-log-queries';
import {
  ALREADY_UNDONE_MESSAGE,
  applyChatCommand,
  applyCounterEvent,
  CHAT_UNDO_MESSAGE,
  NOT_SYNCED_MESSAGE,
  NOTHING_TO_UNDO_MESSAGE,
  setMultiplier,
  subathonSettings,
  undoCounterEvent,
} from './subathon-service';

// The subathon service (issue 18) called as the platform webhooks and routes call it: events in
// bursts, chat commands, undo and the multiplier, against the real database.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function countdown(over: Record<string, unknown> = {}) {
  const p = await premiumUser(t);
  const id = await createSyncedCounter(t, p.cookie, {
    countdownType: 'datetime',
    eventRules: [{ type: 'sub', seconds: 60 }],
    ...over,
  });
  const start = await t.request({
    method: 'POST',
    url: `/api/counters/${id}/control`,
    cookie: p.cookie,
    payload: { action: 'start' },
  });
  expect(start.statusCode).toBe(200);
  return { p, id };
}
const eventsOf = (id: string) =>
  t.app.db
    .select()
    .from(counterEvents)
    .where(eq(counterEvents.counterId, id))
    .orderBy(asc(counterEvents.createdAt));
const runOf = async (id: string) =>
  (await t.app.db.select().from(counterRuns).where(eq(counterRuns.counterId, id)))[0]!;
const unsync = async (id: string) => {
  const [row] = await t.app.db.select().from(counters).where(eq(counters.id, id));
  await t.app.db
    .update(counters)
    .set({ settings: { ...row!.settings, synced: false } })
    .where(eq(counters.id, id));
};

describe('subathonSettings', () => {
  it('keeps valid rules and cap, and reads stored bad ones as none', () => {
    const rules = [{ type: 'sub', seconds: 60 }];
    const good = subathonSettings({ countdownType: 'datetime', eventRules: rules, capMinutes: 90 });
    expect(good.eventRules).toMatchObject(rules);
    expect(good.capMinutes).toBe(90);
    expect(good.countdownType).toBe('datetime');
    const bad = subathonSettings({ eventRules: [{ type: 'sub', tier: '9', seconds: 1 }], capMinutes: -5 });
    expect(bad.eventRules).toEqual([]);
    expect(bad.capMinutes).toBeUndefined();
  });
});

describe('applyCounterEvent', () => {
  it('refuses an unknown counter and one that is not synced', async () => {
    await expect(
      applyCounterEvent(t.app.db, 'nope', 'api', { id: 'a', type: 'sub', amount: 1 }),
    ).rejects.toMatchObject({
      message: 'Counter not found',
    });
    const { id } = await countdown();
    await unsync(id);
    await expect(
      applyCounterEvent(t.app.db, id, 'api', { id: 'a', type: 'sub', amount: 1 }),
    ).rejects.toMatchObject({
      message: NOT_SYNCED_MESSAGE,
    });
    expect(await eventsOf(id)).toEqual([]);
  });

  it('applies a burst in arrival order, each caller getting its own outcome, a repeated id once', async () => {
    const { id } = await countdown();
    const before = await runOf(id);
    const sent = ['a', 'b', 'a', 'c', 'b'].map((key) =>
      applyCounterEvent(t.app.db, id, 'twitch', { id: key, type: 'sub', amount: 1, user: `u-${key}` }),
    );
    const answers = await Promise.all(sent);
    expect(answers.map((a) => a.duplicate)).toEqual([false, false, true, false, true]);
    expect(answers.map((a) => a.changed)).toEqual([true, true, false, true, false]);
    expect(answers.map((a) => a.run.addedMs - before.addedMs)).toEqual([
      60_000, 120_000, 120_000, 180_000, 180_000,
    ]);
    expect(answers[2]!.event.id).toBe(answers[0]!.event.id);
    expect(answers[4]!.event.id).toBe(answers[1]!.event.id);
    expect(answers.every((a) => a.countdownType === 'datetime')).toBe(true);
    expect(answers[0]!.settings.eventRules).toMatchObject([{ type: 'sub', seconds: 60 }]);
    const logged = await eventsOf(id);
    expect(logged.map((e) => e.eventKey)).toEqual(['twitch:a', 'twitch:b', 'twitch:c']);
    expect(new Set(logged.map((e) => e.createdAt.getTime())).size).toBe(3);
    expect(logged[0]).toMatchObject({
      source: 'twitch',
      type: 'sub',
      userName: 'u-a',
      amount: 1,
      addedMs: 60_000,
    });
    expect((await runOf(id)).addedMs).toBe(before.addedMs + 180_000);
    // Later, the same ids find their first copies and change nothing.
    const late = await applyCounterEvent(t.app.db, id, 'twitch', { id: 'c', type: 'sub', amount: 1 });
    expect(late).toMatchObject({ duplicate: true, changed: false });
    expect(late.event.id).toBe(logged[2]!.id);
    // Another source's same id is another event.
    const kick = await applyCounterEvent(t.app.db, id, 'kick', { id: 'c', type: 'sub', amount: 1 });
    expect(kick.duplicate).toBe(false);
  });

  it('logs an event without effect but saves no run, and one bad event fails alone', async () => {
    const { id } = await countdown();
    const before = await runOf(id);
    const none = await applyCounterEvent(t.app.db, id, 'api', { id: 'raid', type: 'raid', amount: 3 });
    expect(none).toMatchObject({ duplicate: false, changed: false });
    expect(none.event).toMatchObject({
      note: 'no_rule',
      addedMs: 0,
      tier: null,
      userName: null,
      message: null,
    });
    expect((await runOf(id)).version).toBe(before.version);
    // An amount the log cannot store fails its own caller; the rest of its batch still goes in.
    const results = await Promise.allSettled([
      applyCounterEvent(t.app.db, id, 'api', { id: 'ok-1', type: 'sub', amount: 1 }),
      applyCounterEvent(t.app.db, id, 'api', { id: 'huge', type: 'raid', amount: 1e12 }),
      applyCounterEvent(t.app.db, id, 'api', { id: 'ok-2', type: 'sub', amount: 1 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await eventsOf(id)).map((e) => e.eventKey)).toEqual(['api:raid', 'api:ok-1', 'api:ok-2']);
    expect((await runOf(id)).addedMs).toBe(before.addedMs + 120_000);
    const alone = await applyCounterEvent(t.app.db, id, 'api', {
      id: 'huge',
      type: 'raid',
      amount: 1e12,
    }).catch((e: unknown) => e);
    expect(alone).toBeInstanceOf(Error);
  });

  it('uses the multiplier while it lasts and answers number counters by value', async () => {
    const { id } = await countdown();
    await setMultiplier(t.app.db, id, 2, 10);
    const doubled = await applyCounterEvent(t.app.db, id, 'api', { id: 'x', type: 'sub', amount: 1 });
    expect(doubled.event).toMatchObject({ multiplier: 2, addedMs: 120_000 });
    const p = await premiumUser(t);
    const num = await createSyncedCounter(t, p.cookie, { eventRules: [{ type: 'tip', value: 2 }] });
    const applied = await applyCounterEvent(t.app.db, num, 'api', { id: 'n', type: 'tip', amount: 4 });
    expect(applied.countdownType).toBe('number');
    expect(applied.event).toMatchObject({ addedValue: 8, multiplier: 1 });
  });
});

describe('applyChatCommand', () => {
  const command = (id: string, over: Partial<Parameters<typeof applyChatCommand>[2]> = {}) =>
    applyChatCommand(t.app.db, id, {
      type: 'addtime',
      ms: 90_000,
      user: 'mod',
      text: '!addtime 90s',
      messageId: 'm1',
      ...over,
    });

  it('adds and takes away time, logged once per chat message with who and what', async () => {
    const { id } = await countdown();
    const before = await runOf(id);
    const added = await command(id);
    expect(added.changed).toBe(true);
    expect(added.run.addedMs).toBe(before.addedMs + 90_000);
    expect(await command(id)).toMatchObject({ changed: false });
    expect((await runOf(id)).addedMs).toBe(before.addedMs + 90_000);
    const long = 'x'.repeat(600);
    const taken = await command(id, {
      type: 'subtime',
      ms: 30_000,
      user: 'm'.repeat(150),
      text: long,
      messageId: 'm2',
    });
    expect(taken.run.addedMs).toBe(before.addedMs + 60_000);
    const logged = await eventsOf(id);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      eventKey: 'chat:m1',
      source: 'chat',
      type: 'addtime',
      userName: 'mod',
      amount: 90,
      message: '!addtime 90s',
      multiplier: 1,
      addedMs: 90_000,
      cappedMs: 0,
      addedValue: 0,
      tier: null,
      note: null,
    });
    expect(logged[1]).toMatchObject({ type: 'subtime', amount: 30, addedMs: -30_000 });
    expect(logged[1]!.userName).toBe('m'.repeat(100));
    expect(logged[1]!.message).toBe('x'.repeat(500));
  });

  it('pauses and resumes (logged as one, without a user when none), and logs nothing a run refuses', async () => {
    const { id } = await countdown();
    const paused = await command(id, {
      type: 'pause',
      ms: undefined,
      user: null,
      text: '!pause',
      messageId: 'p1',
    });
    expect(paused.changed).toBe(true);
    expect(paused.run.status).toBe('paused');
    const again = await command(id, { type: 'pause', ms: undefined, text: '!pause', messageId: 'p2' });
    expect(again).toMatchObject({ changed: false, run: { status: 'paused' } });
    const resumed = await command(id, { type: 'resume', ms: undefined, text: '!resume', messageId: 'r1' });
    expect(resumed.run.status).toBe('running');
    const logged = await eventsOf(id);
    expect(logged.map((e) => [e.type, e.amount, e.userName])).toEqual([
      ['pause', 1, null],
      ['resume', 1, 'mod'],
    ]);
  });

  it('refuses unknown and unsynced counters', async () => {
    await expect(command('nope')).rejects.toMatchObject({ message: 'Counter not found' });
    const { id } = await countdown();
    await unsync(id);
    await expect(command(id)).rejects.toMatchObject({ message: NOT_SYNCED_MESSAGE });
    expect(await eventsOf(id)).toEqual([]);
  });
});

describe('undoCounterEvent', () => {
  it('takes an event back once, also after the counter stopped being synced', async () => {
    const { id } = await countdown();
    const before = await runOf(id);
    const applied = await applyCounterEvent(t.app.db, id, 'api', { id: 'u', type: 'sub', amount: 1 });
    await unsync(id);
    const undone = await undoCounterEvent(t.app.db, id, applied.event.id);
    expect(undone.changed).toBe(true);
    expect(undone.run.addedMs).toBe(before.addedMs);
    expect(undone.event.undoneAt).toBeInstanceOf(Date);
    expect((await runOf(id)).addedMs).toBe(before.addedMs);
    await expect(undoCounterEvent(t.app.db, id, applied.event.id)).rejects.toMatchObject({
      message: ALREADY_UNDONE_MESSAGE,
    });
    await expect(undoCounterEvent(t.app.db, id, 'missing')).rejects.toMatchObject({
      message: 'Event not found',
    });
    await expect(undoCounterEvent(t.app.db, 'nope', applied.event.id)).rejects.toMatchObject({
      message: 'Counter not found',
    });
  });

  it('undoes chat time but not a chat pause or resume', async () => {
    const { id } = await countdown();
    const chat = (type: 'addtime' | 'pause' | 'resume', messageId: string) =>
      applyChatCommand(t.app.db, id, {
        type,
        ms: type === 'addtime' ? 60_000 : undefined,
        user: 'm',
        text: '!',
        messageId,
      });
    await chat('addtime', 'a');
    await chat('pause', 'p');
    await chat('resume', 'r');
    const resumedRun = await runOf(id);
    const [added, paused, resumed] = await eventsOf(id);
    for (const e of [paused!, resumed!])
      await expect(undoCounterEvent(t.app.db, id, e.id)).rejects.toMatchObject({
        message: CHAT_UNDO_MESSAGE,
      });
    const undone = await undoCounterEvent(t.app.db, id, added!.id);
    expect(undone.run.addedMs).toBe(resumedRun.addedMs - 60_000);
  });

  it('refuses with the run’s reason when the effect no longer applies, and leaves the event', async () => {
    const { id } = await countdown();
    const applied = await applyCounterEvent(t.app.db, id, 'api', { id: 'u', type: 'sub', amount: 1 });
    const [row] = await t.app.db.select().from(counters).where(eq(counters.id, id));
    await t.app.db
      .update(counters)
      .set({ settings: { ...row!.settings, countdownType: 'number', startNumber: 0, endNumber: 10 } })
      .where(eq(counters.id, id));
    await expect(undoCounterEvent(t.app.db, id, applied.event.id)).rejects.toMatchObject({
      message: CONTROL_MESSAGES.datetimeOnly,
    });
    expect((await eventsOf(id))[0]!.undoneAt).toBeNull();
  });
});

describe('setMultiplier', () => {
  it('saves a factor until now + minutes, and factor 1 as none', async () => {
    const { id } = await countdown();
    const before = Date.now();
    const on = await setMultiplier(t.app.db, id, 4, 2);
    expect(on.factor).toBe(4);
    expect(on.until).toBeGreaterThanOrEqual(before + 120_000);
    expect(on.until).toBeLessThanOrEqual(Date.now() + 120_000);
    expect(await runOf(id)).toMatchObject({ multiplier: 4, multiplierUntil: on.until });
    expect(await setMultiplier(t.app.db, id, 1, 2)).toEqual({ factor: 1, until: null });
    expect(await runOf(id)).toMatchObject({ multiplier: 1, multiplierUntil: null });
  });
});

// The errors' codes and texts as the routes map and show them.
describe('errors', () => {
  it('names each refusal with its code and text', async () => {
    expect(NOT_SYNCED_MESSAGE).toBe(
      'Events only apply to synced (live) counters. Turn on Live control in the counter settings.',
    );
    expect(ALREADY_UNDONE_MESSAGE).toBe('This event was already undone.');
    expect(CHAT_UNDO_MESSAGE).toBe(
      'A pause or resume from chat cannot be undone here. Use Pause or Resume on the control page.',
    );
    const notFound = { code: 'not_found', message: 'Counter not found' };
    const event = { id: 'e', type: 'sub', amount: 1 } as const;
    await expect(applyCounterEvent(t.app.db, 'nope', 'api', event)).rejects.toMatchObject(notFound);
    await expect(
      applyChatCommand(t.app.db, 'nope', { type: 'pause', user: null, text: '!pause', messageId: 'x' }),
    ).rejects.toMatchObject(notFound);
    await expect(undoCounterEvent(t.app.db, 'nope', 'x')).rejects.toMatchObject(notFound);

    const { id } = await countdown();
    const applied = await applyCounterEvent(t.app.db, id, 'api', event);
    const chat = (type: 'pause' | 'addtime', messageId: string) =>
      applyChatCommand(t.app.db, id, { type, ms: 60_000, user: null, text: '!', messageId });
    await chat('pause', 'p');
    const [, paused] = await eventsOf(id);
    await expect(undoCounterEvent(t.app.db, id, paused!.id)).rejects.toMatchObject({
      code: 'validation',
      message: CHAT_UNDO_MESSAGE,
    });
    await expect(undoCounterEvent(t.app.db, id, 'missing')).rejects.toMatchObject({
      code: 'not_found',
      message: 'Event not found',
    });
    await undoCounterEvent(t.app.db, id, applied.event.id);
    await expect(undoCounterEvent(t.app.db, id, applied.event.id)).rejects.toMatchObject({
      code: 'conflict',
      message: ALREADY_UNDONE_MESSAGE,
    });
    const again = await applyCounterEvent(t.app.db, id, 'api', { ...event, id: 'e2' });
    const [row] = await t.app.db.select().from(counters).where(eq(counters.id, id));
    await t.app.db
      .update(counters)
      .set({ settings: { ...row!.settings, countdownType: 'number', startNumber: 0, endNumber: 10 } })
      .where(eq(counters.id, id));
    await expect(undoCounterEvent(t.app.db, id, again.event.id)).rejects.toMatchObject({
      code: 'validation',
      message: CONTROL_MESSAGES.datetimeOnly,
    });
    await unsync(id);
    const refused = { code: 'validation', message: NOT_SYNCED_MESSAGE };
    await expect(applyCounterEvent(t.app.db, id, 'api', event)).rejects.toMatchObject(refused);
    await expect(chat('addtime', 'a')).rejects.toMatchObject(refused);
  });
});

describe('what an event keeps', () => {
  it('logs the tier and message it was sent with', async () => {
    const { id } = await countdown();
    const applied = await applyCounterEvent(t.app.db, id, 'twitch', {
      id: 't',
      type: 'sub',
      tier: '2',
      amount: 1,
      message: 'hype',
    });
    expect(applied.event).toMatchObject({ tier: '2', message: 'hype' });
  });
});

// Statements as PGlite sees them (countQueries); on PostgreSQL a transaction runs on a pooled client.
describe('statements per batch', () => {
  const LOCK = /for update of "counter_runs"/i;
  const SAVE = /^update "counter_runs"/i;
  async function counting<T>(body: () => Promise<T>) {
    const locks = countQueries(t.app, LOCK);
    const saves = countQueries(t.app, SAVE);
    try {
      const value = await body();
      return { value, locks: locks.count(), saves: saves.count() };
    } finally {
      saves.stop();
      locks.stop();
    }
  }

  it('takes the run lock once for a burst, repeated ids included', async (ctx) => {
    if (!t.app.dbHandle.pglite) ctx.skip();
    const { id } = await countdown();
    await applyCounterEvent(t.app.db, id, 'api', { id: 'warm', type: 'sub', amount: 1 });
    const burst = await counting(() =>
      Promise.all(
        ['a', 'b', 'a', 'c'].map((key) =>
          applyCounterEvent(t.app.db, id, 'api', { id: key, type: 'sub', amount: 1 }),
        ),
      ),
    );
    expect(burst.value.map((a) => a.duplicate)).toEqual([false, false, true, false]);
    expect(burst).toMatchObject({ locks: 1, saves: 1 });
  });

  it('saves no run for events and undos without effect, and tries a lone failure once', async (ctx) => {
    if (!t.app.dbHandle.pglite) ctx.skip();
    const { id } = await countdown();
    await applyCounterEvent(t.app.db, id, 'api', { id: 'warm', type: 'sub', amount: 1 });
    const none = await counting(() =>
      Promise.all(
        ['r1', 'r2'].map((key) =>
          applyCounterEvent(t.app.db, id, 'api', { id: key, type: 'raid', amount: 3 }),
        ),
      ),
    );
    expect(none.value.map((a) => a.changed)).toEqual([false, false]);
    expect(none).toMatchObject({ locks: 1, saves: 0 });
    // An event that added nothing has nothing to undo: refused, and no run saved.
    const undone = await counting(() =>
      undoCounterEvent(t.app.db, id, none.value[0]!.event.id).catch((e: unknown) => e),
    );
    expect(undone.value).toMatchObject({ code: 'conflict', message: NOTHING_TO_UNDO_MESSAGE });
    expect(undone.saves).toBe(0);
    const failed = await counting(() =>
      applyCounterEvent(t.app.db, id, 'api', { id: 'huge', type: 'raid', amount: 1e12 }).catch(
        (e: unknown) => e,
      ),
    );
    expect(failed.value).toBeInstanceOf(Error);
    expect(failed.locks).toBe(1);
  });
});

describe('undo by source', () => {
  it('refuses only chat pauses and resumes: a logged pause from another source is undone', async () => {
    const { id } = await countdown();
    const [logged] = await insertCounterEvents(t.app.db, [
      {
        counterId: id,
        eventKey: 'api:p',
        source: 'api',
        type: 'pause',
        tier: null,
        userName: null,
        amount: 1,
        message: null,
        multiplier: 1,
        // It moved the end (a pause from a bot that also added time): something to take back.
        addedMs: 60_000,
        cappedMs: 0,
        addedValue: 0,
        note: null,
        createdAt: new Date(),
      },
    ]);
    const undone = await undoCounterEvent(t.app.db, id, logged!.id);
    expect(undone.event.undoneAt).toBeInstanceOf(Date);
  });
});
