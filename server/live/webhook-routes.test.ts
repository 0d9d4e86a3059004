import { createHmac } from 'node:crypto';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_WEBHOOKS_PER_COUNTER,
  WEBHOOK_HOST_MESSAGE,
  WEBHOOK_LIMIT_MESSAGE,
  WEBHOOK_URL_MESSAGE,
} from '../../core/api/webhooks';
import { createFormDefaults } from '../../core/counter/settings-defaults';
import { counterWebhooks } from '../db/schema';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { createApiKey, createSyncedCounter, premiumUser } from './testing/live-test-support';

// Issue 18: a counter's owner manages its outbound webhooks (session and API key), tests them, sees
// their deliveries; milestones a number counter passes are POSTed, signed like every message.

let t: TestApp;
let server: http.Server;
let base = '';
const received: { path: string; signature: string; body: string }[] = [];
const answers = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_LOOPBACK_HTTP: 'true' });
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ path: req.url ?? '', signature: String(req.headers['countstream-signature']), body });
      res.statusCode = answers.get(req.url ?? '') ?? 204;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await t?.close();
  server?.close();
});

const create = (cookie: string | undefined, id: string, url: unknown) =>
  t.request({
    method: 'POST',
    url: `/api/counters/${id}/webhooks`,
    ...(cookie ? { cookie } : {}),
    payload: { url },
  });
const list = async (cookie: string, id: string) => {
  const res = await t.request({ method: 'GET', url: `/api/counters/${id}/webhooks`, cookie });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const hooksIn = (id: string) =>
  t.app.db.select().from(counterWebhooks).where(eq(counterWebhooks.counterId, id));
type Sent = { type: string; data: { milestone: { value: number; message: string }; value: number } };
const verify = (secret: string, r: { signature: string; body: string }) => {
  const [, ts, mac] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(r.signature)!;
  return mac === createHmac('sha256', secret).update(`${ts}.${r.body}`).digest('hex');
};

describe('managing outbound webhooks', () => {
  it('makes one with a secret shown once, lists it without the secret, and deletes it', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const res = await create(p.cookie, id, 'https://hooks.example.com/countstream');
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(made.url).toBe('https://hooks.example.com/countstream');
    const listed = await list(p.cookie, id);
    expect(listed.webhooks).toEqual([{ id: made.id, url: made.url, createdAt: made.createdAt }]);
    expect(JSON.stringify(listed)).not.toContain(made.secret);
    expect(listed.max).toBe(MAX_WEBHOOKS_PER_COUNTER);

    const del = await t.request({
      method: 'DELETE',
      url: `/api/counters/${id}/webhooks/${made.id}`,
      cookie: p.cookie,
    });
    expect(del.statusCode).toBe(204);
    expect(await hooksIn(id)).toEqual([]);
    const again = await t.request({
      method: 'DELETE',
      url: `/api/counters/${id}/webhooks/${made.id}`,
      cookie: p.cookie,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses non-https and private URLs naming the url, and more than the cap; nothing is written', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    for (const [url, message] of [
      ['http://hooks.example.com/x', WEBHOOK_URL_MESSAGE],
      ['ftp://hooks.example.com/x', WEBHOOK_URL_MESSAGE],
      ['not a url', WEBHOOK_URL_MESSAGE],
      ['https://user:pw@hooks.example.com/x', WEBHOOK_URL_MESSAGE],
      [`https://hooks.example.com/${'a'.repeat(500)}`, WEBHOOK_URL_MESSAGE],
      ['https://10.1.2.3/x', WEBHOOK_HOST_MESSAGE],
      ['https://192.168.0.4/x', WEBHOOK_HOST_MESSAGE],
      ['https://[::1]/x', WEBHOOK_HOST_MESSAGE],
      ['https://printer.local/x', WEBHOOK_HOST_MESSAGE],
    ] as const) {
      const res = await create(p.cookie, id, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(message);
    }
    const noUrl = await t.request({
      method: 'POST',
      url: `/api/counters/${id}/webhooks`,
      cookie: p.cookie,
      payload: {},
    });
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.json().message).toContain('url');
    expect(await hooksIn(id)).toEqual([]);

    for (let i = 0; i < MAX_WEBHOOKS_PER_COUNTER; i++)
      expect((await create(p.cookie, id, `https://hooks.example.com/${i}`)).statusCode).toBe(201);
    const over = await create(p.cookie, id, 'https://hooks.example.com/over');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(WEBHOOK_LIMIT_MESSAGE);
    expect(await hooksIn(id)).toHaveLength(MAX_WEBHOOKS_PER_COUNTER);
  });

  it('is the owner’s only: 401 without a session, 404 on another user’s counter, 403 to make one without Premium', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const made = (await create(p.cookie, id, 'https://hooks.example.com/a')).json();
    expect((await create(undefined, id, 'https://hooks.example.com/b')).statusCode).toBe(401);
    const other = await premiumUser(t);
    expect((await create(other.cookie, id, 'https://hooks.example.com/b')).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/counters/${id}/webhooks`, cookie: other.cookie }))
        .statusCode,
    ).toBe(404);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/counters/${id}/webhooks/${made.id}`,
      cookie: other.cookie,
    });
    expect(del.statusCode).toBe(404);
    // The other user's own counter does not reach this one's webhook either.
    const theirs = await createSyncedCounter(t, other.cookie);
    const cross = await t.request({
      method: 'DELETE',
      url: `/api/counters/${theirs}/webhooks/${made.id}`,
      cookie: other.cookie,
    });
    expect(cross.statusCode).toBe(404);
    expect(await hooksIn(id)).toHaveLength(1);

    const free = await signUp(t);
    const freeCounter = await t.request({
      method: 'POST',
      url: '/api/counters',
      cookie: free.cookie,
      payload: { name: 'Free', settings: createFormDefaults(new Date(), 'UTC') },
    });
    expect(freeCounter.statusCode).toBe(201);
    const fid = freeCounter.json().id;
    const refused = await create(free.cookie, fid, 'https://hooks.example.com/free');
    expect(refused.statusCode).toBe(403);
    expect(await hooksIn(fid)).toEqual([]);
  });

  it('sends a signed test now and shows every delivery, newest first', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const ok = (await create(p.cookie, id, `${base}/ok`)).json();
    const bad = (await create(p.cookie, id, `${base}/bad`)).json();
    answers.set('/bad', 500);
    const sentOk = await t.request({
      method: 'POST',
      url: `/api/counters/${id}/webhooks/${ok.id}/test`,
      cookie: p.cookie,
    });
    expect(sentOk.statusCode).toBe(200);
    expect(sentOk.json()).toMatchObject({ kind: 'test', state: 'delivered', attempts: 1, lastStatus: 204 });
    const r = received.find((x) => x.path === '/ok')!;
    expect(verify(ok.secret, r)).toBe(true);
    expect(JSON.parse(r.body)).toMatchObject({ type: 'test', counterId: id });

    const sentBad = await t.request({
      method: 'POST',
      url: `/api/counters/${id}/webhooks/${bad.id}/test`,
      cookie: p.cookie,
    });
    expect(sentBad.json()).toMatchObject({ state: 'retrying', lastStatus: 500, lastError: 'HTTP 500' });
    expect(sentBad.json().nextAttemptAt).not.toBeNull();

    const { deliveries } = await list(p.cookie, id);
    expect(deliveries.map((d: { webhookId: string; state: string }) => [d.webhookId, d.state])).toEqual([
      [bad.id, 'retrying'],
      [ok.id, 'delivered'],
    ]);
  });
});

