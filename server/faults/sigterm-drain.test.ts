import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startAppProcess } from './support/app-process';
import { callOnce, client } from './support/http';

// A deploy sends SIGTERM while requests are in flight: they finish, then the process exits 0.
const dataDir = mkdtempSync(join(tmpdir(), 'countstream-sigterm-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const IN_FLIGHT = 16;

describe('SIGTERM under load', () => {
  it('finishes every in-flight request, then exits 0', async () => {
    // At debug level the app logs each request as it arrives: that is how we know they are in flight.
    const app = await startAppProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'debug', DRAIN_SECONDS: '0' });
    const api = client(app.base);
    expect(
      (await api.call('POST', '/api/register', { email: 'first@example.com', password: 'secret-1' })).status,
    ).toBe(201);
    const received = (app.output().match(/incoming request/g) ?? []).length;

    // Sign-ups hash a password (argon2, tens of ms each on a 4-thread pool): a queue of them is
    // still being worked through when the signal arrives. Each on its own connection.
    const answers = Promise.all(
      Array.from({ length: IN_FLIGHT }, (_, i) =>
        i % 2
          ? callOnce(app.base, 'POST', '/api/register', {
              email: `drain-${i}@example.com`,
              password: 'secret-1',
            })
          : callOnce(app.base, 'GET', '/api/user', undefined, api.cookie()),
      ),
    );
    await app.waitForLines(/incoming request/, received + IN_FLIGHT);
    const signalAt = Date.now();
    app.child.kill('SIGTERM');
    const done = await answers;
    const code = await app.exited;

    expect(done.map((a) => a.status)).toEqual(done.map((_, i) => (i % 2 ? 201 : 200)));
    expect(
      done.filter((a) => a.endedAt > signalAt).length,
      'some requests were still running at the signal',
    ).toBeGreaterThan(0);
    expect(code, app.output().slice(-2000)).toBe(0);
    expect(Date.now() - signalAt, 'shutdown did not wait for the 10 s safety timer').toBeLessThan(8_000);
    expect(app.output()).not.toMatch(/shutdown failed|"level":50/);
  });

  it('answers /readyz 503 at once and keeps serving for DRAIN_SECONDS, then exits 0', async () => {
    const drainDir = mkdtempSync(join(tmpdir(), 'countstream-drain-'));
    try {
      const app = await startAppProcess({ DATA_DIR: drainDir, DRAIN_SECONDS: '3' });
      const api = client(app.base);
      expect((await callOnce(app.base, 'GET', '/readyz')).status).toBe(200);
      const signalAt = Date.now();
      app.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ready = await callOnce(app.base, 'GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(JSON.parse(String(ready.body))).toEqual({ status: 'not ready', problems: ['draining'] });
      // Still serving while the balancer takes it out.
      expect(
        (await api.call('POST', '/api/register', { email: 'late@example.com', password: 'secret-1' })).status,
      ).toBe(201);
      expect((await callOnce(app.base, 'GET', '/healthz')).status).toBe(200);
      expect(await app.exited).toBe(0);
      const took = Date.now() - signalAt;
      expect(took, 'closed before the drain ended').toBeGreaterThanOrEqual(3_000);
      expect(took).toBeLessThan(9_000);
    } finally {
      rmSync(drainDir, { recursive: true, force: true });
    }
  });
});
