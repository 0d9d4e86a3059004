import { describe, expect, it } from 'vitest';
import { recordingIo, testMachine } from './testing/test-machine';
import { ensureWrk, findWrk } from './wrk';

describe('wrk for the delivery bench', () => {
  it('takes the first wrk on PATH and installs nothing', async () => {
    const m = testMachine({
      env: { PATH: '/usr/local/bin:/usr/bin' },
      files: ['/usr/bin/wrk'],
      uid: 0,
      commands: ['apt-get'],
    });
    expect(await ensureWrk(m, recordingIo())).toBe('/usr/bin/wrk');
    expect(m.ran).toEqual([]);
  });

  it('prefers WRK_PATH, and says so when nothing is there', () => {
    const m = testMachine({ env: { PATH: '/usr/bin', WRK_PATH: '/opt/wrk' }, files: ['/usr/bin/wrk'] });
    expect(findWrk(m)).toEqual({ missing: 'WRK_PATH is /opt/wrk, but there is no file there' });
  });

  it("gets Debian's package as root when it is missing", async () => {
    const m = testMachine({
      env: { PATH: '/usr/bin' },
      uid: 0,
      commands: ['apt-get'],
      effects: { 'apt-get install -y wrk': { adds: ['/usr/bin/wrk'] } },
    });
    expect(await ensureWrk(m, recordingIo())).toBe('/usr/bin/wrk');
    expect(m.ran).toEqual(['apt-get update', 'apt-get install -y wrk']);
  });

  it('names the one command to run when it cannot install', async () => {
    const m = testMachine({ env: { PATH: '/usr/bin' }, uid: 1000, commands: ['apt-get'] });
    await expect(ensureWrk(m, recordingIo())).rejects.toThrow(
      'sudo apt-get update && sudo apt-get install -y wrk',
    );
  });
});
