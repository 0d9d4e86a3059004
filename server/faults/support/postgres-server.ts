import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPostgresBin } from '../../../scripts/acquire/postgres';
import { realSystem } from '../../../scripts/acquire/system';
import { freePort } from './free-port';

// A throw-away PostgreSQL cluster in a temp dir, on a free port, from the machine's own initdb and
// pg_ctl (found, or installed by `npm run test:faults`, in scripts/acquire/postgres.ts). Those
// refuse to run as root, so as root they run as the `postgres` OS user.

function userIds(name: string): { uid: number; gid: number } | null {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export interface TempPostgres {
  port: number;
  url: string; // to the 'postgres' database
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  destroy(): void;
}

/** Starts a cluster, or says in one sentence why it cannot (the caller skips with that reason). */
export async function startTempPostgres(): Promise<TempPostgres | string> {
  const found = findPostgresBin(realSystem());
  if ('missing' in found) return `${found.missing} (npm run test:faults installs them as root)`;
  const bin = found.value;
  const isRoot = process.getuid?.() === 0;
  const owner = isRoot ? userIds('postgres') : null;
  if (isRoot && !owner) return 'running as root and there is no `postgres` OS user to run PostgreSQL as';
  const runner = isRoot
    ? existsSync('/usr/sbin/runuser') || existsSync('/sbin/runuser')
      ? 'runuser'
      : null
    : null;
  if (isRoot && !runner) return 'running as root without runuser to switch to the `postgres` user';

  const dir = mkdtempSync(join(tmpdir(), 'countstream-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  const run = (tool: string, args: string[]) => {
    const [cmd, all] = runner
      ? [runner, ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    execFileSync(cmd, all, { stdio: 'pipe', timeout: 60_000 });
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    return `initdb failed: ${String((err as { stderr?: Buffer }).stderr ?? err).slice(0, 300)}`;
  }
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  const pg: TempPostgres = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', opts, '-w', '-t', '60', 'start']),
    stop: (mode = 'immediate') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    destroy: () => {
      try {
        pg.stop('immediate');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  pg.start();
  return pg;
}
