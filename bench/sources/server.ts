import { createInterface } from 'node:readline';
import { createFormDefaults } from '@core/counter/settings-defaults';
import type { LiveSourcePlatform } from '@core/live-sources/platforms';
import { buildApp } from '../../server/app';
import { insertUser } from '../../server/auth/user-queries';
import { loadConfig } from '../../server/config';
import { createCounterId } from '../../server/counters/counter-queries';
import { openDatabase } from '../../server/db/client';
import { applyMigrations } from '../../server/db/migrate';
import { counterLiveSources, counters, liveSources, users } from '../../server/db/schema';
import { announce } from '../support/child';

// One app instance for bench/sources.ts, in its own process so its memory and CPU are its own.
// ACCOUNTS (JSON on stdin's first line: [{ platform, id, handle, counter }]) are stored as followed
// accounts of Premium counters, as saves through the form would leave them (the lookups are the
// stand-ins' business, not this bench's). Commands on stdin: `mem`, `cpu-start`, `cpu`,
// `demand-all`, `health`, `quit`.

const lines = createInterface({ input: process.stdin });
const input = lines[Symbol.asyncIterator]();
const first = await input.next();
const accounts = JSON.parse(String(first.value)) as {
  platform: LiveSourcePlatform;
  id: string;
  handle: string;
  counter: number;
}[];

const handle = await openDatabase({ poolSize: 10 });
await applyMigrations(handle);
const owner = await insertUser(handle.db, { email: `bench-${Date.now()}@example.com`, passwordHash: 'x' });
const { eq } = await import('drizzle-orm');
await handle.db
  .update(users)
  .set({ subscriptionStatus: 'active', premiumSource: 'admin', adminPremium: true })
  .where(eq(users.id, owner.id));

const counterCount = Math.max(...accounts.map((a) => a.counter)) + 1;
const counterIds = Array.from({ length: counterCount }, () => createCounterId());
const bySlot = new Map<number, typeof accounts>();
for (const a of accounts) bySlot.set(a.counter, [...(bySlot.get(a.counter) ?? []), a]);
const base = { ...createFormDefaults(new Date(), 'UTC'), countdownType: 'number' as const, endNumber: 1e9 };
for (let i = 0; i < counterIds.length; i += 200) {
  await handle.db.insert(counters).values(
    counterIds.slice(i, i + 200).map((id, j) => ({
      id,
      userId: owner.id,
      name: `Bench ${i + j}`,
      settings: {
        ...base,
        liveSources: (bySlot.get(i + j) ?? []).map((a) => ({ platform: a.platform, account: a.handle })),
      },
    })),
  );
}
for (let i = 0; i < accounts.length; i += 500) {
  const slice = accounts.slice(i, i + 500);
  await handle.db.insert(liveSources).values(
    slice.map((a) => ({
      platform: a.platform,
      accountKey: `id:${a.id}`,
      accountId: a.id,
      handle: a.handle,
      displayName: a.handle,
    })),
  );
  await handle.db.insert(counterLiveSources).values(
    slice.map((a) => ({
      counterId: counterIds[a.counter] as string,
      position: (bySlot.get(a.counter) ?? []).indexOf(a),
      platform: a.platform,
      accountKey: `id:${a.id}`,
    })),
  );
}

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  APP_URL: 'http://127.0.0.1',
  DATA_DIR: '/tmp/countstream-bench-sources',
  IP_RATE_LIMIT: '1000000',
  LIVE_STREAMS_PER_IP: '1000000', // every viewer of the bench comes from 127.0.0.1
});
const app = await buildApp({ config, database: handle, logger: false, distDir: '/nonexistent' });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
announce({ port, counterIds });

const gc = (globalThis as { gc?: () => void }).gc;
let cpuFrom = process.cpuUsage();
let cpuAt = performance.now();
for await (const line of { [Symbol.asyncIterator]: () => input }) {
  if (line === 'mem') {
    gc?.();
    gc?.();
    const m = process.memoryUsage();
    console.log(`MEM ${JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed, external: m.external })}`);
  } else if (line === 'cpu-start') {
    cpuFrom = process.cpuUsage();
    cpuAt = performance.now();
    console.log('CPU-STARTED {}');
  } else if (line === 'cpu') {
    const c = process.cpuUsage(cpuFrom);
    console.log(
      `CPU ${JSON.stringify({ cpuMs: (c.user + c.system) / 1000, wallMs: performance.now() - cpuAt })}`,
    );
  } else if (line === 'demand-all') {
    // What open displays do, without the displays: every counter's accounts are in demand.
    for (const id of counterIds) await app.liveSources.demand(id);
    console.log('DEMANDED {}');
  } else if (line === 'health') {
    console.log(`HEALTH ${JSON.stringify(app.liveSources.health())}`);
  } else if (line === 'quit') {
    await app.close();
    await handle.close();
    process.exit(0);
  }
}
