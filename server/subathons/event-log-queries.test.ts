import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterEvents } from '../db/schema';
import { createSyncedCounter, premiumUser } from '../live/testing/live-test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  findEventsByKeys,
  insertCounterEvents,
  listCounterEvents,
  listRecentEvents,
  readMultiplier,
  toLoggedEvent,
} from './event-log-queries';

// A counter's event log as the queries read it: newest first (the id breaks ties), the embed's
// strip without undone events nor a moderator's pause and resume, and a multiplier of 1 until set.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function counterWithLog() {
  const p = await premiumUser(t);
  const id = await createSyncedCounter(t, p.cookie);
  const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, s));
  const row = (
    key: string,
    type: string,
    createdAt: Date,
    over: Partial<typeof counterEvents.$inferInsert> = {},
  ) => ({
    id: key,
    counterId: id,
    eventKey: `k-${key}`,
    source: 'chat' as const,
    type,
    amount: 1,
    addedMs: 60_000,
    createdAt,
    ...over,
  });
  await t.app.db.insert(counterEvents).values([
    row(`${id}-a`, 'sub', at(1)),
    row(`${id}-b`, 'pause', at(2)),
    row(`${id}-c`, 'resume', at(3)),
    row(`${id}-d`, 'bits', at(4), { undoneAt: at(5) }),
    row(`${id}-e`, 'tip', at(6)),
    row(`${id}-f`, 'follow', at(6)),
    // Added nothing (no rule, or the cap): never shown to viewers.
    row(`${id}-g`, 'raid', at(7), { addedMs: 0, note: 'no_rule' }),
    row(`${id}-h`, 'sub', at(8), { addedMs: 0, cappedMs: 60_000, note: 'capped' }),
    // A number counter's event moves the value, not the time.
    row(`${id}-i`, 'bits', at(9), { addedMs: 0, addedValue: 5 }),
  ]);
  return id;
}

describe('the event log queries', () => {
  it('list every event newest first, the later id first at the same time, up to the limit', async () => {
    const id = await counterWithLog();
    const all = await listCounterEvents(t.app.db, id, 50);
    expect(all.map((r) => r.id.slice(-1))).toEqual(['i', 'h', 'g', 'f', 'e', 'd', 'c', 'b', 'a']);
    expect((await listCounterEvents(t.app.db, id, 2)).map((r) => r.id.slice(-1))).toEqual(['i', 'h']);
  });

  it("leave undone events, events that added nothing and a moderator's pause and resume out of the strip", async () => {
    const id = await counterWithLog();
    const recent = await listRecentEvents(t.app.db, id, 50);
    expect(recent.map((r) => r.id.slice(-1))).toEqual(['i', 'f', 'e', 'a']);
    expect((await listRecentEvents(t.app.db, id, 1)).map((r) => r.id.slice(-1))).toEqual(['i']);
  });

  it('find events by key within one counter only, and mark undone ones as such', async () => {
    const id = await counterWithLog();
    const other = await counterWithLog();
    const found = await findEventsByKeys(t.app.db, id, [`k-${id}-a`, `k-${id}-d`, `k-${other}-a`]);
    expect(found.map((r) => r.id).sort()).toEqual([`${id}-a`, `${id}-d`]);
    const undone = found.find((r) => r.id === `${id}-d`)!;
    expect(toLoggedEvent(undone)).toMatchObject({
      type: 'bits',
      undone: true,
      at: '2026-01-01T12:00:04.000Z',
    });
    expect(toLoggedEvent(found.find((r) => r.id === `${id}-a`)!).undone).toBe(false);
  });

  it('insert nothing for no events, and read a multiplier of 1 for a counter that never set one', async () => {
    expect(await insertCounterEvents(t.app.db, [])).toEqual([]);
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    expect(await readMultiplier(t.app.db, id)).toEqual({ factor: 1, until: null });
  });
});
