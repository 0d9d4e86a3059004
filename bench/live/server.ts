import { createInterface } from 'node:readline';
import { createFormDefaults } from '../../core/counter/settings-defaults';
import { buildApp } from '../../server/app';
import { insertUser } from '../../server/auth/user-queries';
import { loadConfig } from '../../server/config';
import { createCounterId } from '../../server/counters/counter-queries';
import { openDatabase } from '../../server/db/client';
import { applyMigrations } from '../../server/db/migrate';
import { counters, users } from '../../server/db/schema';
import { insertApiKey } from '../../server/live/api-key-queries';

// One app instance for bench/live.ts, in its own process so its memory is measured alone.
// SETUP=1 migrates and makes a Premium owner, a synced counter and an API key, and prints them.
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const handle = await openDatabase({ databaseUrl, poolSize: 10 });
let setup: { counterId: string; key: string } | null = null;
if (process.env.SETUP === '1') {
  await applyMigrations(handle);
  const user = await insertUser(handle.db, { email: `bench-${Date.now()}@example.com`, passwordHash: 'x' });
  const { eq } = await import('drizzle-orm');
  await handle.db
    .update(users)
    .set({ subscriptionStatus: 'active', premiumSource: 'admin', adminPremium: true })
    .where(eq(users.id, user.id));
  const counterId = createCounterId();
  // eventRules: EVENTS=1 drives the run through subathon events (issue 18) instead of increments.
  const settings = {
    ...createFormDefaults(new Date(), 'UTC'),
    endNumber: 1_000_000,
    synced: true,
    eventRules: [{ type: 'custom', value: 1 }],
  };
  await handle.db.insert(counters).values({ id: counterId, userId: user.id, name: 'Bench', settings });
  setup = {
    counterId,
    key: (await insertApiKey(handle.db, user.id, 'bench', { access: 'control', counterIds: [counterId] }))
      .key,
  };
}
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  APP_URL: 'http://127.0.0.1',
  DATA_DIR: '/tmp/countstream-bench-live',
  IP_RATE_LIMIT: '1000000',
  LIVE_STREAMS_PER_IP: '1000000', // the bench's 5,000 clients all come from 127.0.0.1
});
const app = await buildApp({ config, database: handle, logger: false, distDir: '/nonexistent' });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
console.log(`READY ${JSON.stringify({ port, ...setup })}`);

const gc = (globalThis as { gc?: () => void }).gc;
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'mem') {
    gc?.();
    gc?.();
    const m = process.memoryUsage();
    console.log(
      `MEM ${JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed, external: m.external, subscribers: app.liveBus.subscriberCount })}`,
    );
  } else if (line === 'quit') {
    await app.close();
    await handle.close();
    process.exit(0);
  }
}
