import type { IncomingMessage } from 'node:http';
import { COUNTER_ID_PATTERN } from '@core/api/counters';
import type { Keeper, KeptKey } from '../plugins/kept-answers';
import type { CachedView, Miss, ViewCache } from './view-cache';

// GET /api/counters/:id/view spelled as routing matches it, with no query or only a ?v= hint.
// Every other spelling (encoded characters, other query parameters) goes to the route.
const VIEW_URL = /^\/api\/counters\/([^/?#%]+)\/view(?:\?v=(\d{1,16}))?$/;

/** The design version a ?v= hint asks for, as the route reads it (0: none). */
export const viewHint = (v: string | undefined) => Number(v) || 0;

/** Whether the browser's copy is this view (the route and its kept answers compare alike). */
export const viewNotModified = (sent: string | undefined, etag: string) => sent === etag;

/**
 * The view route's answers kept in front of the router (plugins/kept-answers.ts): one per counter
 * version and 200/304 while the view cache would answer from memory, one per remembered unknown id;
 * a hint the cache would wait for, and every read, go to the route. The server's clock is fresh.
 */
export function viewKeeper(cache: ViewCache): Keeper {
  // The keys of one cache entry, made once: the same key object for every request it answers, so
  // looking its answer up hashes no new string (a built string is hashed again on each request).
  const keysOf = new WeakMap<CachedView | Miss, KeptKey[]>();
  const keysFor = (id: string, known: CachedView | Miss) => {
    let keys = keysOf.get(known);
    if (!keys) {
      keys =
        'error' in known
          ? [{ key: `view ${id} missing`, etag: null }]
          : [
              { key: `view ${id} ${known.etag} 200`, etag: known.etag },
              { key: `view ${id} ${known.etag} 304`, etag: known.etag },
            ];
      keysOf.set(known, keys);
    }
    return keys;
  };
  return {
    keyOf(req: IncomingMessage) {
      const url = req.url;
      // Every request passes here: the prefix turns away the other routes before the expression
      // runs. VIEW_URL alone would refuse the same URLs, so this test only saves time.
      // Stryker disable next-line ConditionalExpression,StringLiteral: a shortcut, VIEW_URL refuses these too
      if (!url?.startsWith('/api/counters/')) return null;
      const match = VIEW_URL.exec(url);
      if (!match) return null;
      const id = match[1]!;
      if (!COUNTER_ID_PATTERN.test(id)) return null;
      const known = cache.peek(id, viewHint(match[2]));
      if (!known) return null;
      const keys = keysFor(id, known);
      if ('error' in known) return keys[0]!;
      return keys[viewNotModified(req.headers['if-none-match'], known.etag) ? 1 : 0]!;
    },
    fresh: { 'x-server-time': () => String(Date.now()) },
  };
}
