import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A weak ETag of a page's bytes (weak: the compressed and plain forms are the same page). */
export function pageEtag(html: string | Buffer): string {
  return `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`;
}

/**
 * Sends an HTML page: `no-cache` (always revalidated, so a new build or an edited counter shows on
 * the next load) with an ETag, answering 304 when the browser's copy is still the page. A page kept
 * for many requests passes its bytes and ETag made once (hashing 30 KB per request is not free).
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  html: string | Buffer,
  etag = pageEtag(html),
) {
  reply.header('cache-control', 'no-cache').header('etag', etag).type('text/html; charset=utf-8');
  if (status === 200 && pageNotModified(request.headers['if-none-match'], etag))
    return reply.status(304).send();
  return reply.status(status).send(html);
}

/** Whether a browser's If-None-Match names this page's (weak) ETag: its copy is still the page. */
export function pageNotModified(sent: string | undefined, etag: string): boolean {
  return !!sent?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2));
}
