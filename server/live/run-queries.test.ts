import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../test/count-queries';
import { createTestApp, type TestApp } from '../test/test-app';
import { lockCounterRun, lockRunRow } from './run-queries';
import { createSyncedCounter, premiumUser } from './testing/live-test-support';

// The run row's locks. Each is a select first and an insert only for a counter that never ran: the
// row is made once per counter, and every control action and event batch takes the lock. Called on
// the app's database outside a transaction, so countQueries sees the statements on PGlite and on
// the PostgreSQL pool alike.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const RUN_INSERT = /insert into "counter_runs"/i;

async function newCounter() {
  const p = await premiumUser(t);
  return createSyncedCounter(t, p.cookie);
}

/** Runs `body` and answers what it gave with how many statements matched `pattern`. */
async function counting<T>(pattern: RegExp, body: () => Promise<T>): Promise<{ value: T; count: number }> {
  const seen = countQueries(t.app, pattern);
  try {
    const value = await body();
    return { value, count: seen.count() };
  } finally {
    seen.stop();
  }
}

describe('locking the run row', () => {
  it('creates the row of a counter that never ran, then only selects it', async () => {
    const id = await newCounter();
    const first = await counting(RUN_INSERT, () => lockRunRow(t.app.db, id));
    expect(first.value).toMatchObject({ counterId: id, status: 'idle' });
    expect(first.count).toBe(1);

    const again = await counting(RUN_INSERT, () => lockRunRow(t.app.db, id));
    expect(again.value).toEqual(first.value);
    expect(again.count).toBe(0);
  });
});

describe('locking a counter with its run row', () => {
  it('creates the run row once, then only selects settings and row', async () => {
    const id = await newCounter();
    const first = await counting(RUN_INSERT, () => lockCounterRun(t.app.db, id));
    expect(first.value?.row).toMatchObject({ counterId: id, status: 'idle' });
    expect(first.value?.settings).toMatchObject({ synced: true, endNumber: 100 });
    expect(first.count).toBe(1);

    const again = await counting(RUN_INSERT, () => lockCounterRun(t.app.db, id));
    expect(again.value).toEqual(first.value);
    expect(again.count).toBe(0);
  });

  it('locks only the run row, not the counter row that settings saves update', async () => {
    const id = await newCounter();
    await lockCounterRun(t.app.db, id);
    const all = await counting(/ for update/i, () => lockCounterRun(t.app.db, id));
    const runOnly = await counting(/ for update of "counter_runs"$/i, () => lockCounterRun(t.app.db, id));
    expect(all.count).toBe(1);
    expect(runOnly.count).toBe(1);
  });

  it('answers undefined for a missing counter instead of a foreign-key error', async () => {
    expect(await lockCounterRun(t.app.db, 'noSuchCounter1')).toBeUndefined();
  });
});
