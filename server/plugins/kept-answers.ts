import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { chooseEncoding } from './compress-responses';
import { requestIdOf, routeLabelOf } from './request-label';

// Decision 015f. The hottest public answers (a counter's JSON view, a counter page while its frame
// holds) are the same bytes for everyone who asks in the same second, yet each paid Fastify's whole
// pipeline: request and reply objects, routing, four onRequest and three onSend hooks. Here the
// server answers them in front of the router with the answer the route itself gave: the first
// request of a kind goes through Fastify and its answer (status, every header, body) is recorded;
// the next ones with the same key get that recording. Nothing here builds an answer of its own.

/** What a route says about a request it can be answered for from memory. */
export interface KeptKey {
  /** Names the answer: requests with equal keys get equal answers (bar the fresh headers). */
  key: string;
  /** The ETag that answer carries (null: none); a recording with any other is not kept. */
  etag: string | null;
  /**
   * The instant from which this key is no longer given (a counter page's frame end), so its answer
   * can go then; absent, the answer stays until pushed out.
   */
  until?: number;
}

export interface Keeper {
  /** The key of the answer this request gets right now, or null when only the route can answer. */
  keyOf(req: IncomingMessage): KeptKey | null;
  /** Headers each answer makes afresh (the server's clock), replaced where the route set them. */
  fresh?: Record<string, () => string>;
}

/** Told of every answer sent from memory (the request log and the metrics), after it is sent. */
export type KeptObserver = (answer: {
  req: IncomingMessage;
  requestId: string;
  status: number;
  route: string;
  /** Milliseconds from the request reaching the kept answers to its answer handed to the socket. */
  ms: number;
}) => void;

/** The request id's header, given afresh to every answer (its slot is the recording's last). */
const REQUEST_ID = 'x-request-id';

interface KeptAnswer {
  /** The keeper's key and the variant (method and encoding) this answer was recorded for. */
  key: string;
  variant: string;
  status: number;
  /** The route pattern of the request the answer was recorded from. */
  route: string;
  /** Name, value, name, value…: what res.writeHead takes without building an object per answer. */
  headers: (string | number | string[])[];
  /** Positions in headers of the values made afresh per answer. */
  fresh: [number, () => string][];
  body: Buffer | null;
  bytes: number;
  until: number;
}

const MAX_ANSWERS = 1000;
const MAX_BYTES = 32 * 1024 * 1024;

export class KeptAnswers {
  /** Off once the app is closing. */
  active = true;
  /** How many requests were answered here, for tests and benches. */
  served = 0;
  private readonly keepers: Keeper[] = [];
  private readonly observers: KeptObserver[] = [];
  /** Every kept answer, oldest first (what goes first when room is needed). */
  private readonly answers = new Set<KeptAnswer>();
  /**
   * The same answers by key, then variant: a request is looked up with the keeper's key and a
   * variant string taken from a table, strings whose hashes are already known, instead of one
   * string built and hashed per request.
   */
  private readonly byKey = new Map<string, Map<string, KeptAnswer>>();
  /** The variants of an Accept-Encoding header, by method (GET and HEAD are all that is kept). */
  private readonly variants = new Map<string, { GET: string; HEAD: string }>();
  private bytes = 0;
  /** No answer expires before this instant: until then, storing one skips the sweep. */
  private soonest = Number.POSITIVE_INFINITY;

  /** How many answers are kept, and their bytes (for tests). */
  get size(): number {
    return this.answers.size;
  }
  get keptBytes(): number {
    return this.bytes;
  }

  /** A route whose answers may be kept (registered by the route's plugin, next to the route). */
  keep(keeper: Keeper): void {
    this.keepers.push(keeper);
  }

  /** Something that follows every request (logs, metrics) hears of each answer sent from here. */
  observe(observer: KeptObserver): void {
    this.observers.push(observer);
  }

  clear(): void {
    this.answers.clear();
    this.byKey.clear();
    this.bytes = 0;
    this.soonest = Number.POSITIVE_INFINITY;
  }

