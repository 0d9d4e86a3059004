import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('main', () => {
  it('stops with a message naming a bad variable', () => {
    // node with tsx's loader, not `npx tsx`: one process instead of three (npx, tsx's CLI, node),
    // about 1 CPU s less, and less to wait for on a busy machine (its 30 s ran out there).
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/PORT: .*number/);
    expect(res.stderr).toContain('"not-a-port"');
  });
});
