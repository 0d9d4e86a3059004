import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HostNet } from './hosts';

// The database host: a throw-away PostgreSQL cluster from the machine's initdb and pg_ctl, run as
// the `postgres` OS user (they refuse root) inside the host's namespace, listening on its address
// and trusting the test's subnet alone.

export interface PostgresHost {
  url(database: string): string;
  stop(): void;
}

function idOf(flag: '-u' | '-g'): number {
  const r = spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error('there is no `postgres` OS user to run PostgreSQL as');
  return Number(r.stdout.trim());
}

export function startPostgresHost(net: HostNet, host: string, bin: string): PostgresHost {
  const dir = mkdtempSync(join(tmpdir(), `${net.tag}-pg-`));
  chownSync(dir, idOf('-u'), idOf('-g'));
  const data = join(dir, 'data');
  const address = net.addressOf(host);
  const asPostgres = (tool: string, args: string[]) => ['-u', 'postgres', '--', join(bin, tool), ...args];
  const cluster = {
    url: (database: string) => `postgres://postgres@${address}:5432/${database}`,
    stop: () => {
      spawnSync('runuser', asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']), {
        timeout: 30_000,
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    start();
  } catch (err) {
    cluster.stop(); // a cluster that did not start leaves nothing behind
    throw err;
  }
  return cluster;

  function start() {
    execFileSync(
      'runuser',
      asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']),
      {
        stdio: 'pipe',
        timeout: 120_000,
      },
    );
    const subnet = address.replace(/\.\d+$/, '.0/24');
    appendFileSync(join(data, 'pg_hba.conf'), `host all all ${subnet} trust\n`);
    // Three instances with their pools and LISTEN connections, and the test's own. No fsync: this
    // host is never killed, its disk is not what the test is about.
    const options = `-p 5432 -k ${dir} -c listen_addresses=${address} -c max_connections=200 -c fsync=off`;
    net.runIn(
      host,
      'runuser',
      asPostgres('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', '-t', '60', 'start']),
    );
  }
}