  /** Answers from memory and returns true, or returns false and the request goes to Fastify. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (!this.active || !plain(req)) return false;
    const started = performance.now();
    for (const keeper of this.keepers) {
      const found = keeper.keyOf(req);
      if (!found) continue;
      const variant = this.variantOf(req);
      const kept = this.byKey.get(found.key)?.get(variant);
      if (kept) {
        const requestId = requestIdOf(req);
        send(res, kept, requestId);
        this.served++;
        const ms = performance.now() - started;
        for (const observer of this.observers)
          observer({ req, requestId, status: kept.status, route: kept.route, ms });
        return true;
      }
      this.record(req, res, keeper, found.key, variant, found.etag, found.until);
      return false;
    }
    return false;
  }

  // The hooks on the way out vary an answer by method (HEAD has no body, is not compressed) and by
  // the encoding chosen from Accept-Encoding; nothing else of the request reaches them.
  // Only GET and HEAD get here (plain).
  private variantOf(req: IncomingMessage): string {
    const header = req.headers['accept-encoding'] ?? '';
    let found = this.variants.get(header);
    if (found === undefined) {
      const encoding = chooseEncoding(header) ?? 'identity';
      found = { GET: `GET|${encoding}`, HEAD: `HEAD|${encoding}` };
      if (header.length <= 200) {
        if (this.variants.size >= 64) this.variants.clear();
        this.variants.set(header, found);
      }
    }
    return req.method === 'HEAD' ? found.HEAD : found.GET;
  }

  // Watches Fastify write this request's answer: headers set on the raw response (helmet) and those
  // given to writeHead, then the one body given to end(). A streamed answer is not kept.
  private record(
    req: IncomingMessage,
    res: ServerResponse,
    keeper: Keeper,
    key: string,
    variant: string,
    etag: string | null,
    until = Number.POSITIVE_INFINITY,
  ) {
    const { writeHead, write, end } = res;
    let head: { status: number; headers: OutgoingHttpHeaders } | null = null;
    let whole = true;
    res.write = function (this: ServerResponse, ...args: unknown[]) {
      whole = false;
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    } as typeof res.write;
    res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      const given = rest.find((r) => typeof r === 'object' && r !== null);
      if (Array.isArray(given)) whole = false;
      else head = { status, headers: { ...this.getHeaders(), ...lowerCased(given as OutgoingHttpHeaders) } };
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, [status, ...rest]);
    } as typeof res.writeHead;
    const keepAnswer = (chunk: unknown) => {
      if (!head || !whole || !(chunk == null || typeof chunk === 'string' || Buffer.isBuffer(chunk))) return;
      if (head.status >= 500 || head.headers['set-cookie'] !== undefined) return;
      if ((head.headers.etag ?? null) !== etag) return; // built from another version than the key's
      const again = keeper.keyOf(req); // the same key still: nothing changed while it was built
      if (!again || again.key !== key) return;
      const body = chunk == null ? null : Buffer.from(chunk as string | Buffer);
      const route = routeLabelOf(req);
      this.store(toKept(key, variant, head.status, route, head.headers, body, until, keeper.fresh));
    };
    res.end = function (this: ServerResponse, ...args: unknown[]) {
      keepAnswer(typeof args[0] === 'function' ? undefined : args[0]);
      return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as typeof res.end;
  }

  // Expired answers out whenever one is stored (their keys are never given again, so they would
  // only wait to be pushed out), then oldest first out, by count and by bytes.
  private store(kept: KeptAnswer) {
    const old = this.byKey.get(kept.key)?.get(kept.variant);
    if (old) this.drop(old);
    const now = Date.now();
    if (now >= this.soonest) this.dropExpired(now);
    if (now >= kept.until) return;
    while (
      this.answers.size >= MAX_ANSWERS ||
      (this.answers.size > 0 && this.bytes + kept.bytes > MAX_BYTES)
    ) {
      this.drop(this.answers.values().next().value!);
    }
    this.answers.add(kept);
    let variants = this.byKey.get(kept.key);
    if (!variants) {
      variants = new Map();
      this.byKey.set(kept.key, variants);
    }
    variants.set(kept.variant, kept);
    this.bytes += kept.bytes;
    this.soonest = Math.min(this.soonest, kept.until);
  }

  private drop(kept: KeptAnswer) {
    this.answers.delete(kept);
    const variants = this.byKey.get(kept.key);
    variants?.delete(kept.variant);
    if (variants?.size === 0) this.byKey.delete(kept.key);
    this.bytes -= kept.bytes;
  }

  private dropExpired(now: number) {
    let soonest = Number.POSITIVE_INFINITY;
    for (const kept of this.answers) {
      if (now >= kept.until) this.drop(kept);
      else soonest = Math.min(soonest, kept.until);
    }
    this.soonest = soonest;
  }
}

// Only a request no hook could treat differently from another with the same key: GET or HEAD,
// without a body, cookies (the session is loaded for /api) or credentials.
function plain(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const h = req.headers;
  return (
    h.cookie === undefined &&
    h.authorization === undefined &&
    h['content-length'] === undefined &&
    h['transfer-encoding'] === undefined
  );
}

function lowerCased(headers: OutgoingHttpHeaders | undefined): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers ?? {})) out[name.toLowerCase()] = value;
  return out;
}

function toKept(
  key: string,
  variant: string,
  status: number,
  route: string,
  headers: OutgoingHttpHeaders,
  body: Buffer | null,
  until: number,
  fresh: Keeper['fresh'] = {},
): KeptAnswer {
  const flat: KeptAnswer['headers'] = [];
  const freshAt: KeptAnswer['fresh'] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === REQUEST_ID) continue;
    const make = fresh[name];
    if (make) freshAt.push([flat.length + 1, make]);
    flat.push(name, value);
  }
  flat.push(REQUEST_ID, '');
  // The key holds the address, query and all (two bytes a character); 1 KB stands for the headers.
  return {
    key,
    variant,
    status,
    route,
    headers: flat,
    fresh: freshAt,
    body,
    bytes: (body?.length ?? 0) + (key.length + variant.length) * 2 + 1024,
    until,
  };
}

// Every answer gets its own request id, so the recording is copied; the fresh values go in the copy.
function send(res: ServerResponse, kept: KeptAnswer, requestId: string) {
  const headers = kept.headers.slice();
  headers[headers.length - 1] = requestId;
  for (const [at, make] of kept.fresh) headers[at] = make();
  res.writeHead(kept.status, headers as string[]);
  res.end(kept.body ?? undefined);
}

/**
 * Fastify's serverFactory: a node:http server that tries the kept answers before Fastify's own
 * handler, with the timeouts Fastify would have given its own server.
 */
export function keptAnswersServer(kept: KeptAnswers): FastifyServerFactory {
  return (handler, options) => {
    const server = createServer((req, res) => {
      if (!kept.answer(req, res)) handler(req, res);
    });
    server.keepAliveTimeout = Number(options.keepAliveTimeout ?? 72_000);
    server.requestTimeout = Number(options.requestTimeout ?? 0);
    server.setTimeout(Number(options.connectionTimeout ?? 0));
    if (Number(options.maxRequestsPerSocket) > 0)
      server.maxRequestsPerSocket = Number(options.maxRequestsPerSocket);
    return server;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    keptAnswers: KeptAnswers;
  }
}
