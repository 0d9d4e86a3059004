import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import type { KeptObserver } from './kept-answers';
import { maskAddresses, maskLogLine, serializeRequest } from './log-redaction';
import { labelRoute, routeLabelOf } from './request-label';

// One JSON line per request, for an operator to follow: its id (the balancer's, or ours, sent back
// as `x-request-id`), the method and redacted URL, the route pattern, the status and the time. The
// answers kept in front of the router write the same line. Fastify's own two lines per request
// are off: one line says it all and costs half.

/**
 * The logger's settings: the request serializer (no headers), secrets censored, addresses masked,
 * and lines written without waiting (they leave in batches while the server is busy, and what is
 * left is flushed when the process exits).
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream: DestinationStream } {
  return {
    level,
    serializers: { req: serializeRequest },
    hooks: { streamWrite: maskLogLine },
    stream: stream ?? pino.destination({ dest: 1, sync: false }),
  };
}

const MESSAGE = 'request completed';
/** How long a kept answer's line may wait to leave with others, and how much may wait. */
const FLUSH_MS = 25;
const FLUSH_BYTES = 64 * 1024;

async function requestLogPlugin(app: FastifyInstance) {
  // Sync hooks (a callback, not a promise): they run on every routed request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    labelRoute(request);
    // At debug, a request is also logged as it arrives (what is in flight when a process stops).
    request.log.debug({ req: request }, 'incoming request');
    done();
  });
  // The log line of a request Fastify answered; the child logger carries its reqId.
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        req: request,
        route: routeLabelOf(request.raw),
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      MESSAGE,
    );
    done();
  });
  // Absent when the app runs without a logger (tests): then nothing is logged.
  const log = app.log as typeof app.log & { isLevelEnabled?: (level: string) => boolean };
  if (!log.isLevelEnabled?.('info')) return;
  const writer = keptLineWriter(log as unknown as pino.Logger);
  app.keptAnswers.observe(writer.observe);
  app.addHook('onClose', async () => writer.flush());
}

/**
 * The line of an answer sent from memory, built by hand: the same fields, in the same order, as
 * a routed request's line. Through pino (an object, its serializer, its stringifier, a write per
 * line) it cost about half of the kept answer's own CPU; here it is a few string joins, and the
 * lines of one turn of the event loop leave in one write after it. The id is one we checked or made
 * (safe in JSON as is); what the client wrote is escaped. The field names are fixed and none names a
 * secret, and the URL's secrets are redacted by serializeRequest, so of the masking every line gets
 * only the addresses' remains to do, on the two fields a client wrote: not a scan of every line.
 */
export function keptLineWriter(log: pino.Logger): { observe: KeptObserver; flush: () => void } {
  const stream = (log as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym]!;
  const bindings = (log as unknown as Record<symbol, string>)[pino.symbols.chindingsSym] ?? '';
  const level = log.levels.values.info;
  let batch = '';
  const flush = () => {
    const text = batch;
    batch = '';
    if (text) stream.write(text);
  };
  const observe: KeptObserver = ({ req, requestId, status, route, ms }) => {
    const r = serializeRequest(req);
    // Out within FLUSH_MS (a write per batch, not per line), or at once when the batch is large.
    if (batch === '') setTimeout(flush, FLUSH_MS).unref();
    else if (batch.length > FLUSH_BYTES) flush();
    batch +=
      `{"level":${level},"time":${Date.now()}${bindings},"reqId":"${requestId}",` +
      `"req":{"method":"${r.method}","url":${JSON.stringify(maskAddresses(r.url))},` +
      `"host":${JSON.stringify(maskAddresses(r.host ?? ''))},` +
      `"remoteAddress":${JSON.stringify(r.remoteAddress ?? '')},"remotePort":${r.remotePort ?? 0}},` +
      `"route":${JSON.stringify(route)},"statusCode":${status},"responseTime":${ms},"kept":true,` +
      `"msg":"${MESSAGE}"}\n`;
  };
  return { observe, flush };
}

export default fp(requestLogPlugin, { name: 'request-log' });
