import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

// drizzle's execute() is typed per driver; both PGlite and pg answer { rows }.
const rowsOf = (res: unknown) => (res as { rows: unknown[] }).rows;

// Test-only instrumentation: a row trigger on every table counts its writes in one small table.
// Reading it after each request says exactly which request wrote, at the cost of one tiny query,
// where hashing every table after every request would take seconds per route. The counter table is
// updated inside the writing transaction, so a write that is rolled back is not counted.
const PROBE = 'zz_write_probe';

export async function installWriteProbe(db: Database): Promise<void> {
  await db.execute(sql.raw(`create table if not exists ${PROBE} (t text primary key, n bigint not null)`));
  await db.execute(
    sql.raw(`create or replace function ${PROBE}_note() returns trigger language plpgsql as $$
      begin
        insert into ${PROBE} (t, n) values (tg_table_name, 1) on conflict (t) do update set n = ${PROBE}.n + 1;
        return null;
      end $$`),
  );
  const res = await db.execute(
    sql.raw(`select table_name from information_schema.tables
             where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> '${PROBE}'`),
  );
  for (const { table_name: table } of rowsOf(res) as { table_name: string }[]) {
    await db.execute(
      sql.raw(`create or replace trigger ${PROBE} after insert or update or delete on "${table}"
               for each row execute function ${PROBE}_note()`),
    );
  }
}

export async function readWriteCounts(db: Database): Promise<Map<string, number>> {
  const res = await db.execute(sql.raw(`select t, n::int as n from ${PROBE}`));
  return new Map((rowsOf(res) as { t: string; n: number }[]).map((r) => [r.t, r.n]));
}

export function tablesWritten(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after].filter(([t, n]) => before.get(t) !== n).map(([t]) => t);
}

export const WRITE_PROBE_TABLE = PROBE;
