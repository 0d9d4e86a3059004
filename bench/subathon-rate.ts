import http from 'node:http';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { count, eq } from 'drizzle-orm';
import { counterEvents, users } from '../server/db/schema';
import { insertApiKey } from '../server/public-api/api-key-queries';
import { startFreshApp } from './support/fresh-app';

// Subathon event rate (issue 18): `npx tsx bench/subathon-rate.ts`. RATE events a second for
// SECONDS into one synced countdown through POST /api/v1/counters/:id/events, over real HTTP, with
// every 10th event sent a second time (a relay's retry). Budget: no event lost or counted twice —
// the final added time equals the sum of the rules over the distinct ids, and exactly that many
// events are logged. Keys are spread so the per-key limit (600 a minute) is not what is measured.
const RATE = Number(process.env.RATE ?? 200);
const SECONDS = Number(process.env.SECONDS ?? (process.argv.includes('--quick') ? 5 : 60));
const SECONDS_PER_SUB = 7;

const fresh = await startFreshApp('subathon_rate');
const { app, origin } = fresh;
const owner = await fresh.register(`bench-subathon-${Date.now()}@example.com`, 'bench-password-1');
await app.db
  .update(users)
  .set({ subscriptionStatus: 'active', premiumSource: 'admin', adminPremium: true })
  .where(eq(users.id, owner.id));
const counterId = await fresh.createCounter(owner.cookie, 'Bench subathon', {
  ...createFormDefaults(new Date(), 'UTC'),
  countdownType: 'datetime',
  synced: true,
  eventRules: [{ type: 'sub', seconds: SECONDS_PER_SUB }],
});
await app.inject({
  method: 'POST',
  url: `/api/counters/${counterId}/control`,
  headers: { origin, cookie: owner.cookie },
  payload: { action: 'start' },
});
const keyCount = Math.ceil((RATE * 60) / 500);
const keys: string[] = [];
for (let i = 0; i < keyCount; i++)
  keys.push(
    (await insertApiKey(app.db, owner.id, `bench ${i}`, { access: 'control', counterIds: null })).key,
  );
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;

const latencies: number[] = [];
const statuses = new Map<number, number>();
let applied = 0;
let duplicates = 0;
const send = (n: number) =>
  sendOnce(n).catch((err: Error) => {
    // A dropped connection is a lost event unless a retry lands: count it, then retry once.
    statuses.set(0, (statuses.get(0) ?? 0) + 1);
    errors.push(String(err.cause ?? err.message));
    return sendOnce(n);
  });
const errors: string[] = [];
// Relays (Streamer.bot, a tip bridge) keep a few connections open and reuse them; a thousand
// sockets opened at once would measure the kernel's accept queue, not the server.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function post(path: string, key: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const sendOnce = async (n: number) => {
  const start = performance.now();
  const res = await post(
    `/api/v1/counters/${counterId}/events`,
    keys[n % keys.length]!,
    JSON.stringify({ id: `bench-${n}`, type: 'sub', user: `viewer${n}` }),
  );
  latencies.push(performance.now() - start);
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  if (res.status === 200) {
    const body = JSON.parse(res.text) as { duplicate: boolean };
    if (body.duplicate) duplicates++;
    else applied++;
  }
};

const inflight: Promise<void>[] = [];
const total = RATE * SECONDS;
const t0 = performance.now();
for (let n = 0; n < total; n++) {
  const due = t0 + (n * 1000) / RATE;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  inflight.push(send(n));
  if (n % 10 === 0) inflight.push(send(n)); // a retry of the same id, at once
}
await Promise.all(inflight);
const elapsed = (performance.now() - t0) / 1000;

const live = (await (await fetch(`http://127.0.0.1:${port}/api/counters/${counterId}/live`)).json()) as {
  run: { addedMs: number };
};
const [logged] = await app.db
  .select({ n: count() })
  .from(counterEvents)
  .where(eq(counterEvents.counterId, counterId));
const loggedCount = logged?.n ?? Number.NaN;
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
const expectedMs = total * SECONDS_PER_SUB * 1000;

console.log(
  `subathon_events_sent: ${total} distinct ids (+${Math.ceil(total / 10)} resent) in ${elapsed.toFixed(1)} s (${(total / elapsed).toFixed(0)}/s)`,
);
console.log(`subathon_statuses: ${JSON.stringify(Object.fromEntries(statuses))}`);
if (errors.length) console.log(`subathon_connection_errors: ${errors.length} (first: ${errors[0]})`);
console.log(`subathon_applied: ${applied}, duplicates answered: ${duplicates}, logged: ${loggedCount}`);
console.log(`subathon_added_ms: ${live.run.addedMs} (expected ${expectedMs})`);
console.log(`subathon_event_latency_p50_ms: ${pct(50).toFixed(1)}`);
console.log(`subathon_event_latency_p99_ms: ${pct(99).toFixed(1)}`);
const lostOrDoubled = live.run.addedMs !== expectedMs || applied !== total || loggedCount !== total;
console.log(`subathon_lost_or_doubled: ${lostOrDoubled ? 1 : 0}`);
if (lostOrDoubled) {
  console.error('subathon budget missed: events lost or counted twice');
  await app.close();
  process.exit(1);
}
// The fresh app's SIGTERM handler closes it and removes its database.
process.kill(process.pid, 'SIGTERM');
