import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

// What names a request in logs and metrics, read the same way for the requests Fastify routes and
// for those answered in front of it (kept-answers.ts): its id and its route pattern.

/**
 * An id a load balancer may pass: short, and of characters that cannot break a log line or pass
 * for something else (no spaces, quotes or `@`, so never an address).
 */
const GIVEN_ID = /^[A-Za-z0-9._:+/=-]{1,128}$/;
/** Made ids: this process's random prefix and a counter, unique across instances and cheap. */
const PREFIX = randomBytes(6).toString('base64url');
let made = 0;

/** The request's id: the balancer's `x-request-id` when it is one we can log, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && GIVEN_ID.test(given)) return given;
  made = (made + 1) % Number.MAX_SAFE_INTEGER;
  return `${PREFIX}-${made.toString(36)}`;
}

const ROUTE = Symbol('route label');
type Labelled = IncomingMessage & { [ROUTE]?: string };

/** The label of a request no route matched (a 404, a page the web app's fallback serves). */
export const UNMATCHED = 'unmatched';

/**
 * Notes the route pattern of a request Fastify routed, on the raw request, where a kept answer
 * recorded from it finds it too. A pattern, never the path: ids would make every request a label.
 */
export function labelRoute(request: FastifyRequest, pattern = request.routeOptions.url): void {
  (request.raw as Labelled)[ROUTE] = pattern ?? UNMATCHED;
}

/** The route pattern noted for a request (unmatched when none was). */
export function routeLabelOf(req: IncomingMessage): string {
  return (req as Labelled)[ROUTE] ?? UNMATCHED;
}
