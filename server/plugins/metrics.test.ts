import type { Server } from 'node:http';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { metricsRegistry } from '../metrics';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { createMetricsServer, listenMetrics } from './metrics';

// Metrics in Prometheus' text format: never served unless asked for, by token on the app's port
// or on a listener of their own; request times labelled by route pattern, kept answers included.
const TOKEN = 'metrics-token-0123456789';
// The names alerts are written against: each must be in every scrape.
const AGREED = [
  'countstream_http_request_duration_seconds',
  'countstream_sse_open_streams',
  'countstream_live_fanout_delay_seconds',
  'countstream_job_queue_depth',
  'countstream_job_failures_total',
  'countstream_inbound_webhooks_total',
  'countstream_outbound_webhook_deliveries_total',
  'countstream_live_source_polls_total',
  'countstream_live_source_budget_remaining',
  'countstream_mail_sends_total',
  'countstream_db_query_duration_seconds',
  'countstream_db_queue_wait_seconds',
  'countstream_event_loop_lag_seconds',
  'process_cpu_seconds_total',
  'nodejs_heap_size_used_bytes',
];

let t: TestApp;
let counterId: string;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  const owner = await signUp(t);
  const created = await t.request({
    method: 'POST',
    url: '/api/counters',
    cookie: owner.cookie,
    payload: { name: 'Measured', settings: createFormDefaults(new Date(), 'UTC') },
  });
  counterId = created.json().id;
});
afterAll(async () => {
  await t?.close();
});

const scrape = async () => {
  const res = await t.request({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** A series' value in a scrape (0 when absent). */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const viewCount = (cls: string) =>
  `countstream_http_request_duration_seconds_count{method="GET",route="/api/counters/:id/view",status_class="${cls}"}`;

describe('metrics on the app port', () => {
  it('asks for the token', async () => {
    const none = await t.request({ method: 'GET', url: '/metrics' });
    const wrong = await t.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    for (const res of [none, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('countstream_');
    }
  });

  it('serves every agreed metric in the text format', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const name of AGREED) expect(res.body, name).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));
  });

  it('times requests by route pattern and status class, never by path', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) await t.request({ method: 'GET', url: `/api/counters/${counterId}/view` });
    await t.request({ method: 'GET', url: '/api/counters/nosuchcounter1/view' });
    const after = await scrape();
    expect(seriesValue(after, viewCount('2xx')) - seriesValue(before, viewCount('2xx'))).toBe(3);
    expect(seriesValue(after, viewCount('4xx')) - seriesValue(before, viewCount('4xx'))).toBe(1);
    expect(after).not.toContain(counterId);
    expect(after).not.toContain('nosuchcounter1');
    // Statements were timed on their way to the database.
    expect(seriesValue(after, 'countstream_db_query_duration_seconds_count')).toBeGreaterThan(0);
  });

  it('counts mails sent and background tasks', async () => {
    const sent = 'countstream_mail_sends_total{result="sent"}';
    await t.app.background.idle(); // the first owner's welcome mail is out
    const before = seriesValue(await scrape(), sent);
    const { email } = await signUp(t); // the welcome mail goes out in the background
    await t.smtp.waitFor(email, { subject: 'Welcome' });
    await t.app.background.idle();
    const after = await scrape();
    expect(seriesValue(after, sent)).toBe(before + 1);
    expect(after).toMatch(/^countstream_job_queue_depth\{queue="background"\} 0$/m);
  });

  it('counts incoming webhooks by platform and result', async () => {
    const series = 'countstream_inbound_webhooks_total{platform="hook_url",result="refused"}';
    const before = seriesValue(await scrape(), series);
    const res = await t.request({ method: 'POST', url: '/api/hooks/not-a-token/increment' });
    expect(res.statusCode).toBe(404);
    expect(seriesValue(await scrape(), series)).toBe(before + 1);
  });
});

describe('metrics off by default', () => {
  it('answers 404 at /metrics and makes no listener when neither setting is given', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.request({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('countstream_');
      expect(plain.app.metricsServer).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it('times no request then: nobody could read the figures', async () => {
    const plain = await createTestApp();
    try {
      const counted = async () => seriesValue(await metricsRegistry.metrics(), viewCount('4xx'));
      const url = '/api/counters/nosuchcounter2/view';
      const before = await counted();
      for (let i = 0; i < 3; i++) expect((await plain.request({ method: 'GET', url })).statusCode).toBe(404);
      expect(await counted()).toBe(before);
      // The same request to the app that serves its metrics is timed (the reading above works).
      await t.request({ method: 'GET', url });
      expect(await counted()).toBe(before + 1);
    } finally {
      await plain.close();
    }
  });
});

describe('metrics on a listener of their own (METRICS_PORT)', () => {
  let server: Server;
  let base: string;
  const open = async (token?: string) => {
    server = createMetricsServer(token);
    base = `http://127.0.0.1:${await listenMetrics(server, 0, '127.0.0.1')}`;
  };
  afterAll(
    () => new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve())),
  );

  it('serves /metrics and nothing else', async () => {
    await open();
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('countstream_http_request_duration_seconds_bucket');
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/api/counters/${counterId}/view`)).status).toBe(404);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('asks for the token there too when one is set', async () => {
    await open(TOKEN);
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
  });

  it('is made by the app when METRICS_PORT is set, and closed with it', async () => {
    const app = await buildApp({
      config: { ...t.config, METRICS_PORT: 0 },
      database: t.app.dbHandle,
      logger: false,
      distDir: '/nonexistent',
    });
    const metrics = app.metricsServer!;
    expect(metrics).not.toBeNull();
    await listenMetrics(metrics, 0, '127.0.0.1');
    await app.close();
    expect(metrics.listening).toBe(false);
  });
});

describe('answers kept in front of the router', () => {
  it('are timed like routed ones', async () => {
    const app = await buildApp({
      config: t.config,
      database: t.app.dbHandle,
      logger: false,
      distDir: '/nonexistent',
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/counters/${counterId}/view`;
      await fetch(url);
      await fetch(url); // recorded
      const before = seriesValue(await scrape(), viewCount('2xx'));
      const served = app.keptAnswers.served;
      for (let i = 0; i < 4; i++) expect((await fetch(url)).status).toBe(200);
      expect(app.keptAnswers.served - served).toBe(4);
      expect(seriesValue(await scrape(), viewCount('2xx')) - before).toBe(4);
    } finally {
      await app.close();
    }
  });
});
