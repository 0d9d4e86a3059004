import type { IncomingMessage } from 'node:http';
import { createFormDefaults } from '@core/counter/settings-defaults';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { keptLineWriter, millisecondsText } from './request-log';

// The request log at the default level, over real HTTP (answers kept in front of the router are
// only reached so): one line per request, kept answers too, with the id the client sees.
let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
let base: string;
let counterId: string;
const lines: Record<string, unknown>[] = [];
const written: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({
    config: { ...t.config, LOG_LEVEL: 'info' },
    database: t.app.dbHandle,
    distDir: '/nonexistent',
    logStream: {
      write(text: string) {
        written.push(text);
        for (const line of text.split('\n')) if (line) lines.push(JSON.parse(line));
      },
    },
  });
  // A route that fails as a bug would: the answer the user sees must name the logged error.
  app.get('/api/test-only/fail', async () => {
    throw new Error('the disk is on fire');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const owner = await signUp(t);
  const created = await t.request({
    method: 'POST',
    url: '/api/counters',
    cookie: owner.cookie,
    payload: { name: 'Logged', settings: createFormDefaults(new Date(), 'UTC') },
  });
  counterId = created.json().id;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

// Kept answers' lines leave in batches, within a few tens of milliseconds.
const settle = () => new Promise((resolve) => setTimeout(resolve, 60));
const requestLines = (reqId: string) =>
  lines.filter((l) => l.reqId === reqId && l.msg === 'request completed');

describe('request log', () => {
  it('takes the balancer’s x-request-id, returns it and logs one line with route, status and time', async () => {
    const res = await fetch(`${base}/healthz-not-here/${counterId}`, {
      headers: { 'x-request-id': 'lb-7f3a9c' },
    });
    await settle();
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a9c');
    const [line, ...more] = requestLines('lb-7f3a9c');
    expect(more).toHaveLength(0);
    expect(line).toMatchObject({ route: 'unmatched', statusCode: res.status, level: 30 });
    expect(typeof line?.responseTime).toBe('number');
  });

  it('makes an id when none (or an unusable one) is sent, different for each request', async () => {
    const first = await fetch(`${base}/api/user`);
    const odd = await fetch(`${base}/api/user`, { headers: { 'x-request-id': 'has spaces "and quotes"' } });
    await settle();
    const ids = [first.headers.get('x-request-id'), odd.headers.get('x-request-id')];
    expect(ids[0]).toMatch(/^[\w-]+$/);
    expect(ids[1]).toMatch(/^[\w-]+$/);
    expect(ids[0]).not.toBe(ids[1]);
    for (const id of ids) expect(requestLines(id!)[0]).toMatchObject({ route: '/api/user' });
  });

  it('masks e-mail addresses and never writes cookies, credentials or passwords', async () => {
    const res = await fetch(`${base}/api/login?hint=ada.lovelace@example.com`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: TEST_ORIGIN,
        cookie: 'cs_session=cookie-secret-41',
        authorization: 'Bearer bearer-secret-42',
        'x-request-id': 'lb-login-1',
      },
      body: JSON.stringify({ email: 'ada.lovelace@example.com', password: 'password-secret-43' }),
    });
    await settle();
    expect(res.status).toBeGreaterThanOrEqual(400);
    const [line] = requestLines('lb-login-1');
    expect(line).toMatchObject({ route: '/api/login', statusCode: res.status });
    expect((line?.req as { url?: string } | undefined)?.url).toBe('/api/login?hint=a***@example.com');
    const all = written.join('');
    for (const secret of ['ada.lovelace@', 'cookie-secret-41', 'bearer-secret-42', 'password-secret-43'])
      expect(all).not.toContain(secret);
  });

  it('gives a failed request’s id in its 5xx answer and in the error logged', async () => {
    const res = await fetch(`${base}/api/test-only/fail`, { headers: { 'x-request-id': 'lb-fail-9' } });
    await settle();
    expect(res.status).toBe(500);
    expect(res.headers.get('x-request-id')).toBe('lb-fail-9');
    const body = (await res.json()) as { message: string; requestId: string };
    expect(body.requestId).toBe('lb-fail-9');
    expect(body.message).toContain('lb-fail-9');
    expect(body.message).not.toContain('on fire');
    const error = lines.find((l) => l.reqId === 'lb-fail-9' && l.msg === 'unhandled error');
    expect((error?.err as { message?: string } | undefined)?.message).toBe('the disk is on fire');
    expect(requestLines('lb-fail-9')[0]).toMatchObject({ route: '/api/test-only/fail', statusCode: 500 });
  });

  it('logs answers kept in front of the router as it logs routed ones', async () => {
    const url = `${base}/api/counters/${counterId}/view`;
    await fetch(url); // the view cache loads: the next answer is recorded, the later ones kept
    const servedBefore = app.keptAnswers.served;
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await fetch(url, { headers: { 'x-request-id': `lb-view-${i}` } }));
    const made = await fetch(url);
    await settle();
    // The first is routed (and recorded), the three after it are kept.
    expect(app.keptAnswers.served - servedBefore).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < 3; i++) {
      expect(answers[i]?.headers.get('x-request-id')).toBe(`lb-view-${i}`);
      const [line, ...more] = requestLines(`lb-view-${i}`);
      expect(more).toHaveLength(0);
      expect(line).toMatchObject({
        route: '/api/counters/:id/view',
        statusCode: 200,
        req: { method: 'GET', url: `/api/counters/${counterId}/view` },
      });
    }
    expect(requestLines('lb-view-2')[0]).toMatchObject({ kept: true, level: 30 });
    const madeId = made.headers.get('x-request-id')!;
    expect(madeId).toMatch(/^[\w-]+$/);
    expect(requestLines(madeId)[0]).toMatchObject({ kept: true, route: '/api/counters/:id/view' });
  });
});

