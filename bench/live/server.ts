import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createInterface } from 'node:readline';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { buildApp } from '../../server/app';
import { insertUser } from '../../server/auth/user-queries';
import { loadConfig } from '../../server/config';
import { createCounterId } from '../../server/counters/counter-queries';
import { openDatabase } from '../../server/db/client';
import { applyMigrations } from '../../server/db/migrate';
import { counters, users } from '../../server/db/schema';
import { insertApiKey } from '../../server/public-api/api-key-queries';

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
// Timings for the bench's breakdown, all wall-clock ms (comparable with the bench's processes):
// when each events/increment POST arrived and was answered, and per run version when the bus
// called its first listener (`watch`, before any viewer) and its last (`probe`, after all).
const wallNow = () => performance.timeOrigin + performance.now();
const posts: { at: number; answeredAt?: number }[] = [];
const fanouts = new Map<number, { first: number; last?: number; cpuFirst: number; cpuLast?: number }>();
// This process's CPU time (user + system), ms: the loop's cost apart from waiting for a core.
const cpuNow = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
app.addHook('onRequest', async (request) => {
  if (request.method === 'POST') (request as unknown as { benchAt: number }).benchAt = wallNow();
});
app.addHook('onResponse', async (request) => {
  const at = (request as unknown as { benchAt?: number }).benchAt;
  if (at !== undefined) posts.push({ at, answeredAt: wallNow() });
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
console.log(`READY ${JSON.stringify({ port, ...setup })}`);

let cpuFrom = process.cpuUsage();
let profiler: Session | undefined;
const gc = (globalThis as { gc?: () => void }).gc;
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'mem') {
    gc?.();
    gc?.();
    const m = process.memoryUsage();
    console.log(
      `MEM ${JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed, external: m.external, subscribers: app.liveBus.subscriberCount })}`,
    );
  } else if (line.startsWith('watch ')) {
    // Subscribed before any viewer: called first in each fan-out.
    app.liveBus.subscribe(line.slice('watch '.length), (m) => {
      fanouts.set(m.snapshot.run.version, { first: wallNow(), cpuFirst: cpuNow() });
    });
    console.log('WATCHING {}');
  } else if (line.startsWith('probe ')) {
    // Subscribed after every viewer: called last in each fan-out.
    const counterId = line.slice('probe '.length);
    app.liveBus.subscribe(counterId, (m) => {
      const f = fanouts.get(m.snapshot.run.version) ?? { first: Number.NaN, cpuFirst: Number.NaN };
      f.last = wallNow();
      f.cpuLast = cpuNow();
      fanouts.set(m.snapshot.run.version, f);
    });
    cpuFrom = process.cpuUsage();
    console.log('PROBING {}');
  } else if (line === 'timings') {
    const cpu = process.cpuUsage(cpuFrom);
    console.log(
      `TIMINGS ${JSON.stringify({ cpuMs: (cpu.user + cpu.system) / 1000, sysMs: cpu.system / 1000, posts, fanouts: Object.fromEntries(fanouts) })}`,
    );
  } else if (line === 'prof-start') {
    // CPU profile of the updates only (PROFILE=dir in bench/live.ts), not of the 5,000 connects.
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.post('Profiler.start');
    console.log('PROF-STARTED {}');
  } else if (line.startsWith('prof-stop ')) {
    const { profile } = await profiler!.post('Profiler.stop');
    writeFileSync(line.slice('prof-stop '.length), JSON.stringify(profile));
    profiler!.disconnect();
    console.log('PROF-STOPPED {}');
  } else if (line === 'quit') {
    await app.close();
    await handle.close();
    process.exit(0);
  }
}
