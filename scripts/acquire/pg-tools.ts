import { join } from 'node:path';
import { acquire, type Io, type Lookup, type Need } from './acquire';
import { aptCommand, aptWay } from './apt';
import type { System } from './system';

// pg_dump and pg_restore of one PostgreSQL major version, for `npm run db:backup` and
// `db:restore` against PostgreSQL: found the way the test suites find PostgreSQL (postgres.ts),
// else installed from Debian's packages. pg_dump refuses a server newer than itself, and an older
// server is best dumped by its own version, so the version is the server's.

/** The major version a tool prints: `pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)` is 15. */
export function toolMajor(versionLine: string): number | null {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionLine);
  return match ? Number(match[1]) : null;
}

/** Where each packaging puts one major version's tools; then whatever is on PATH. */
function candidateDirs(sys: System, major: number): string[] {
  const onPath = (sys.env.PATH ?? '').split(':').filter(Boolean);
  return [
    `/usr/lib/postgresql/${major}/bin`, // Debian, Ubuntu
    `/usr/pgsql-${major}/bin`, // the PGDG packages for RHEL and Fedora
    `/opt/homebrew/opt/postgresql@${major}/bin`,
    `/usr/local/opt/postgresql@${major}/bin`,
    ...onPath,
  ];
}

export function findPgTools(sys: System, major: number): Lookup<string> {
  const dirs = candidateDirs(sys, major);
  const seen: string[] = [];
  for (const dir of dirs) {
    const dump = join(dir, 'pg_dump');
    if (!sys.exists(dump) || !sys.exists(join(dir, 'pg_restore'))) continue;
    const version = sys.version(dump);
    const found = version.ok ? toolMajor(version.output) : null;
    if (found === major) return { value: dir, note: `pg_dump and pg_restore ${major} in ${dir}` };
    seen.push(`${dir} has ${found ?? 'an unreadable version'}`);
  }
  return {
    missing: `no pg_dump and pg_restore of version ${major}${seen.length ? ` (${seen.join('; ')})` : ''}`,
  };
}

export function pgToolsNeed(sys: System, major: number): Need<string> {
  const pkg = `postgresql-client-${major}`;
  return {
    what: `pg_dump ${major}`,
    afterwards: 'run the command again',
    find: () => findPgTools(sys, major),
    ways: [aptWay(sys, pkg)],
    command: () =>
      sys.hasCommand('apt-get')
        ? aptCommand(sys, pkg)
        : `install the PostgreSQL ${major} client tools so that pg_dump is in /usr/lib/postgresql/${major}/bin or on PATH`,
  };
}

/** The folder holding pg_dump and pg_restore of `major`, installed first when none is found. */
export const ensurePgTools = (sys: System, io: Io, major: number) => acquire(pgToolsNeed(sys, major), io);
