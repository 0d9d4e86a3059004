import { describe, expect, it } from 'vitest';
import { ensurePgTools, findPgTools, toolMajor } from './pg-tools';
import { recordingIo, testMachine } from './testing/test-machine';

const tools = (dir: string) => [`${dir}/pg_dump`, `${dir}/pg_restore`];
const says = (major: number) => `pg_dump (PostgreSQL) ${major}.3 (Debian ${major}.3-1)`;

describe('pg_dump of the server’s version', () => {
  it('reads the major version a tool prints', () => {
    expect(toolMajor('pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)')).toBe(15);
    expect(toolMajor('pg_dump (PostgreSQL) 17.0')).toBe(17);
    expect(toolMajor('Chromium 156.0')).toBeNull();
  });

  it("takes Debian's folder of that version, else a folder on PATH whose tools say that version", () => {
    const debian = '/usr/lib/postgresql/16/bin';
    const machine = testMachine({
      files: [...tools('/usr/lib/postgresql/15/bin'), ...tools(debian), ...tools('/usr/bin')],
      env: { PATH: '/usr/bin' },
      versions: { [`${debian}/pg_dump`]: says(16), '/usr/bin/pg_dump': says(15) },
    });
    expect(findPgTools(machine, 16)).toMatchObject({ value: debian });
    // Debian's 15 folder answers with another version here: the one on PATH that says 15 is taken.
    expect(findPgTools(machine, 15)).toMatchObject({ value: '/usr/bin' });
  });

  it('refuses tools of another version, saying which it saw', () => {
    const machine = testMachine({
      files: tools('/usr/bin'),
      env: { PATH: '/usr/bin' },
      versions: { '/usr/bin/pg_dump': says(14) },
    });
    expect(findPgTools(machine, 16)).toEqual({
      missing: 'no pg_dump and pg_restore of version 16 (/usr/bin has 14)',
    });
  });

  it("installs Debian's client package of that version as root, and names the command otherwise", async () => {
    const dir = '/usr/lib/postgresql/16/bin';
    const root = testMachine({
      uid: 0,
      commands: ['apt-get'],
      versions: { [`${dir}/pg_dump`]: says(16) },
      effects: { 'apt-get install -y postgresql-client-16': { adds: tools(dir) } },
    });
    expect(await ensurePgTools(root, recordingIo(), 16)).toBe(dir);
    expect(root.ran).toEqual(['apt-get update', 'apt-get install -y postgresql-client-16']);

    const user = testMachine({ uid: 1000, commands: ['apt-get'] });
    await expect(ensurePgTools(user, recordingIo(), 16)).rejects.toThrow(
      'Run this once, then run the command again:\n\n  sudo apt-get update && sudo apt-get install -y postgresql-client-16\n',
    );
    expect(user.ran).toEqual([]);
  });
});
