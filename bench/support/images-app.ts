import { createFormDefaults } from '@core/counter/settings-defaults';
import { eq } from 'drizzle-orm';
import { counters, users } from '../../server/db/schema';
import { startFreshApp } from './fresh-app';

// The real app on a fresh database with one Premium user. Announces {port, id} of a countdown for
// bench/images.ts. With BENCH_COUNTERS=N it first adds N more countdowns, requests each one's GIF
// once through the routes (in-process), and announces the memory it then holds.
// The bench asks for many counters' images from one address: the per-client render limit is the
// flood guard for strangers, not what this measures.
const fresh = await startFreshApp('images', { IMAGE_RENDER_RATE_LIMIT: '100000' });
const { id: userId, cookie } = await fresh.register('bench@example.com', 'bench-password');
await fresh.app.db
  .update(users)
  .set({ subscriptionStatus: 'active', premiumSource: 'admin' })
  .where(eq(users.id, userId));
const now = new Date();
const base = { ...createFormDefaults(now, 'UTC'), countdownType: 'datetime', title: 'Launch in' };
const id = await fresh.createCounter(cookie, 'Bench', base);
const extra = Number(process.env.BENCH_COUNTERS ?? 0);
const ids: string[] = [];
for (let i = 0; i < extra; i += 200) {
  const rows = Array.from({ length: Math.min(200, extra - i) }, (_, k) => {
    const n = i + k;
    const end = new Date(now.getTime() + (n + 2) * 3_600_000).toISOString().slice(0, 16);
    return {
      id: `bench-${n.toString().padStart(6, '0')}`,
      userId,
      name: `Counter ${n}`,
      settings: { ...base, title: `Sale ${n}`, endDateTime: end },
    };
  });
  await fresh.app.db.insert(counters).values(rows);
  ids.push(...rows.map((r) => r.id));
}
let memory: Record<string, number> = {};
if (ids.length > 0) {
  const before = process.memoryUsage().rss;
  const started = performance.now();
  let peak = before;
  // Two at a time, as two cores would serve them.
  for (let i = 0; i < ids.length; i += 2) {
    await Promise.all(
      ids.slice(i, i + 2).map(async (cid) => {
        const res = await fresh.app.inject({ method: 'GET', url: `/counter/${cid}/image.gif?w=300` });
        if (res.statusCode !== 200) throw new Error(`bench: ${cid}: ${res.statusCode}`);
      }),
    );
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  const cache = fresh.app.imageRenders;
  memory = {
    counters: ids.length,
    seconds: (performance.now() - started) / 1000,
    rssBeforeMb: before / 2 ** 20,
    rssPeakMb: peak / 2 ** 20,
    rssAfterMb: process.memoryUsage().rss / 2 ** 20,
    cacheMb: cache.bytes / 2 ** 20,
    cacheEntries: cache.count,
    renders: cache.renders,
  };
}
await fresh.announce({ id, memory });
