import type { FastifyRequest } from 'fastify';
import { routedPath } from './request-path';

// Some URLs carry a secret: the password-reset link (?token=), the webhook URL
// (/api/hooks/<token>/…) and the Twitch OAuth callback (?code=, ?state=). Request logs keep the route but never the secret, since logs are read
// by more people, and kept longer, than the database. The path is the one routing used and query
// names are decoded, so `/%61pi/hooks/<token>` or `?%74oken=` hide nothing from the redaction.
const SECRET_QUERY_NAME = /^(?:token|key|code|state)$/i;
const HOOK_PATH = /^(\/api\/hooks\/)[^/?#]+/;

const decodeName = (name: string) => {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
};

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).replace(HOOK_PATH, '$1[redacted]');
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq === -1 ? part : part.slice(0, eq);
      return SECRET_QUERY_NAME.test(decodeName(name)) ? `${name}=[redacted]` : part;
    });
  return `${path}?${query.join('&')}`;
}

/** Fastify's request log line, with the URL redacted (and still no headers, so no cookies). */
export function serializeRequest(request: FastifyRequest) {
  const q = request.url.indexOf('?');
  return {
    method: request.method,
    url: redactUrl(routedPath(request) + (q === -1 ? '' : request.url.slice(q))),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
