import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('main', () => {
  it('stops with a message naming a bad variable', () => {
    const res = spawnSync('npx', ['tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/PORT: .*number/);
    expect(res.stderr).toContain('"not-a-port"');
  });
});
