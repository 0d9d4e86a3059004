import { describe, expect, test } from 'vitest';
import { giveBackEmbeddedDatabase, takeEmbeddedDatabase } from './spare-database';

// A file gets its worker's spare database only as the dump left it; one whose schema a file
// changed is closed instead of kept.

const ROWS_SQL = `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables order by 1`;

async function rowCounts(pglite: NonNullable<Awaited<ReturnType<typeof takeEmbeddedDatabase>>['pglite']>) {
  const counts: Record<string, number> = {};
  for (const { name } of (await pglite.query<{ name: string }>(ROWS_SQL)).rows) {
    const { rows } = await pglite.query<{ n: number }>(`select count(*)::int as n from ${name}`);
    counts[name] = rows[0]!.n;
  }
  return counts;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('the worker’s spare embedded database', () => {
  test('comes back with the dump’s rows, sequences and session, whatever the last file did', async () => {
    const first = await takeEmbeddedDatabase();
    const db = first.pglite!;
    const before = await rowCounts(db);
    const migrations = before['drizzle.__drizzle_migrations'];
    expect(migrations).toBeGreaterThan(0); // the dump has rows of its own to put back
    const sequence = (
      await db.query<{ name: string }>(`select format('%I.%I', schemaname, sequencename) as name
      from pg_sequences limit 1`)
    ).rows[0]!.name;
    const nextBefore = (await db.query<{ n: string }>(`select nextval('${sequence}')::text as n`)).rows[0]!.n;

    await db.exec(
      `insert into users (id, email, password_hash, first_name) values (gen_random_uuid(), 'spare@example.com', 'x', 'Spare')`,
    );
    await db.exec('delete from drizzle.__drizzle_migrations');
    await db.exec(`select nextval('${sequence}'); select nextval('${sequence}')`);
    await db.exec(`set statement_timeout = '1234ms'`);
    await giveBackEmbeddedDatabase(first);

    const second = await takeEmbeddedDatabase();
    expect(second).toBe(first);
    expect(await rowCounts(second.pglite!)).toEqual(before);
    const nextAfter = (await second.pglite!.query<{ n: string }>(`select nextval('${sequence}')::text as n`))
      .rows[0]!.n;
    expect(nextAfter).toBe(nextBefore);
    const { rows } = await second.pglite!.query<{ statement_timeout: string }>('show statement_timeout');
    expect(rows[0]!.statement_timeout).toBe('0');
    await giveBackEmbeddedDatabase(second);
  });

  test('is not kept when a file changed a table, and the next file gets a fresh one', async () => {
    const first = await takeEmbeddedDatabase();
    await first.pglite!.exec('alter table users add column spare_probe int');
    await giveBackEmbeddedDatabase(first);

    const second = await takeEmbeddedDatabase();
    expect(second).not.toBe(first);
    await expect(first.pglite!.query('select 1')).rejects.toThrow(/closed|ended/);
    const { rows } = await second.pglite!.query(
      `select 1 from information_schema.columns where table_name = 'users' and column_name = 'spare_probe'`,
    );
    expect(rows).toEqual([]);
    await giveBackEmbeddedDatabase(second);
  });
});
