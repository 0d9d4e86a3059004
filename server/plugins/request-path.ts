import type { FastifyRequest } from 'fastify';

export interface PathRules {
  caseSensitive: boolean;
  ignoreDuplicateSlashes: boolean;
  ignoreTrailingSlash: boolean;
  useSemicolonDelimiter: boolean;
}

/**
 * The path as the router matches it (find-my-way): up to the query, percent-decoded like decodeURI
 * (so `%2F` stays encoded, as it does for routing), then slashes and case treated as the router is
 * configured to. A path that cannot be decoded is returned as sent: the router refuses it (400).
 */
export function normalizePath(url: string, rules: PathRules): string {
  const end = url.search(rules.useSemicolonDelimiter ? /[?#;]/ : /[?#]/);
  let path = end === -1 ? url : url.slice(0, end);
  try {
    path = decodeURI(path);
  } catch {
    return path;
  }
  if (rules.ignoreDuplicateSlashes) path = path.replace(/\/+/g, '/');
  if (rules.ignoreTrailingSlash && path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return rules.caseSensitive ? path : path.toLowerCase();
}

const seen = new WeakMap<object, string>();

// docs/architecture.md §9 "One view of a request's path": every rule that looks at a path (Origin check and
// its exemptions, session loading, frame policy, caching, log redaction, the web app's fallback)
// reads it here, so `/%61pi/…` is `/api/…` to all of them, exactly as it is to routing.
export function routedPath(request: FastifyRequest): string {
  const known = seen.get(request.raw);
  if (known !== undefined) return known;
  const path = normalizePath(request.url, request.server.initialConfig as PathRules);
  seen.set(request.raw, path);
  return path;
}
