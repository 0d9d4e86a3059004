import { createHmac } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { counterWebhooks, webhookDeliveries } from '../db/schema';
import { createApiKey, createSyncedCounter, premiumUser } from '../live/testing/live-test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { attemptDelivery, sendDueDeliveries } from './outbound-delivery';
import { nextDelayMs, RETRY_FOR_MS } from './outbound-signature';
import { type HookReceiver, startHookReceiver } from './testing/hook-receiver';

// Issue 18: outbound webhooks are signed (HMAC-SHA256 of "<t>.<body>") and retried with backoff.
// Receivers here listen on loopback, which WEBHOOK_ALLOW_LOOPBACK_HTTP lets the sender call; names
// are resolved by injected functions, never by real DNS.

const loopbackOk = { allowLoopback: true };

let t: TestApp;
let hooks: HookReceiver;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_LOOPBACK_HTTP: 'true' });
  hooks = await startHookReceiver();
});
afterAll(async () => {
  await t?.close();
  await hooks?.close();
});

describe('outbound webhooks', () => {
  it('sends each applied event signed, retries a failure with backoff, and logs every attempt', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie, { eventRules: [{ type: 'tip', value: 5 }] });
    await t.app.db
      .insert(counterWebhooks)
      .values({ id: 'wh1', counterId: id, url: hooks.url(), secret: 'whsec_test_secret' });
    const { key } = await createApiKey(t, p.cookie);
    hooks.answerWith(500);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/counters/${id}/events`,
      headers: { authorization: `Bearer ${key}` },
      payload: { id: 'tip-1', type: 'tip', amount: 2, user: 'ana' },
    });
    expect(res.json().addedValue).toBe(10);
    await t.app.background.idle();
    expect(hooks.received).toHaveLength(1);
    const { headers, body } = hooks.received[0]!;
    const [, ts, mac] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(headers['countstream-signature']))!;
    expect(mac).toBe(createHmac('sha256', 'whsec_test_secret').update(`${ts}.${body}`).digest('hex'));
    expect(JSON.parse(body)).toMatchObject({
      type: 'event',
      counterId: id,
      data: { event: { user: 'ana', addedValue: 10 } },
    });

    let [row] = await t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, 'wh1'));
    expect(row).toMatchObject({ attempts: 1, lastStatus: 500, deliveredAt: null, gaveUpAt: null });
    // Not due yet: nothing is sent before the backoff.
    expect(await sendDueDeliveries(t.app.db, loopbackOk, Date.now())).toBe(0);
    hooks.answerWith(204);
    expect(await sendDueDeliveries(t.app.db, loopbackOk, Date.now() + nextDelayMs(1) + 1)).toBe(1);
    [row] = await t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, 'wh1'));
    expect(row).toMatchObject({ attempts: 2, lastStatus: 204 });
    expect(row!.deliveredAt).not.toBeNull();
    expect(hooks.received).toHaveLength(2);
  });

  it('backs off from 30 s to an hour, and gives up after a day', async () => {
    expect([1, 2, 3, 8, 20].map(nextDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    await t.app.db
      .insert(counterWebhooks)
      .values({ id: 'wh2', counterId: id, url: hooks.url(), secret: 's' });
    const made = new Date(Date.now() - RETRY_FOR_MS);
    await t.app.db
      .insert(webhookDeliveries)
      .values({ id: 'd2', webhookId: 'wh2', kind: 'test', body: '{}', createdAt: made, nextAttemptAt: made });
    hooks.answerWith(503);
    await sendDueDeliveries(t.app.db, loopbackOk);
    const [row] = await t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, 'd2'));
    expect(row).toMatchObject({ attempts: 1, lastStatus: 503 });
    expect(row!.gaveUpAt).not.toBeNull();
  });

  it('sends a due delivery once when two senders run at the same time', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    await t.app.db
      .insert(counterWebhooks)
      .values({ id: 'wh3', counterId: id, url: hooks.url(), secret: 's' });
    await t.app.db
      .insert(webhookDeliveries)
      // Due a second ago by this process's clock: the column's default is the database's now(),
      // whose microseconds can land after a Date.now() taken in the same millisecond.
      .values({
        id: 'd3',
        webhookId: 'wh3',
        kind: 'test',
        body: '{"n":3}',
        nextAttemptAt: new Date(Date.now() - 1000),
      });
    hooks.answerWith(204);
    const sent = await Promise.all([
      sendDueDeliveries(t.app.db, loopbackOk),
      sendDueDeliveries(t.app.db, loopbackOk),
    ]);
    // The app's own 15 s retry round may claim it first on a slow machine: then it sends it, and
    // these two find nothing. Either way exactly one sender sends it, exactly once.
    await t.app.background.idle();
    expect(sent.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    expect(hooks.received.filter((r) => r.body === '{"n":3}')).toHaveLength(1);
  });
});

// The tests below make their deliveries due an hour from now and send with that clock, so the
// app's own 15 s retry round (real clock, real DNS) never picks them up; afterwards whatever is
// still pending is given up, so no later send finds it.
const later = () => Date.now() + 3_600_000;
afterEach(async () => {
  await t.app.db
    .update(webhookDeliveries)
    .set({ gaveUpAt: new Date() })
    .where(and(isNull(webhookDeliveries.deliveredAt), isNull(webhookDeliveries.gaveUpAt)));
});

const hookFor = async (hookUrl: string) => {
  const p = await premiumUser(t);
  const counterId = await createSyncedCounter(t, p.cookie);
  const id = `wh-${Math.random().toString(36).slice(2, 10)}`;
  await t.app.db.insert(counterWebhooks).values({ id, counterId, url: hookUrl, secret: 's' });
  return id;
};
const queue = async (webhookId: string, n: number, at: number, body = '{}') => {
  const rows = Array.from({ length: n }, (_, i) => ({
    id: `${webhookId}-${i}`,
    webhookId,
    kind: 'test' as const,
    body,
    nextAttemptAt: new Date(at + i),
  }));
  return t.app.db.insert(webhookDeliveries).values(rows).returning();
};
const rowsOf = (webhookId: string) =>
  t.app.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(webhookDeliveries.id);
const v4 = (address: string): LookupAddress => ({ address, family: 4 });
const v6 = (address: string): LookupAddress => ({ address, family: 6 });

describe('where outbound webhooks may connect', () => {
  it('records a name resolving to this machine or a private network as a failed attempt, and connects to nothing', async () => {
    const port = hooks.port;
    const hookUrl = `http://localhost:${port}/refused`;
    const webhookId = await hookFor(hookUrl);
    const cases: [LookupAddress, boolean][] = [
      [v4('127.0.0.1'), false],
      [v4('10.0.0.5'), true],
      [v4('100.64.0.1'), true],
      [v6('::ffff:10.0.0.1'), true],
    ];
    const rows = await queue(webhookId, cases.length, later());
    const before = hooks.connections();
    const lookups: string[] = [];
    for (const [i, [address, allowLoopback]] of cases.entries()) {
      const resolve = async (hostname: string) => {
        lookups.push(hostname);
        return [address];
      };
      const now = Date.now();
      const row = await attemptDelivery(t.app.db, rows[i]!, hookUrl, 's', { allowLoopback, resolve }, now);
      expect(row, address.address).toMatchObject({
        attempts: 1,
        lastStatus: null,
        lastError: `refused: localhost is at ${address.address}, not a public address (this machine, a private or a reserved network)`,
        deliveredAt: null,
        gaveUpAt: null,
        nextAttemptAt: new Date(now + nextDelayMs(1)),
      });
    }
    expect(lookups).toEqual(['localhost', 'localhost', 'localhost', 'localhost']);
    expect(hooks.connections() - before).toBe(0);
  });

  it('looks each name up once per delivery and connects to what it checked', async () => {
    const port = hooks.port;
    const webhookId = await hookFor(`http://localhost:${port}/hook`);
    const at = later();
    await queue(webhookId, 2, at, '{"rebind":true}');
    const lookups: string[] = [];
    const resolve = async (hostname: string) => {
      lookups.push(hostname);
      return [v4('127.0.0.1')];
    };
    hooks.answerWith(204);
    await sendDueDeliveries(t.app.db, { allowLoopback: true, resolve }, at + 1000);
    expect(lookups).toEqual(['localhost', 'localhost']);
    const got = hooks.received.filter((r) => r.body === '{"rebind":true}');
    expect(got.map((r) => r.headers.host)).toEqual([`localhost:${port}`, `localhost:${port}`]);
    expect((await rowsOf(webhookId)).map((r) => r.lastStatus)).toEqual([204, 204]);
  });

  it('does not follow a redirect, and records it as a failed attempt', async () => {
    // Moved to the main receiver: following would connect there.
    const moved = http.createServer((_req, res) => {
      res.writeHead(301, { location: `${hooks.url()}?followed` });
      res.end();
    });
    await new Promise<void>((r) => moved.listen(0, '127.0.0.1', r));
    try {
      const movedUrl = `http://127.0.0.1:${(moved.address() as { port: number }).port}/old`;
      const [row] = await queue(await hookFor(movedUrl), 1, later());
      const before = hooks.connections();
      const after = await attemptDelivery(t.app.db, row!, movedUrl, 's', loopbackOk);
      expect(after).toMatchObject({
        attempts: 1,
        lastStatus: 301,
        lastError: 'HTTP 301: redirects are not followed; save the new URL instead',
        deliveredAt: null,
      });
      expect(hooks.connections() - before).toBe(0);
    } finally {
      moved.closeAllConnections();
      moved.close();
    }
  });
});

