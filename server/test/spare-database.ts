import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';

// The API suite's embedded databases, one spare kept per worker (the `api` project shares a
// worker's modules between its files). Starting a PGlite from the migrated dump costs about 0.6 CPU
// s (a thread, the WebAssembly compiled again, 27 MB unpacked, PostgreSQL started), and its code
// runs cold until V8 has optimised it again; a test file ended with its database emptied back to the
// dump's rows costs a few hundredths of that. A file still sees the database exactly as the dump
// left it: the reset puts back every row, sequence and session setting the dump had, and a database
// whose tables, columns, indexes, functions or triggers a file changed is closed, not kept.

/** What the dump holds, read once from a database freshly loaded from it. */
interface DumpState {
  /** Every table of the app's schemas, quoted, for one TRUNCATE. */
  tables: string[];
  /** The rows of the tables that have any, to put back in order. */
  rows: { table: string; json: string }[];
  /** Every sequence's position. */
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  /** The schema as a digest: a database that no longer matches it is not reused. */
  shape: string;
}

const SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'`;

// Tables, columns with their types and defaults, constraints, indexes, functions, triggers, views and
// extensions of the app's schemas: what a file could change with DDL.
const SHAPE_SQL = `select md5(string_agg(x, E'\\n' order by x)) as shape from (
  select 'c ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text || ' ' ||
    coalesce((select string_agg(a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull::text ||
      ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), ''), ',' order by a.attnum)
      from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '') as x
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${SCHEMAS}
  union all select 'k ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
    where connamespace in (select oid from pg_namespace n where ${SCHEMAS})
  union all select 'i ' || pg_get_indexdef(indexrelid) from pg_index
    where indrelid in (select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${SCHEMAS})
  union all select 'f ' || p.oid::regprocedure || ' ' || md5(coalesce(p.prosrc, '')) from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace where ${SCHEMAS}
  union all select 't ' || tgrelid::regclass || ' ' || tgname || ' ' || tgenabled::text from pg_trigger where not tgisinternal
  union all select 'e ' || extname || ' ' || extversion from pg_extension
  union all select 's ' || coalesce(setdatabase::text, '') || ' ' || array_to_string(setconfig, ',') from pg_db_role_setting
) s`;

const TABLES_SQL = `select format('%I.%I', n.nspname, c.relname) as name from pg_class c
  join pg_namespace n on n.oid = c.relnamespace where c.relkind in ('r', 'p') and ${SCHEMAS} order by 1`;

// A sequence never used has no last value: it goes back to its start, not yet called.
const SEQUENCES_SQL = `select format('%I.%I', schemaname, sequencename) as name,
  coalesce(last_value, start_value)::text as "lastValue", last_value is not null as "isCalled" from pg_sequences`;

let dumpState: DumpState | null = null;
let spare: DatabaseHandle | null = null;

async function readDumpState(handle: DatabaseHandle): Promise<DumpState> {
  const pglite = handle.pglite!;
  const tables = (await pglite.query<{ name: string }>(TABLES_SQL)).rows.map((r) => r.name);
  const rows: DumpState['rows'] = [];
  for (const table of tables) {
    const { rows: found } = await pglite.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${table} t`,
    );
    const json = found[0]?.json;
    if (json) rows.push({ table, json });
  }
  const sequences = (await pglite.query<DumpState['sequences'][number]>(SEQUENCES_SQL)).rows;
  const shape = (await pglite.query<{ shape: string }>(SHAPE_SQL)).rows[0]!.shape;
  return { tables, rows, sequences, shape };
}

/** Empties the database back to the dump's rows; false when its schema no longer is the dump's. */
async function resetToDump(handle: DatabaseHandle, state: DumpState): Promise<boolean> {
  const pglite = handle.pglite!;
  // Session state a file may have left: settings, prepared statements, listeners, advisory locks.
  await pglite.exec('discard all');
  const shape = (await pglite.query<{ shape: string }>(SHAPE_SQL)).rows[0]!.shape;
  if (shape !== state.shape) return false;
  // Triggers stay off while the rows go back, as they were when the dump's rows were written.
  await pglite.exec(`set session_replication_role = replica; begin;
    truncate ${state.tables.join(', ')} restart identity cascade;`);
  try {
    for (const { table, json } of state.rows)
      await pglite.query(
        `insert into ${table} overriding system value select * from json_populate_recordset(null::${table}, $1)`,
        [json],
      );
    for (const s of state.sequences)
      await pglite.query('select setval($1, $2::bigint, $3)', [s.name, s.lastValue, s.isCalled]);
    await pglite.exec('commit; reset session_replication_role;');
  } catch (err) {
    await pglite.exec('rollback; reset session_replication_role;').catch(() => {});
    throw err;
  }
  return true;
}

/** A database as the dump left it: the worker's spare, or a new one loaded from the dump. */
export async function takeEmbeddedDatabase(): Promise<DatabaseHandle> {
  const kept = spare;
  spare = null;
  if (kept) return kept;
  const handle = await openDatabase({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
  dumpState ??= await readDumpState(handle);
  return handle;
}

/** A file is done with its database: emptied and kept as the spare, or closed. */
export async function giveBackEmbeddedDatabase(handle: DatabaseHandle): Promise<void> {
  if (spare || !dumpState || !handle.pglite) return handle.close();
  const reset = await resetToDump(handle, dumpState).catch(() => false);
  if (!reset) return handle.close();
  spare = handle;
}