describe('webhooks over the API', () => {
  it('works with a control key, is 401 without one and 404 with another user’s, and is in the OpenAPI document', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const { key } = await createApiKey(t, p.cookie);
    const auth = { authorization: `Bearer ${key}` };
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/v1/counters/${id}/webhooks`,
      headers: auth,
      payload: { url: 'https://hooks.example.com/bot' },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().secret).toMatch(/^whsec_/);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/counters/${id}/webhooks`,
      headers: auth,
    });
    expect(listed.json().webhooks.map((w: { url: string }) => w.url)).toEqual([
      'https://hooks.example.com/bot',
    ]);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/v1/counters/${id}/webhooks`,
      headers: auth,
      payload: { url: 'http://hooks.example.com/bot' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(WEBHOOK_URL_MESSAGE);

    expect((await t.app.inject({ method: 'GET', url: `/api/v1/counters/${id}/webhooks` })).statusCode).toBe(
      401,
    );
    const other = await premiumUser(t);
    const otherKey = (await createApiKey(t, other.cookie)).key;
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/counters/${id}/webhooks/${made.json().id}`,
      headers: { authorization: `Bearer ${otherKey}` },
    });
    expect(foreign.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/counters/${id}/webhooks/${made.json().id}`,
      headers: auth,
    });
    expect(del.statusCode).toBe(204);
    expect(await hooksIn(id)).toEqual([]);

    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(doc.paths['/api/v1/counters/{id}/webhooks'])).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/v1/counters/{id}/webhooks/{webhookId}/test'])).toEqual(['post']);
    expect(doc.paths['/api/counters/{id}/webhooks']).toBeUndefined();
  });
});

describe('milestone webhooks', () => {
  it('POSTs each milestone an event or a control action passes, once, signed', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie, {
      eventRules: [{ type: 'tip', value: 5 }],
      milestones: [
        { value: 10, message: 'Ten!' },
        { value: 20, message: 'Twenty!' },
        { value: 30, message: 'Thirty!' },
      ],
    });
    const hook = (await create(p.cookie, id, `${base}/goal-${id}`)).json();
    const { key } = await createApiKey(t, p.cookie);
    const mine = () =>
      received.filter((r) => r.path === `/goal-${id}`).map((r) => JSON.parse(r.body) as Sent);
    const event = await t.app.inject({
      method: 'POST',
      url: `/api/v1/counters/${id}/events`,
      headers: { authorization: `Bearer ${key}` },
      payload: { id: 'tip-1', type: 'tip', amount: 3 },
    });
    expect(event.json().addedValue).toBe(15);
    await t.app.background.idle();
    const milestones = () => mine().filter((b) => b.type === 'milestone');
    expect(milestones().map((b) => b.data.milestone)).toEqual([{ value: 10, message: 'Ten!' }]);
    expect(milestones()[0]!.data.value).toBe(15);
    expect(received.filter((r) => r.path === `/goal-${id}`).every((r) => verify(hook.secret, r))).toBe(true);

    // A second event that passes nothing, then a control increment that passes two.
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/counters/${id}/events`,
      headers: { authorization: `Bearer ${key}` },
      payload: { id: 'tip-2', type: 'tip', amount: 0.5 },
    });
    const inc = await t.request({
      method: 'POST',
      url: `/api/counters/${id}/control`,
      cookie: p.cookie,
      payload: { action: 'increment', by: 20 },
    });
    expect(inc.statusCode).toBe(200);
    await t.app.background.idle();
    expect(milestones().map((b) => b.data.milestone.value)).toEqual([10, 20, 30]);
    // Going back passes none.
    await t.request({
      method: 'POST',
      url: `/api/counters/${id}/control`,
      cookie: p.cookie,
      payload: { action: 'increment', by: -30 },
    });
    await t.app.background.idle();
    expect(milestones()).toHaveLength(3);
  });
});
