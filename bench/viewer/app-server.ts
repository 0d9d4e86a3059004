import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { ensureBuilds } from '../../scripts/build-state.mjs';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start-server';

export interface RunningApp {
  baseUrl: string;
  close: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The built app on a free port with a throw-away embedded database, as e2e/support/serve.ts runs it. */
export async function startApp(): Promise<RunningApp> {
  ensureBuilds(['web']);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'countstream-bench-viewer-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    IP_RATE_LIMIT: '100000',
    LOGIN_RATE_LIMIT: '1000',
  });
  const app = await startServer(config);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl: `http://localhost:${port}`,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers a throw-away owner and creates one counter; returns its id. */
export async function createCounter(baseUrl: string, settings: Record<string, unknown>): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const reg = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'correct-horse' }),
  });
  const cookie = (reg.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const res = await fetch(`${baseUrl}/api/counters`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ name: 'Bench', settings }),
  });
  if (!res.ok) throw new Error(`create counter: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** The number counter the delivery, Lighthouse and screenshot benches all measure ('Road to 1M'). */
export function createShareCounter(baseUrl: string): Promise<string> {
  return createCounter(baseUrl, {
    ...createFormDefaults(new Date(), 'UTC'),
    countdownType: 'number',
    title: 'Road to 1M',
    startNumber: 999_847,
    endNumber: 1_000_000,
  });
}
