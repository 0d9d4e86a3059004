import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { afterAll, describe, expect, it } from 'vitest';
import { startAppProcess, stopAppProcess } from './support/app-process';
import { client } from './support/http';

// The embedded database lives in the app's process: a SIGKILL (OOM killer, power button of a
// container) right after writes were acknowledged must not lose them.
const dataDir = mkdtempSync(join(tmpdir(), 'countstream-sigkill-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('embedded database killed with SIGKILL', () => {
  it('keeps every acknowledged write after a restart', async () => {
    const first = await startAppProcess({ DATA_DIR: dataDir });
    const owner = client(first.base);
    expect(
      (await owner.call('POST', '/api/register', { email: 'kill@example.com', password: 'secret-1' })).status,
    ).toBe(201);
    const settings = createFormDefaults(new Date(), 'UTC');
    // A Free user has one counter: create it, then rename it many times; each rename is acknowledged.
    const created = await owner.call('POST', '/api/counters', { name: 'rename-0', settings });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    let lastName = 'rename-0';
    for (let i = 1; i <= 25; i++) {
      const res = await owner.call('PUT', `/api/counters/${id}`, { name: `rename-${i}`, settings });
      expect(res.status).toBe(200);
      lastName = `rename-${i}`;
    }
    const second = await client(first.base).call('POST', '/api/register', {
      email: 'kill-2@example.com',
      password: 'secret-2',
    });
    expect(second.status).toBe(201);
    first.child.kill('SIGKILL'); // no chance to flush or close anything
    await first.exited;

    const again = await startAppProcess({ DATA_DIR: dataDir });
    try {
      const api = client(again.base);
      expect(
        (await api.call('POST', '/api/login', { email: 'kill@example.com', password: 'secret-1' })).status,
      ).toBe(200);
      const list = await api.call('GET', '/api/counters');
      expect(list.body).toEqual([expect.objectContaining({ id, name: lastName })]);
      const other = client(again.base);
      expect(
        (await other.call('POST', '/api/login', { email: 'kill-2@example.com', password: 'secret-2' }))
          .status,
      ).toBe(200);
    } finally {
      expect(await stopAppProcess(again)).toBe(0);
    }
  });
});