describe('one receiver that never answers', () => {
  it('holds only its own deliveries: the others of the batch go at once', async () => {
    // A black hole: it takes connections and never answers.
    let open = 0;
    let mostOpen = 0;
    const hole = http.createServer(() => {});
    hole.on('connection', (socket) => {
      mostOpen = Math.max(mostOpen, ++open);
      socket.on('close', () => open--);
    });
    await new Promise<void>((r) => hole.listen(0, '127.0.0.1', r));
    // A receiver that answers at once, noting when each delivery arrived.
    const prompt = await startHookReceiver();
    const arrived = () => prompt.received.map((r) => r.at);
    try {
      const holeId = await hookFor(`http://127.0.0.1:${(hole.address() as { port: number }).port}/hole`);
      const promptId = await hookFor(prompt.url('/prompt'));
      const at = later();
      // The black hole's deliveries are first in line.
      await queue(holeId, 4, at);
      await queue(promptId, 3, at + 100);
      const timeoutMs = 3000;
      const started = Date.now();
      const round = sendDueDeliveries(t.app.db, { allowLoopback: true, timeoutMs }, at + 1000);
      while (arrived().length < 3 && Date.now() - started < 3 * timeoutMs)
        await new Promise((r) => setTimeout(r, 10));
      expect(arrived()).toHaveLength(3);
      // Well before the first attempt at the black hole could time out.
      expect(Math.max(...arrived()) - started).toBeLessThan(timeoutMs / 2);
      expect(await round).toBe(7);
      expect((await rowsOf(promptId)).every((r) => r.lastStatus === 204 && r.deliveredAt)).toBe(true);
      expect((await rowsOf(holeId)).map((r) => r.lastError)).toEqual(Array(4).fill('timed out after 3 s'));
      // Two at a time per receiver: the black hole never held more than two of our connections.
      expect(mostOpen).toBe(2);
    } finally {
      hole.closeAllConnections();
      hole.close();
      await prompt.close();
    }
  });
});
