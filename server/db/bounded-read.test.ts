import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { boundedRead } from './maintenance';

// The embedded database answers one statement at a time in this process. An admin read of many
// statements must let a visitor's request in between them (boundedRead yields a turn of the event
// loop before each), so the visitor waits for one statement at most, not for the whole read.
// Over real HTTP, so the visitor's request arrives as I/O the way a browser's does.
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

// Each statement keeps the database busy for a few milliseconds of real work.
const STATEMENTS = 40;
const busyStatement = sql`select count(*) from generate_series(1, 50000)`;

describe.runIf(process.env.DATABASE_URL === undefined)('admin reads on the embedded database', () => {
  it('let a concurrent public request answer while a long admin read runs', async () => {
    const started = performance.now();
    let statementsDone = 0;
    const admin = boundedRead(t.app.dbHandle, async (db) => {
      for (let i = 0; i < STATEMENTS; i++) {
        await db.execute(busyStatement);
        statementsDone++;
      }
    }).then(() => performance.now());
    // The visitor arrives once the admin read is under way.
    while (statementsDone < 2) await new Promise((r) => setImmediate(r));
    const res = await fetch(`${base}/api/pricing`);
    const pricingDone = performance.now();
    const pricingSeenAt = statementsDone;
    const adminDone = await admin;
    expect(res.status).toBe(200);
    // Answered in the middle of the admin read, not after it.
    expect(pricingSeenAt).toBeLessThan(STATEMENTS);
    expect(pricingDone).toBeLessThan(adminDone);
    expect(pricingDone - started).toBeLessThan((adminDone - started) / 2);
  });
});
