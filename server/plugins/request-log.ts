import type { IncomingMessage } from 'node:http';
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

/** Request parts kept at most, by method, address, host and route (the kept answers are few). */
const MAX_PARTS = 512;

/** What the last line of a connection said about its request, and that part of the line. */
interface ConnectionPart {
  method: string | undefined;
  host: string;
  route: string;
  url: string | undefined;
  status: number;
  /** From the reqId's closing quote to responseTime's colon, in UTF-8. */
  bytes: Buffer;
}

/** Room for a batch: FLUSH_BYTES and the line that passes it (request lines are at most 16 KB). */
const BATCH_BYTES = FLUSH_BYTES + 64 * 1024;

/**
 * The line of an answer sent from memory, built by hand: the same fields, in the same order, as
 * a routed request's line. Through pino (an object, its serializer, its stringifier, a write per
 * line) it cost about half of the kept answer's own CPU; built as a string, a tenth. Here a line
 * is bytes copied into one buffer that the batch leaves from: the part about the request and its
 * connection is encoded once per connection and kind of request (a viewer's connection asks for
 * the same view again and again, and its address and port never change), so a line is that part
 * and three constant ones copied, and the clock, id and time written digit by digit: no string
 * and no object per line, nothing for the garbage collector. The batch becomes one string when it
 * leaves, in one write. The id is one we checked or made (safe in JSON as is); what the client
 * wrote is escaped. The field names are fixed and none names a secret, and the URL's secrets are
 * redacted by serializeRequest, so of the masking every line gets only the addresses' remains to
 * do, on the two fields a client wrote: not a scan of every line.
 */
export function keptLineWriter(log: pino.Logger): { observe: KeptObserver; flush: () => void } {
  const stream = (log as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym]!;
  const bindings = (log as unknown as Record<symbol, string>)[pino.symbols.chindingsSym] ?? '';
  const lineStart = Buffer.from(`{"level":${log.levels.values.info},"time":`);
  const afterClock = Buffer.from(`${bindings},"reqId":"`);
  const lineEnd = Buffer.from(`,"kept":true,"msg":"${MESSAGE}"}\n`);
  const batch = Buffer.allocUnsafe(BATCH_BYTES);
  let used = 0;
  const flush = () => {
    if (used === 0) return;
    const text = batch.toString('utf8', 0, used);
    used = 0;
    stream.write(text);
  };
  // Text of ASCII characters (digits, the id) written as is; anything else encoded.
  const put = (text: string, at: number): number => {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code > 0x7f) return at - i + batch.write(text, at - i, 'utf8');
      batch[at++] = code;
    }
    return at;
  };
  const copy = (bytes: Buffer, at: number): number => {
    batch.set(bytes, at);
    return at + bytes.length;
  };
  const parts = new Map<string, [head: string, tail: string]>();
  const partsOf = (req: IncomingMessage, route: string) => {
    // Newlines cannot occur in a method, a header, a route pattern or a request line.
    const key = `${req.method}\n${req.headers.host ?? ''}\n${route}\n${req.url}`;
    let found = parts.get(key);
    if (!found) {
      const r = serializeRequest(req);
      found = [
        `"req":{"method":"${r.method}","url":${JSON.stringify(maskAddresses(r.url))},` +
          `"host":${JSON.stringify(maskAddresses(r.host ?? ''))},"remoteAddress":`,
        `},"route":${JSON.stringify(route)},"statusCode":`,
      ];
      if (parts.size >= MAX_PARTS) parts.clear();
      parts.set(key, found);
    }
    return found;
  };
  const lastOf = new WeakMap<object, ConnectionPart>();
  const connectionPart = (req: IncomingMessage, route: string, status: number): Buffer => {
    const socket = req.socket as IncomingMessage['socket'] | undefined;
    const host = req.headers.host ?? '';
    const last = socket && lastOf.get(socket);
    if (
      last &&
      last.url === req.url &&
      last.status === status &&
      last.host === host &&
      last.route === route &&
      last.method === req.method
    )
      return last.bytes;
    const [head, tail] = partsOf(req, route);
    const bytes = Buffer.from(
      `",${head}${JSON.stringify(socket?.remoteAddress ?? '')},"remotePort":${socket?.remotePort ?? 0}` +
        `${tail}${status},"responseTime":`,
    );
    if (socket) lastOf.set(socket, { method: req.method, host, route, url: req.url, status, bytes });
    return bytes;
  };
  // The clock as text, made again only when the millisecond changes (busy servers answer many
  // requests within one).
  let clockMs = 0;
  let clockText = '0';
  const observe: KeptObserver = ({ req, requestId, status, route, ms }) => {
    const now = Date.now();
    if (now !== clockMs) {
      clockMs = now;
      clockText = `${now}`;
    }
    const part = connectionPart(req, route, status);
    const time = millisecondsText(ms);
    // At most: three bytes a UTF-16 unit of the id (it is ASCII when it comes from request-label).
    const most =
      lineStart.length + 16 + afterClock.length + 3 * requestId.length + part.length + 24 + lineEnd.length;
    // Out within FLUSH_MS (a write per batch, not per line), or at once when the batch is large.
    if (used === 0) setTimeout(flush, FLUSH_MS).unref();
    else if (used > FLUSH_BYTES || used + most > BATCH_BYTES) flush();
    if (most > BATCH_BYTES) return; // not a request line Node's parser lets through
    let at = copy(lineStart, used);
    at = put(clockText, at);
    at = copy(afterClock, at);
    at = put(requestId, at);
    at = copy(part, at);
    at = put(time, at);
    used = copy(lineEnd, at);
  };
  return { observe, flush };
}

/**
 * A duration in milliseconds to the microsecond, as JSON: `0.042`, `12.5`. Written from a whole
 * number of microseconds, because turning an arbitrary double into its shortest text costs about
 * a microsecond, as much as the rest of the line together.
 */
export function millisecondsText(ms: number): string {
  const us = Math.round(ms * 1000);
  if (!(us > 0)) return '0';
  const whole = Math.floor(us / 1000);
  let part = us - whole * 1000;
  if (part === 0) return `${whole}`;
  // Three decimals at most, without the trailing zeros: 0.050 is written 0.05.
  let width = 3;
  while (part % 10 === 0) {
    part /= 10;
    width--;
  }
  const digits = `${part}`;
  return `${whole}.${'00'.slice(0, width - digits.length)}${digits}`;
}

export default fp(requestLogPlugin, { name: 'request-log' });
