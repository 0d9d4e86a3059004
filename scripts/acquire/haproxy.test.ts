import { describe, expect, it } from 'vitest';
import { ensureHaproxy, findHaproxy } from './haproxy';
import { recordingIo, testMachine } from './testing/test-machine';

describe('HAProxy for the cluster test', () => {
  it("finds Debian's /usr/sbin/haproxy and installs nothing", async () => {
    const m = testMachine({
      env: { PATH: '/usr/bin' },
      files: ['/usr/sbin/haproxy'],
      uid: 0,
      commands: ['apt-get'],
    });
    expect(await ensureHaproxy(m, recordingIo())).toBe('/usr/sbin/haproxy');
    expect(m.ran).toEqual([]);
  });

  it('says where it looked when there is none', () => {
    const m = testMachine({ env: { PATH: '/usr/bin' } });
    expect(findHaproxy(m)).toEqual({
      missing:
        'no haproxy in /usr/sbin/haproxy, /usr/local/sbin/haproxy, /usr/bin/haproxy, /usr/local/bin/haproxy',
    });
  });

  it("gets Debian's package as root when it is missing", async () => {
    const m = testMachine({
      env: { PATH: '/usr/bin' },
      uid: 0,
      commands: ['apt-get'],
      effects: { 'apt-get install -y haproxy': { adds: ['/usr/sbin/haproxy'] } },
    });
    expect(await ensureHaproxy(m, recordingIo())).toBe('/usr/sbin/haproxy');
    expect(m.ran).toEqual(['apt-get update', 'apt-get install -y haproxy']);
  });

  it('names the one command to run when it cannot install', async () => {
    const m = testMachine({ env: { PATH: '/usr/bin' }, uid: 1000, commands: ['apt-get'] });
    await expect(ensureHaproxy(m, recordingIo())).rejects.toThrow(
      'sudo apt-get update && sudo apt-get install -y haproxy',
    );
  });
});
