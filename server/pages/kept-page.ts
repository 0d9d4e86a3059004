import type { IncomingMessage } from 'node:http';
import { COUNTER_ID_PATTERN } from '@core/api/counters';
import { isViewerPath } from '@core/routes/viewer-paths';
import type { FastifyInstance } from 'fastify';
import type { Keeper } from '../plugins/kept-answers';
import { pageNotModified } from '../plugins/send-page';
import { keptCounterPage, keptPageKey, requestLocale } from './counter-page';

// /counter/:id and /embed/:id spelled as routing matches them (no encoded characters, no extra
// slashes), with any query, which is part of the page's key.
const PAGE_URL = /^(\/(?:counter|embed)\/([^/?#%]+))(\?[^#]*)?$/;

/**
 * Counter pages kept in front of the router (plugins/kept-answers.ts): a page the counter page
 * cache holds (same address, number locale and counter version, its frame still showing) is sent
 * as the web app sent it, 200 or 304. Every other request goes to the web app's handler.
 */
export function counterPageKeeper(app: FastifyInstance): Keeper {
  return {
    keyOf(req: IncomingMessage) {
      const url = req.url ?? '';
      if (!url.startsWith('/counter/') && !url.startsWith('/embed/')) return null;
      const match = PAGE_URL.exec(url);
      const [, pathname = '', id = '', search = ''] = match ?? [];
      if (!isViewerPath(pathname) || !COUNTER_ID_PATTERN.test(id)) return null;
      const view = app.viewCache.peek(id);
      if (!view || 'error' in view) return null;
      const locale = requestLocale(req.headers['accept-language']);
      const kept = keptCounterPage(app, keptPageKey(pathname, search, locale, view.etag));
      if (!kept) return null;
      const { page, until } = kept;
      const status =
        page.status === 200 && pageNotModified(req.headers['if-none-match'], page.etag) ? 304 : page.status;
      // The answer goes when the page's frame ends, as the page itself does.
      return { key: `page ${url} ${page.etag} ${status}`, etag: page.etag, until };
    },
  };
}
