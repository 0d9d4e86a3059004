import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

// drizzle's execute() is typed per driver; both PGlite and pg answer { rows }.
const rowsOf = (res: unknown) => (res as { rows: unknown[] }).rows;

export type Snapshot = Map<string, string>; // table -> "rows:hash"

async function listTables(db: Database): Promise<string[]> {
  const res = await db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return (rowsOf(res) as { table_name: string }[]).map((r) => r.table_name);
}

// Row count and an md5 of every row's text form, per table: any insert, update or delete shows.
export async function snapshotDatabase(db: Database, ignore: readonly string[] = []): Promise<Snapshot> {
  const snap: Snapshot = new Map();
  for (const table of await listTables(db)) {
    if (ignore.includes(table)) continue;
    const res = await db.execute(
      sql.raw(
        `select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from "${table}" t`,
      ),
    );
    const r = rowsOf(res)[0] as { n: number; h: string };
    snap.set(table, `${r.n}:${r.h}`);
  }
  return snap;
}

export function diffSnapshots(before: Snapshot, after: Snapshot): string[] {
  const tables = new Set([...before.keys(), ...after.keys()]);
  return [...tables]
    .filter((t) => before.get(t) !== after.get(t))
    .map((t) => `${t} (${before.get(t)} -> ${after.get(t)})`);
}
