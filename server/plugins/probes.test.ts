import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// The probes a load balancer calls: what each answers, that the answer is never kept by a cache,
// and that calling them often is never refused.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('/healthz', () => {
  it('answers 200 with the event loop’s recent delay, never cached', async () => {
    const res = await get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', eventLoopDelayMs: expect.any(Number) });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('reports a stalled event loop with 503', async () => {
    const until = Date.now() + 2_300;
    while (Date.now() < until) {
      // Holding the loop, as a runaway computation would.
    }
    const res = await get('/healthz');
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe('stalled');
    expect(res.json().eventLoopDelayMs).toBeGreaterThan(2_000);
  });
});

describe('/readyz', () => {
  it('is ready when the database answers and holds every migration', async () => {
    const res = await get('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is never rate-limited', async () => {
    // More calls from one address than any rate-limited route allows in a minute.
    const codes = new Set<number>();
    for (let i = 0; i < 130; i++) codes.add((await get('/readyz')).statusCode);
    expect(codes).toEqual(new Set([200]));
  });

  it('answers 503 while the instance drains, and ready again when it does not', async () => {
    t.app.probes.draining = true;
    try {
      const res = await get('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', problems: ['draining'] });
    } finally {
      t.app.probes.draining = false;
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('answers 503 when the newest migration of this code is not in the database', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const [row] = (
      (await t.app.db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations where created_at = ${newest}`,
      )) as unknown as {
        rows: { id: number; hash: string; created_at: string }[];
      }
    ).rows;
    await t.app.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row!.id}`);
    try {
      const res = await get('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', problems: ['migrations not applied'] });
    } finally {
      await t.app.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row!.id}, ${row!.hash}, ${row!.created_at})`,
      );
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });
});
