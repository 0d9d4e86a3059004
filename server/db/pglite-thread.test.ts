import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PGliteThread } from './pglite-thread';

// The embedded database in its worker thread (decision 026a), as the server and drizzle use it.
// Each thread starts from the run's migrated dump (server/test/global-setup.ts) when there is one:
// an empty database would run initdb first, about 6 CPU s a thread.
const fromDump = () => {
  const template = inject('pgliteTemplate');
  return template ? { loadDataDir: new Blob([readFileSync(template)]) } : {};
};

let db: PGliteThread;
beforeAll(async () => {
  db = await PGliteThread.create(undefined, fromDump());
  await db.exec('create table notes (id int primary key, body text not null, at timestamptz default now())');
});
afterAll(async () => {
  await db?.close();
});

describe('PGlite in a worker thread', () => {
  it('answers queries with parameters, in object and array rows', async () => {
    await db.query('insert into notes (id, body) values ($1, $2), ($3, $4)', [1, 'one', 2, 'two']);
    const rows = await db.query<{ id: number; body: string }>('select id, body from notes order by id');
    expect(rows.rows).toEqual([
      { id: 1, body: 'one' },
      { id: 2, body: 'two' },
    ]);
    const arrays = await db.query('select id, body from notes where id = $1', [2], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[2, 'two']]);
  });

  it("reads the types drizzle asks for as text (a timestamp stays PostgreSQL's own text)", async () => {
    const asText = await db.query<{ at: unknown }>('select at from notes where id = 1', [], {
      parsers: { 1184: (value: string) => value },
    });
    expect(typeof asText.rows[0]!.at).toBe('string');
    const parsed = await db.query<{ at: unknown }>('select at from notes where id = 1');
    expect(parsed.rows[0]!.at).toBeInstanceOf(Date);
    // A parser that changes the value cannot cross to the worker: refused, not dropped.
    expect(() => db.query('select 1', [], { parsers: { 23: (v: string) => Number(v) * 2 } })).toThrow(
      /not supported/,
    );
  });

  it("gives PostgreSQL's error fields back (the code the error handler maps, the constraint)", async () => {
    const failed = await db.query('insert into notes (id, body) values (1, $1)', ['again']).catch((e) => e);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    expect(String(failed.message)).toMatch(/duplicate key/);
  });

  it('commits a transaction that returns and rolls back one that throws', async () => {
    const id = await db.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (10, $1)', ['kept']);
      return 10;
    });
    expect(id).toBe(10);
    const boom = new Error('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values (11, $1)', ['dropped']);
        throw boom;
      }),
    ).rejects.toBe(boom);
    const ids = await db.query<{ id: number }>('select id from notes where id >= 10 order by id');
    expect(ids.rows.map((r) => r.id)).toEqual([10]);
  });

  it('makes a statement from outside wait for an open transaction, which sees its own writes', async () => {
    let outside: Promise<{ rows: { body: string }[] }> | undefined;
    let seenInside = -1;
    await db.transaction(async (tx) => {
      await tx.query('update notes set body = $1 where id = 1', ['inside']);
      outside = db.query<{ body: string }>('select body from notes where id = 1');
      const mine = await tx.query<{ body: string }>('select body from notes where id = 1');
      seenInside = mine.rows[0]!.body === 'inside' ? 1 : 0;
    });
    expect(seenInside).toBe(1);
    expect((await outside!).rows[0]!.body).toBe('inside');
  });

  it('serves drizzle: queries and transactions through the same handle', async () => {
    const orm = drizzle({ client: db.asPGlite() });
    const result = await orm.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (20, 'orm')`);
      return tx.execute(sql`select count(*)::int as n from notes where id = 20`);
    });
    expect(result.rows).toEqual([{ n: 1 }]);
  });

  it('dumps the data folder and a new thread starts from the dump', async () => {
    const dump = await db.dumpDataDir('none');
    const copy = await PGliteThread.create(undefined, { loadDataDir: dump });
    try {
      const rows = await copy.query<{ body: string }>('select body from notes where id = 20');
      expect(rows.rows).toEqual([{ body: 'orm' }]);
    } finally {
      await copy.close();
    }
  });

  it('refuses calls once closed instead of waiting forever', async () => {
    const short = await PGliteThread.create(undefined, fromDump());
    await short.close();
    await expect(short.query('select 1')).rejects.toThrow(/has ended/);
  });
});
