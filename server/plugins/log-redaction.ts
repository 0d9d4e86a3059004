import type { FastifyRequest } from 'fastify';

// Some URLs carry a secret: the password-reset link (?token=) and the webhook URL
// (/api/hooks/<token>/…). Request logs keep the route but never the secret, since logs are read
// by more people, and kept longer, than the database.
const SECRET_QUERY = /([?&](?:token|key)=)[^&#]*/gi;
const HOOK_PATH = /^(\/api\/hooks\/)[^/?#]+/;

export function redactUrl(url: string): string {
  return url.replace(HOOK_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/** Fastify's request log line, with the URL redacted (and still no headers, so no cookies). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
