import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  httpRequestDuration,
  type InboundWebhookPlatform,
  inboundWebhooks,
  metricsRegistry,
  statusClass,
} from '../metrics';
import { routeLabelOf } from './request-label';

// The metrics of server/metrics.ts, served to a scraper: on a listener of their own (METRICS_PORT,
// for a private network) or at GET /metrics with `Authorization: Bearer <METRICS_TOKEN>`. With
// neither set nothing is served, /metrics answers 404 like any unknown address, and requests are
// not timed: nobody could read the figures, and timing every request costs the busiest answers
// (a counter's view, answered from memory) about a tenth of their time.

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics listener (METRICS_PORT), made here and started by main.ts; null when unset. */
    metricsServer: Server | null;
  }
  interface FastifyContextConfig {
    /** An incoming webhook route: its calls are counted by platform and result. */
    webhook?: InboundWebhookPlatform;
  }
}

type Timer = ReturnType<typeof httpRequestDuration.labels>;
/** Children bound once per method, route and status class. */
const timers = new Map<string, Timer>();

function observeRequest(method: string, route: string, status: number, seconds: number): void {
  const cls = statusClass(status);
  const key = `${method} ${cls} ${route}`;
  let timer = timers.get(key);
  if (!timer) {
    timer = httpRequestDuration.labels(method, route, cls);
    timers.set(key, timer);
  }
  timer.observe(seconds);
}

const duplicates = new WeakSet<IncomingMessage>();

/** An incoming webhook that was answered 2xx but had been applied before (counted as duplicate). */
export function noteWebhookDuplicate(request: FastifyRequest): void {
  duplicates.add(request.raw);
}

/** Whether the Authorization header carries the token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return given !== '' && timingSafeEqual(digest(given), digest(token));
}

const TOKEN_NEEDED = 'A valid metrics token is required: Authorization: Bearer <METRICS_TOKEN>.';

async function sendMetrics(res: ServerResponse, head: boolean): Promise<void> {
  const body = await metricsRegistry.metrics();
  res.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' });
  res.end(head ? undefined : body);
}

function answerJson(
  res: ServerResponse,
  status: number,
  message: string,
  extra: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...extra });
  res.end(JSON.stringify({ message }));
}

/** The metrics listener: GET /metrics only (and the token, when one is set). */
export function createMetricsServer(token: string | undefined): Server {
  return createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD'))
      return answerJson(res, 404, 'Not found: the metrics are at GET /metrics.');
    if (token && !bearerMatches(req.headers.authorization, token))
      return answerJson(res, 401, TOKEN_NEEDED, { 'www-authenticate': 'Bearer' });
    sendMetrics(res, req.method === 'HEAD').catch(() =>
      answerJson(res, 500, 'The metrics could not be read.'),
    );
  });
}

/** Starts the metrics listener; resolves with the port it listens on. */
export function listenMetrics(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as { port: number }).port);
    });
  });
}

async function metricsPlugin(app: FastifyInstance) {
  const { METRICS_PORT, METRICS_TOKEN } = app.config;
  const server = METRICS_PORT === undefined ? null : createMetricsServer(METRICS_TOKEN);
  app.decorate('metricsServer', server);
  app.addHook('onClose', async () => {
    if (server?.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const timed = METRICS_PORT !== undefined || METRICS_TOKEN !== undefined;
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    if (timed) observeRequest(request.method, routeLabelOf(request.raw), status, reply.elapsedTime / 1000);
    const platform = request.routeOptions.config.webhook;
    if (platform) {
      const result = status >= 400 ? 'refused' : duplicates.has(request.raw) ? 'duplicate' : 'applied';
      inboundWebhooks.inc({ platform, result });
    }
    done();
  });
  if (timed)
    app.keptAnswers.observe(({ req, status, route, ms }) =>
      observeRequest(req.method!, route, status, ms / 1000),
    );

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!METRICS_TOKEN) return reply.status(404).send({ message: `Not found: GET /metrics` });
    if (!bearerMatches(request.headers.authorization, METRICS_TOKEN))
      return reply.status(401).header('www-authenticate', 'Bearer').send({ message: TOKEN_NEEDED });
    const body = await metricsRegistry.metrics();
    return reply.type(metricsRegistry.contentType).header('cache-control', 'no-store').send(body);
  });
}

export default fp(metricsPlugin, { name: 'metrics' });