describe('the hand-built line of a kept answer', () => {
  it('hides what a client wrote into the address: secrets redacted, e-mail addresses masked', () => {
    const out: string[] = [];
    const log = pino({ level: 'info' }, { write: (text: string) => out.push(text) });
    const writer = keptLineWriter(log);
    const req = {
      method: 'GET',
      url: '/counter/abc123?ref=jane.doe@example.com&token=s3cret&utm=x',
      headers: { host: 'someone@countstream.example' },
      socket: { remoteAddress: '10.0.0.9', remotePort: 41000 },
    } as unknown as IncomingMessage;
    writer.observe({ req, requestId: 'lb-1', status: 200, route: '/counter/:id', ms: 0.2 });
    writer.flush();
    const line = JSON.parse(out.join('')) as { req: { url: string; host: string }; kept: boolean };
    expect(line.kept).toBe(true);
    expect(line.req.url).toBe('/counter/abc123?ref=j***@example.com&token=[redacted]&utm=x');
    expect(line.req.host).toBe('s***@countstream.example');
    expect(out.join('')).not.toMatch(/jane\.doe|s3cret|someone/);
  });

  it('gives each answer its own address, port and id, though the request part is made once', () => {
    const out: string[] = [];
    const writer = keptLineWriter(pino({ level: 'info' }, { write: (text: string) => out.push(text) }));
    const request = (url: string, port: number) =>
      ({
        method: 'GET',
        url,
        headers: { host: 'countstream.example' },
        socket: { remoteAddress: '10.0.0.9', remotePort: port },
      }) as unknown as IncomingMessage;
    const sent = [
      ['/counter/aaa', 1001],
      ['/counter/bbb', 1002],
      ['/counter/aaa', 1003],
    ] as const;
    sent.forEach(([url, port], i) => {
      writer.observe({
        req: request(url, port),
        requestId: `id-${i}`,
        status: 200 + i,
        route: '/counter/:id',
        ms: 1,
      });
    });
    writer.flush();
    const lines = out
      .join('')
      .trim()
      .split('\n')
      .map(
        (l) =>
          JSON.parse(l) as { reqId: string; statusCode: number; req: { url: string; remotePort: number } },
      );
    expect(lines.map((l) => [l.req.url, l.req.remotePort, l.reqId, l.statusCode])).toEqual([
      ['/counter/aaa', 1001, 'id-0', 200],
      ['/counter/bbb', 1002, 'id-1', 201],
      ['/counter/aaa', 1003, 'id-2', 202],
    ]);
  });
});

describe('the hand-built lines of one connection', () => {
  it('say what each request asked and got, though the part about the connection is made once', () => {
    const out: string[] = [];
    const writer = keptLineWriter(pino({ level: 'info' }, { write: (text: string) => out.push(text) }));
    const socket = { remoteAddress: '10.0.0.7', remotePort: 5000 };
    const sent = [
      ['GET', '/api/counters/aaa/view', 'a.example', 200],
      ['GET', '/api/counters/aaa/view', 'a.example', 200],
      ['GET', '/api/counters/aaa/view', 'a.example', 304],
      ['HEAD', '/api/counters/aaa/view', 'a.example', 304],
      ['HEAD', '/api/counters/aaa/view', 'b.example', 304],
      ['HEAD', '/api/counters/bbb/view', 'b.example', 304],
      ['GET', '/api/counters/aaa/view', 'a.example', 200],
    ] as const;
    sent.forEach(([method, url, host, status], i) => {
      const req = { method, url, headers: { host }, socket } as unknown as IncomingMessage;
      writer.observe({ req, requestId: `c-${i}`, status, route: '/api/counters/:id/view', ms: 0.5 });
    });
    writer.flush();
    type Line = { reqId: string; statusCode: number; req: Record<string, unknown> };
    const lines = out
      .join('')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Line);
    expect(lines.map((l) => [l.req.method, l.req.url, l.req.host, l.statusCode, l.reqId])).toEqual(
      sent.map(([method, url, host, status], i) => [method, url, host, status, `c-${i}`]),
    );
    for (const line of lines) expect(line.req).toMatchObject({ remoteAddress: '10.0.0.7', remotePort: 5000 });
  });
});

describe('millisecondsText', () => {
  it('writes a duration to the microsecond as JSON, without trailing zeros', () => {
    const cases: [number, string][] = [
      [0, '0'],
      [0.0004, '0'],
      [-3, '0'],
      [Number.NaN, '0'],
      [0.2, '0.2'],
      [0.05, '0.05'],
      [0.0424, '0.042'],
      [0.0005, '0.001'],
      [0.007, '0.007'],
      [1, '1'],
      [1.0005, '1.001'],
      [12.5004, '12.5'],
      [12.34, '12.34'],
      [1234.567891, '1234.568'],
    ];
    for (const [ms, text] of cases) expect([ms, millisecondsText(ms)]).toEqual([ms, text]);
    for (const [ms, text] of cases) if (ms > 0.0005) expect(JSON.parse(text)).toBeCloseTo(ms, 3);
  });
});
