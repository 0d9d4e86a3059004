import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PG_URL,
  ensurePostgresServer,
  ensurePostgresTools,
  findPostgresBin,
  type PgState,
} from './postgres';
import { recordingIo, testMachine } from './testing/test-machine';

const PG15 = ['/usr/lib/postgresql/15/bin/initdb', '/usr/lib/postgresql/15/bin/pg_ctl'];
const CLUSTER = '/etc/postgresql/15/main/postgresql.conf';
const START = 'pg_ctlcluster --skip-systemctl-redirect 15 main start';

// The server answers with each state in turn (the last one repeats); it records databases created.
function server(...states: PgState[]) {
  const created: string[] = [];
  let probes = 0;
  return {
    created,
    probes: () => probes,
    probe: async () => states[Math.min(probes++, states.length - 1)] as PgState,
    createDatabase: async (url: string) => {
      created.push(url);
    },
    sleep: async () => {},
  };
}

describe("the fault tests' PostgreSQL tools", () => {
  it('takes /usr/local/bin first, then the newest /usr/lib/postgresql version', () => {
    const both = [...PG15, '/usr/lib/postgresql/17/bin/initdb', '/usr/lib/postgresql/17/bin/pg_ctl'];
    expect(findPostgresBin(testMachine({ files: both }))).toMatchObject({
      value: '/usr/lib/postgresql/17/bin',
    });
    const local = ['/usr/local/bin/initdb', '/usr/local/bin/pg_ctl', ...both];
    expect(findPostgresBin(testMachine({ files: local }))).toMatchObject({ value: '/usr/local/bin' });
  });

  it("installs Debian's postgresql as root when they are missing, and names the command otherwise", async () => {
    const root = testMachine({
      uid: 0,
      commands: ['apt-get'],
      effects: { 'apt-get install -y postgresql': { adds: PG15 } },
    });
    expect(await ensurePostgresTools(root, recordingIo())).toBe('/usr/lib/postgresql/15/bin');
    expect(root.ran).toEqual(['apt-get update', 'apt-get install -y postgresql']);
    const user = testMachine({ commands: ['apt-get'] });
    await expect(ensurePostgresTools(user, recordingIo())).rejects.toThrow(
      'sudo apt-get update && sudo apt-get install -y postgresql',
    );
    expect(user.ran).toEqual([]);
  });
});

describe('the API suite on PostgreSQL', () => {
  it('leaves a running server alone', async () => {
    const m = testMachine({ files: PG15 });
    const pg = server('up');
    const io = recordingIo();
    await ensurePostgresServer(DEFAULT_PG_URL, m, io, pg);
    expect(io.lines).toEqual([`PostgreSQL for the API suite: up at ${DEFAULT_PG_URL}`]);
    expect([m.ran, pg.created]).toEqual([[], []]);
  });

  it('creates the database when the server is up without it', async () => {
    const pg = server('no-database');
    await ensurePostgresServer(DEFAULT_PG_URL, testMachine({}), recordingIo(), pg);
    expect(pg.created).toEqual([DEFAULT_PG_URL]);
  });

  it('starts the local cluster when it is down and waits until it answers', async () => {
    const m = testMachine({ files: [...PG15, CLUSTER] });
    const pg = server('down', 'down', 'down', 'up');
    const io = recordingIo();
    await ensurePostgresServer(DEFAULT_PG_URL, m, io, pg);
    expect(m.ran).toEqual([START]);
    expect(pg.probes()).toBe(5);
    expect(io.lines).toContain(
      `PostgreSQL at ${DEFAULT_PG_URL} is down; starting cluster 15/main (pg_ctlcluster)…`,
    );
  });

  it('installs PostgreSQL first as root when there is none, then starts its cluster', async () => {
    const m = testMachine({
      uid: 0,
      commands: ['apt-get'],
      effects: { 'apt-get install -y postgresql': { adds: [...PG15, CLUSTER] } },
    });
    await ensurePostgresServer(DEFAULT_PG_URL, m, recordingIo(), server('down', 'no-database'));
    expect(m.ran).toEqual(['apt-get update', 'apt-get install -y postgresql', START]);
  });

  it('gives up when the cluster does not start, or starts but never answers at DATABASE_URL', async () => {
    const m = testMachine({
      files: [...PG15, CLUSTER],
      effects: { [START]: { fails: 'Cluster is already running.\nexit 2' } },
    });
    const down = server('down');
    await expect(ensurePostgresServer(DEFAULT_PG_URL, m, recordingIo(), down)).rejects.toThrow(
      'starting cluster 15/main failed: Cluster is already running.\nexit 2. Set DATABASE_URL',
    );
    expect(down.probes()).toBe(1);
    const silent = testMachine({ files: [...PG15, CLUSTER] });
    await expect(ensurePostgresServer(DEFAULT_PG_URL, silent, recordingIo(), server('down'))).rejects.toThrow(
      `started, but ${DEFAULT_PG_URL} did not answer within 30 s`,
    );
  });

  it('starts nothing for a remote server, and says why a server refused us', async () => {
    const m = testMachine({ files: [...PG15, CLUSTER] });
    const remote = 'postgres://ci@db.example:5432/test';
    await expect(ensurePostgresServer(remote, m, recordingIo(), server('down'))).rejects.toThrow(
      `PostgreSQL at ${remote}: nothing answers there. Set DATABASE_URL`,
    );
    const auth = server({ refused: 'password authentication failed for user "postgres"' });
    await expect(ensurePostgresServer(DEFAULT_PG_URL, m, recordingIo(), auth)).rejects.toThrow(
      'password authentication failed for user "postgres". Set DATABASE_URL',
    );
    expect(m.ran).toEqual([]);
  });
});
