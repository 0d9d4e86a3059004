import { ensurePgTools } from '../../scripts/acquire/pg-tools';
import { consoleIo, realSystem, runCommand } from '../../scripts/acquire/system';
import { CommandError } from './exit-on-error';

// pg_dump and pg_restore for db:backup and db:restore against PostgreSQL, of the server's own major
// version (found or installed as the test suites get PostgreSQL: scripts/acquire/pg-tools.ts).

/** A pg_dump archive in its custom format starts with these five bytes. */
export const isPostgresArchive = (head: Uint8Array) =>
  Buffer.from(head.subarray(0, 5)).toString('latin1') === 'PGDMP';

const TOOL_TIMEOUT_MS = 6 * 60 * 60_000; // a large database takes a while; a hung one still ends

type Client = import('pg').Client;

async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function serverMajor(url: string): Promise<number> {
  const rows = await withClient(url, (c) =>
    c.query<{ v: string }>(`select current_setting('server_version_num') as v`),
  );
  return Math.floor(Number(rows.rows[0]?.v) / 10_000);
}

/**
 * The tools take the address without its password, which goes in PGPASSWORD instead: a command
 * line is visible to every account on the machine (ps), the environment is not.
 */
function toolConnection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

async function runTool(url: string, tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  const major = await serverMajor(url);
  if (!Number.isInteger(major) || major < 10)
    throw new CommandError(`Unexpected PostgreSQL version at DATABASE_URL.`);
  const dir = await ensurePgTools(realSystem(), consoleIo, major).catch((err: Error) => {
    throw new CommandError(err.message);
  });
  const { dbname, env } = toolConnection(url);
  const result = await runCommand(`${dir}/${tool}`, [...args, `--dbname=${dbname}`], {
    timeoutMs: TOOL_TIMEOUT_MS,
    env,
  });
  if (!result.ok) throw new CommandError(`${tool} failed: ${result.output.trim()}`);
}

/** pg_dump's custom format into `file`: one snapshot, so the archive is consistent under writes. */
export function dumpPostgres(url: string, file: string): Promise<void> {
  return runTool(url, 'pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`]);
}

/** Tables, sequences or views anywhere but PostgreSQL's own schemas: a database a restore must not touch. */
export async function postgresRelations(url: string): Promise<number> {
  const result = await withClient(url, (c) =>
    c.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and s.nspname not in ('pg_catalog', 'information_schema')
         and s.nspname not like 'pg\\_toast%' and s.nspname not like 'pg\\_temp%'`,
    ),
  );
  return result.rows[0]?.n ?? 0;
}

/**
 * pg_restore in one transaction: a restore that fails leaves the database as empty as it was.
 * Ownership and grants are left out, so the database's own user owns what is restored.
 */
export function restorePostgres(url: string, file: string): Promise<void> {
  return runTool(url, 'pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    file,
  ]);
}
