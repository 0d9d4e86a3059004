import type { IncomingMessage } from 'node:http';
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

/**
 * The request in a log line, with the URL redacted (and no headers, so no cookies or credentials).
 * A request answered in front of the router is a plain node request; its path is canonical there.
 */
export function serializeRequest(request: FastifyRequest | IncomingMessage) {
  if (!('raw' in request)) {
    return {
      method: request.method,
      url: redactUrl(request.url ?? ''),
      host: request.headers.host,
      remoteAddress: request.socket?.remoteAddress,
      remotePort: request.socket?.remotePort,
    };
  }
  const q = request.url.indexOf('?');
  return {
    method: request.method,
    url: redactUrl(routedPath(request) + (q === -1 ? '' : request.url.slice(q))),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

// An address in a log line keeps its first character and its domain: enough to tell whose mail
// failed when support asks, not enough to harvest. Most lines have no `@`: they skip the scan.
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

// A field whose name says it holds a secret, wherever it sits in a logged object (an error's
// request headers, a body logged to explain a failure): its string value is censored. Read off
// the written line, which costs a scan of a few hundred bytes; censoring the objects before they
// are written (pino's redact, with wildcards) measured twice the cost of the whole line.
const SECRET_FIELD =
  /"([A-Za-z_-]*(?:password|authorization|cookie|secret|token|api-?key)[A-Za-z_-]*)":"(?:[^"\\]|\\.)*"/gi;

/** Text with its e-mail addresses masked (most text has no `@` and is returned as is). */
export function maskAddresses(text: string): string {
  return text.includes('@') ? text.replace(EMAIL, '$1***@$2') : text;
}

/** A log line as written: e-mail addresses masked and secret fields censored. */
export function maskLogLine(line: string): string {
  return maskAddresses(line).replace(SECRET_FIELD, '"$1":"[redacted]"');
}
