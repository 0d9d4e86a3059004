import { createHmac } from 'node:crypto';
import {
  MAX_WEBHOOKS_PER_COUNTER,
  WEBHOOK_HOST_MESSAGE,
  WEBHOOK_LIMIT_MESSAGE,
  WEBHOOK_URL_MESSAGE,
} from '@core/api/webhooks';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_PREMIUM_MESSAGE } from '../counters/counter-service';
import { counterWebhooks, users } from '../db/schema';
import {
  createApiKey,
  createSyncedCounter,
  listenOnLoopback,
  premiumUser,
} from '../live/testing/live-test-support';
import { READ_ONLY_KEY_MESSAGE } from '../public-api/api-caller';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { type HookReceiver, startHookReceiver } from './testing/hook-receiver';

// Issue 18: a counter's owner manages its outbound webhooks (session and API key), tests them, sees
// their deliveries; milestones a number counter passes are POSTed, signed like every message.

let t: TestApp;
let hooks: HookReceiver;
let appUrl = '';
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_LOOPBACK_HTTP: 'true' });
  appUrl = await listenOnLoopback(t);
  hooks = await startHookReceiver();
});
afterAll(async () => {
  await t?.close();
  await hooks?.close();
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
    const ok = (await create(p.cookie, id, hooks.url('/ok'))).json();
    const bad = (await create(p.cookie, id, hooks.url('/bad'))).json();
    hooks.answerWith(500, '/bad');
    const sentOk = await t.request({
      method: 'POST',
      url: `/api/counters/${id}/webhooks/${ok.id}/test`,
      cookie: p.cookie,
    });
    expect(sentOk.statusCode).toBe(200);
    expect(sentOk.json()).toMatchObject({ kind: 'test', state: 'delivered', attempts: 1, lastStatus: 204 });
    const r = hooks.received.find((x) => x.path === '/ok')!;
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

describe('the owner checks, answers and limits', () => {
  it('answers 404 "Counter not found" and no-store; a visitor is 401 before the body or the id is read', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const other = await premiumUser(t);
    const foreign = await create(other.cookie, id, 'https://hooks.example.com/x');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Counter not found');

    // Over a real socket, where Node checks every header the answer sends.
    const headers = { cookie: p.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' };
    const made = await fetch(`${appUrl}/api/counters/${id}/webhooks`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ url: 'https://hooks.example.com/x' }),
    });
    expect(made.status).toBe(201);
    expect(made.headers.get('cache-control')).toBe('no-store');
    const listed = await fetch(`${appUrl}/api/counters/${id}/webhooks`, { headers });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect((await listed.json()).webhooks).toHaveLength(1);

    // Without a session: 401, even with a body or an id the schema would refuse.
    const noBody = await t.request({ method: 'POST', url: `/api/counters/${id}/webhooks`, payload: {} });
    expect(noBody.statusCode).toBe(401);
    const longId = 'x'.repeat(65);
    expect((await t.request({ method: 'GET', url: `/api/counters/${longId}/webhooks` })).statusCode).toBe(
      401,
    );
    // With one, an id or a webhook id longer than the schema allows is refused as such.
    expect(
      (await t.request({ method: 'GET', url: `/api/counters/${longId}/webhooks`, cookie: p.cookie }))
        .statusCode,
    ).toBe(400);
    const longHook = await t.request({
      method: 'DELETE',
      url: `/api/counters/${id}/webhooks/${'w'.repeat(41)}`,
      cookie: p.cookie,
    });
    expect(longHook.statusCode).toBe(400);
    expect(longHook.json().message).toContain('webhookId');
  });

  it('lets an owner whose Premium lapsed list and delete, but not send a test', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const made = (await create(p.cookie, id, hooks.url('/lapsed'))).json();
    await t.app.db
      .update(users)
      .set({ subscriptionStatus: 'free', premiumSource: null, adminPremium: false })
      .where(eq(users.id, p.user.id));
    const test = await t.request({
      method: 'POST',
      url: `/api/counters/${id}/webhooks/${made.id}/test`,
      cookie: p.cookie,
    });
    expect(test.statusCode).toBe(403);
    expect(test.json().message).toBe(CONTROL_PREMIUM_MESSAGE);
    expect(hooks.received.some((r) => r.path === '/lapsed')).toBe(false);
    expect((await list(p.cookie, id)).webhooks.map((w: { id: string }) => w.id)).toEqual([made.id]);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/counters/${id}/webhooks/${made.id}`,
      cookie: p.cookie,
    });
    expect(del.statusCode).toBe(204);
    expect(await hooksIn(id)).toEqual([]);
  });

  it('sends at most 10 tests a minute from one address', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const hook = (await create(p.cookie, id, hooks.url('/often'))).json();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.request({
        method: 'POST',
        url: `/api/counters/${id}/webhooks/${hook.id}/test`,
        cookie: p.cookie,
        remoteAddress: '192.0.2.41',
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([...Array(10).fill(200), 429]);
  });
});

describe('webhooks over the API', () => {
  it('needs a key with control access: a read-only key is 403, and a test needs the owner’s Premium', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const keyRes = await t.request({
      method: 'POST',
      url: '/api/keys',
      cookie: p.cookie,
      payload: { name: 'Reader', access: 'read' },
    });
    expect(keyRes.statusCode).toBe(201);
    const reader = { authorization: `Bearer ${keyRes.json().key}` };
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/counters/${id}/webhooks`,
      headers: reader,
    });
    expect(listed.statusCode).toBe(403);
    expect(listed.json().message).toBe(READ_ONLY_KEY_MESSAGE);
  });

  it('sends a test with a control key, at most 10 a minute per key, and counts calls per key', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const auth = { authorization: `Bearer ${(await createApiKey(t, p.cookie)).key}` };
    const hook = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/counters/${id}/webhooks`,
        headers: auth,
        payload: { url: hooks.url('/bot-test') },
      })
    ).json();
    const send = () =>
      t.app.inject({ method: 'POST', url: `/api/v1/counters/${id}/webhooks/${hook.id}/test`, headers: auth });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/counters/${id}/webhooks/${hook.id}/test` }))
        .statusCode,
    ).toBe(401);
    const first = await send();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ kind: 'test', state: 'delivered', webhookId: hook.id });
    for (let i = 0; i < 9; i++) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
    expect(hooks.received.filter((r) => r.path === '/bot-test')).toHaveLength(10);

    // The other routes: the API's 120 calls a minute per key.
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/counters/${id}/webhooks`,
      headers: auth,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['x-ratelimit-limit']).toBe('120');
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/v1/counters/${id}/webhooks${method === 'DELETE' ? `/${hook.id}` : ''}`,
        headers: auth,
        ...(method === 'POST' ? { payload: { url: 'https://hooks.example.com/limit' } } : {}),
      });
      expect(res.statusCode, method).toBeLessThan(300);
      expect(res.headers['x-ratelimit-limit'], method).toBe('120');
    }
  });

  it('documents each v1 route with a summary, the v1 tag, its parameters and its answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const routes = [
      ['/api/v1/counters/{id}/webhooks', 'get', '200', /outbound webhooks and their 20 latest deliveries/],
      ['/api/v1/counters/{id}/webhooks', 'post', '201', /^Add an outbound webhook/],
      ['/api/v1/counters/{id}/webhooks/{webhookId}', 'delete', '204', /^Delete an outbound webhook/],
      ['/api/v1/counters/{id}/webhooks/{webhookId}/test', 'post', '200', /^Send a signed `test` message/],
    ] as const;
    for (const [path, method, code, summary] of routes) {
      const op = doc.paths[path][method];
      expect(op.summary, path).toMatch(summary);
      expect(op.tags, path).toEqual(['v1']);
      expect(op.parameters.map((x: { name: string }) => x.name).sort(), path).toEqual(
        path.includes('webhookId') ? ['id', 'webhookId'] : ['id'],
      );
      expect(Object.keys(op.responses), path).toContain(code);
    }
    const listSchema =
      doc.paths['/api/v1/counters/{id}/webhooks'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(listSchema.properties)).toEqual(
      expect.arrayContaining(['webhooks', 'deliveries', 'max']),
    );
    const made =
      doc.paths['/api/v1/counters/{id}/webhooks'].post.responses['201'].content['application/json'].schema;
    expect(Object.keys(made.properties)).toContain('secret');
    const sent =
      doc.paths['/api/v1/counters/{id}/webhooks/{webhookId}/test'].post.responses['200'].content[
        'application/json'
      ].schema;
    expect(Object.keys(sent.properties)).toContain('state');
  });

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
    const hook = (await create(p.cookie, id, hooks.url(`/goal-${id}`))).json();
    const { key } = await createApiKey(t, p.cookie);
    const mine = () =>
      hooks.received.filter((r) => r.path === `/goal-${id}`).map((r) => JSON.parse(r.body) as Sent);
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
    expect(hooks.received.filter((r) => r.path === `/goal-${id}`).every((r) => verify(hook.secret, r))).toBe(
      true,
    );

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
