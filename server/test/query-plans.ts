import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, DatabaseHandle } from '../db/client';
import { schema } from '../db/schema';

export interface RecordedQuery {
  sql: string;
  params: unknown[];
}

/** A second drizzle over the same connection that notes every statement the code under test sends. */
export function recordingDatabase(handle: DatabaseHandle): { db: Database; queries: RecordedQuery[] } {
  const queries: RecordedQuery[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => queries.push({ sql, params }) };
  const db: Database = handle.pglite
    ? drizzlePglite({ client: handle.pglite.asPGlite(), schema, logger })
    : drizzlePg({ client: handle.pool, schema, logger });
  return { db, queries };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

export interface TableReads {
  seqScans: string[];
  /** Rows the scans of each table produced (rows × loops), index and heap alike. */
  rows: Record<string, number>;
}

function walk(node: PlanNode, out: TableReads) {
  const table = node['Relation Name'];
  if (table) {
    if (node['Node Type'] === 'Seq Scan') out.seqScans.push(table);
    out.rows[table] = (out.rows[table] ?? 0) + (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
  }
  for (const child of node.Plans ?? []) walk(child, out);
}

/**
 * EXPLAIN (ANALYZE, FORMAT JSON) of one statement with sequential scans priced out of reach
 * (enable_seqscan off): a Seq Scan that still shows means no index can serve the statement.
 */
export async function explainReads(handle: DatabaseHandle, q: RecordedQuery): Promise<TableReads> {
  const text = `explain (analyze, format json) ${q.sql}`;
  let plan: unknown;
  if (handle.pglite) {
    await handle.pglite.exec('set enable_seqscan = off');
    try {
      plan = (await handle.pglite.query<Record<string, unknown>>(text, q.params as never[])).rows[0];
    } finally {
      await handle.pglite.exec('reset enable_seqscan');
    }
  } else {
    const client = await handle.pool!.connect();
    try {
      await client.query('set enable_seqscan = off');
      plan = (await client.query(text, q.params)).rows[0];
      await client.query('reset enable_seqscan');
    } finally {
      client.release();
    }
  }
  const json = Object.values(plan as Record<string, unknown>)[0];
  const root = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
  const out: TableReads = { seqScans: [], rows: {} };
  walk(root[0]!.Plan, out);
  return out;
}
