import { createHmac } from 'node:crypto';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterWebhooks, webhookDeliveries } from '../../db/schema';
import { createApiKey, createSyncedCounter, premiumUser } from '../../live/testing/live-test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendDueDeliveries } from './outbound-delivery';
import { nextDelayMs, RETRY_FOR_MS } from './outbound-signature';

// Issue 18: outbound webhooks are signed (HMAC-SHA256 of "<t>.<body>") and retried with backoff.

let t: TestApp;
let server: http.Server;
let url = '';
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let answer = 500;
beforeAll(async () => {
  t = await createTestApp();
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = answer;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
});
afterAll(async () => {
  await t?.close();
  server?.close();
});

describe('outbound webhooks', () => {
  it('sends each applied event signed, retries a failure with backoff, and logs every attempt', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie, { eventRules: [{ type: 'tip', value: 5 }] });
    await t.app.db
      .insert(counterWebhooks)
      .values({ id: 'wh1', counterId: id, url, secret: 'whsec_test_secret' });
    const { key } = await createApiKey(t, p.cookie);
    answer = 500;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/counters/${id}/events`,
      headers: { authorization: `Bearer ${key}` },
      payload: { id: 'tip-1', type: 'tip', amount: 2, user: 'ana' },
    });
    expect(res.json().addedValue).toBe(10);
    await t.app.background.idle();
    expect(received).toHaveLength(1);
    const { headers, body } = received[0]!;
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
    expect(await sendDueDeliveries(t.app.db, Date.now())).toBe(0);
    answer = 204;
    expect(await sendDueDeliveries(t.app.db, Date.now() + nextDelayMs(1) + 1)).toBe(1);
    [row] = await t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, 'wh1'));
    expect(row).toMatchObject({ attempts: 2, lastStatus: 204 });
    expect(row!.deliveredAt).not.toBeNull();
    expect(received).toHaveLength(2);
  });

  it('backs off from 30 s to an hour, and gives up after a day', async () => {
    expect([1, 2, 3, 8, 20].map(nextDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    await t.app.db.insert(counterWebhooks).values({ id: 'wh2', counterId: id, url, secret: 's' });
    const made = new Date(Date.now() - RETRY_FOR_MS);
    await t.app.db
      .insert(webhookDeliveries)
      .values({ id: 'd2', webhookId: 'wh2', kind: 'test', body: '{}', createdAt: made, nextAttemptAt: made });
    answer = 503;
    await sendDueDeliveries(t.app.db);
    const [row] = await t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, 'd2'));
    expect(row).toMatchObject({ attempts: 1, lastStatus: 503 });
    expect(row!.gaveUpAt).not.toBeNull();
  });

  it('sends a due delivery once when two senders run at the same time', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    await t.app.db.insert(counterWebhooks).values({ id: 'wh3', counterId: id, url, secret: 's' });
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
    answer = 204;
    const sent = await Promise.all([sendDueDeliveries(t.app.db), sendDueDeliveries(t.app.db)]);
    // The app's own 15 s retry round may claim it first on a slow machine: then it sends it, and
    // these two find nothing. Either way exactly one sender sends it, exactly once.
    await t.app.background.idle();
    expect(sent.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    expect(received.filter((r) => r.body === '{"n":3}')).toHaveLength(1);
  });
});
