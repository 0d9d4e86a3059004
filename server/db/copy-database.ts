import type { DatabaseHandle } from './client';

// Copies every row of the embedded database into a migrated, empty PostgreSQL (npm run db:copy).
// Generic over the tables, so a table added later is copied without touching this file.

type Rows = Record<string, unknown>[];
const BATCH = 5000;
// Kept by triggers on the target while the rows arrive (migration 0009): copying it would double it.
const DERIVED = new Set(['daily_counts']);

async function query(handle: DatabaseHandle, text: string, params: unknown[] = []): Promise<Rows> {
  if (handle.pglite) return (await handle.pglite.query<Record<string, unknown>>(text, params)).rows;
  return (await handle.pool!.query(text, params)).rows;
}

/** Public tables, each after the tables its foreign keys point at. */
async function tablesInOrder(handle: DatabaseHandle): Promise<string[]> {
  const tables = (
    await query(handle, `select tablename from pg_tables where schemaname = 'public' order by tablename`)
  ).map((r) => String(r.tablename));
  const edges = await query(
    handle,
    `select conrelid::regclass::text as child, confrelid::regclass::text as parent
       from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  const ordered: string[] = [];
  const visit = (t: string, path: Set<string>) => {
    if (ordered.includes(t) || path.has(t)) return;
    path.add(t);
    for (const e of edges) if (e.child === t && e.parent !== t) visit(String(e.parent), path);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered.filter((t) => !DERIVED.has(t));
}

export interface CopyReport {
  table: string;
  rows: number;
}

/** All or nothing: one transaction on the target, so a failed copy leaves it empty to try again. */
export async function copyDatabase(
  source: DatabaseHandle,
  target: DatabaseHandle,
  progress: (line: string) => void = () => {},
): Promise<CopyReport[]> {
  if (!target.pool) throw new Error('The target must be PostgreSQL.');
  const client = await target.pool.connect();
  try {
    await client.query('begin');
    const report = await copyTables(
      source,
      (text, params) => client.query(text, params).then((r) => r.rows),
      progress,
    );
    await client.query('commit');
    return report;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

async function copyTables(
  source: DatabaseHandle,
  target: (text: string, params?: unknown[]) => Promise<Rows>,
  progress: (line: string) => void,
): Promise<CopyReport[]> {
  const [existing] = await target('select count(*)::int as n from users');
  if (Number(existing?.n) > 0)
    throw new Error('The target database already has users: copy into an empty one.');
  const report: CopyReport[] = [];
  for (const table of await tablesInOrder(source)) {
    const id = `"${table.replace(/"/g, '""')}"`;
    let copied = 0;
    // The source is stopped (an embedded database has one process), so its physical order is
    // stable between batches and OFFSET pages it exactly; batches keep memory flat.
    for (;;) {
      const batch = await query(
        source,
        `select coalesce(json_agg(t), '[]') as rows from (select * from ${id} offset ${copied} limit ${BATCH}) t`,
      );
      const rows = batch[0]?.rows as unknown[];
      const list = typeof rows === 'string' ? (JSON.parse(rows) as unknown[]) : rows;
      if (list.length === 0) break;
      await target(`insert into ${id} select * from json_populate_recordset(null::${id}, $1::json)`, [
        JSON.stringify(list),
      ]);
      copied += list.length;
      progress(`${table}: ${copied.toLocaleString('en')} rows`);
      if (list.length < BATCH) break;
    }
    const [check] = await target(`select count(*)::int as n from ${id}`);
    if (Number(check?.n) !== copied)
      throw new Error(`${table}: copied ${copied} rows but the target has ${check?.n}`);
    report.push({ table, rows: copied });
  }
  return report;
}
