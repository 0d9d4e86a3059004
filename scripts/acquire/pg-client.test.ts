import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { realPg } from './pg-client';

// A port nobody listens on reads as "down" (so the local cluster gets started), and quickly.
describe('the real PostgreSQL probe', () => {
  it('calls a closed port down', async () => {
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const { port } = probe.address() as AddressInfo;
    await new Promise((r) => probe.close(r));
    const started = Date.now();
    expect(await realPg.probe(`postgres://postgres@127.0.0.1:${port}/test`)).toBe('down');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
