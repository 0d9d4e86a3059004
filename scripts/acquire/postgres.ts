import { join } from 'node:path';
import { acquire, type Io, type Lookup, type Need, seconds } from './acquire';
import { aptCommand, aptWay } from './apt';
import type { System } from './system';

// PostgreSQL for the two suites that need it (README): the API suite on PostgreSQL wants a server
// at DATABASE_URL, started here when it is the local cluster and down; the fault tests start
// clusters of their own and want the machine's initdb and pg_ctl.

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';
const START_TIMEOUT_MS = 60_000;
const READY_WITHIN_MS = 30_000;

export function findPostgresBin(sys: System): Lookup<string> {
  const versions = sys
    .list('/usr/lib/postgresql')
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  const dirs = ['/usr/local/bin', ...versions.map((v) => `/usr/lib/postgresql/${v}/bin`)];
  const dir = dirs.find((d) => sys.exists(join(d, 'initdb')) && sys.exists(join(d, 'pg_ctl')));
  if (dir) return { value: dir, note: `initdb and pg_ctl in ${dir}` };
  return { missing: `no initdb and pg_ctl in ${dirs.join(', ')}` };
}

export function postgresNeed(sys: System): Need<string> {
  return {
    what: 'PostgreSQL',
    find: () => findPostgresBin(sys),
    ways: [aptWay(sys, 'postgresql')],
    command: () =>
      sys.hasCommand('apt-get')
        ? aptCommand(sys, 'postgresql')
        : 'install PostgreSQL 14 or newer so that initdb and pg_ctl are in /usr/local/bin',
  };
}

export const ensurePostgresTools = (sys: System, io: Io) => acquire(postgresNeed(sys), io);

/** What a connection attempt found: the server is up, down, up without our database, or it refused us. */
export type PgState = 'up' | 'down' | 'no-database' | { refused: string };

export interface PgClient {
  probe(url: string): Promise<PgState>;
  createDatabase(url: string): Promise<void>;
  sleep(ms: number): Promise<void>;
}

const isLocal = (url: URL) => ['127.0.0.1', 'localhost', '[::1]', ''].includes(url.hostname);

async function startLocalCluster(sys: System, io: Io, pg: PgClient, url: string): Promise<void> {
  await ensurePostgresTools(sys, io);
  const version = sys.list('/etc/postgresql').sort()[0];
  if (!version)
    throw new Error(
      `PostgreSQL at ${url} is down and this machine has no cluster in /etc/postgresql to start. ` +
        'Set DATABASE_URL to a running server.',
    );
  const start = io.now();
  io.log(`PostgreSQL at ${url} is down; starting cluster ${version}/main (pg_ctlcluster)…`);
  const args = ['--skip-systemctl-redirect', version, 'main', 'start'];
  const started = await sys.run('pg_ctlcluster', args, { timeoutMs: START_TIMEOUT_MS });
  if (!started.ok)
    throw new Error(
      `PostgreSQL at ${url} is down, and starting cluster ${version}/main failed: ${started.output.trim()}. ` +
        'Set DATABASE_URL to the address of a running server.',
    );
  for (let waited = 0; waited < READY_WITHIN_MS; waited += 500) {
    if ((await pg.probe(url)) !== 'down') {
      io.log(`  up in ${seconds(io.now() - start)}`);
      return;
    }
    await pg.sleep(500);
  }
  throw new Error(
    `PostgreSQL cluster ${version}/main started, but ${url} did not answer within ${READY_WITHIN_MS / 1000} s. ` +
      'Set DATABASE_URL to the address of that cluster (see /etc/postgresql/*/main/postgresql.conf).',
  );
}

/** Makes sure a server answers at `url` with its database there; starts the local cluster if needed. */
export async function ensurePostgresServer(url: string, sys: System, io: Io, pg: PgClient): Promise<void> {
  let state = await pg.probe(url);
  if (state === 'down' && isLocal(new URL(url))) {
    await startLocalCluster(sys, io, pg, url);
    state = await pg.probe(url);
  }
  if (state === 'no-database') {
    io.log(`PostgreSQL: creating database ${new URL(url).pathname.slice(1)}`);
    await pg.createDatabase(url);
    return;
  }
  if (state === 'up') {
    io.log(`PostgreSQL for the API suite: up at ${url}`);
    return;
  }
  const why = state === 'down' ? 'nothing answers there' : state.refused;
  throw new Error(
    `PostgreSQL at ${url}: ${why}. Set DATABASE_URL to a server and a user that may create databases.`,
  );
}
