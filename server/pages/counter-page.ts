import type { FastifyInstance } from 'fastify';
import { COUNTER_ID_PATTERN } from '../../core/api/counters';
import { resolveViewerSettings } from '../../core/counter/settings-defaults';
import { AppError } from '../../core/errors/app-error';
import { loadCounterView } from '../counters/counter-service';
import { buildHeadTags, counterHead, withHeadTags } from './head-tags';

/** The viewer's server renderer (web/src/features/viewer/server-render.tsx, built to dist/ssr). */
export type RenderViewer = (input: {
  pathname: string;
  search: string;
  view: unknown | null;
  now: number;
  locale: string;
}) => { markup: string; head: string; state: unknown | null; transparent: boolean };

export interface CounterPage {
  status: 200 | 404;
  html: string;
}

const ROOT = '<div id="root"></div>';
// Inert JSON inside a <script>: no '<' may close the element.
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The visitor's number locale from Accept-Language (the first well-formed tag), else en-US. */
export function requestLocale(header: string | undefined): string {
  const first = header?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  if (!/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8}){0,3}$/.test(first)) return 'en-US';
  try {
    return Intl.NumberFormat.supportedLocalesOf(first).length > 0 ? first : 'en-US';
  } catch {
    return 'en-US';
  }
}

/**
 * /counter/:id and /embed/:id: the counter's first frame rendered on the server by the viewer's own
 * components, the state it was rendered from (for hydration, settings resolved), and the head a
 * pasted link previews. A counter known to be missing answers 404 with 'Counter not found' and says
 * so in the page, so the viewer asks nothing that would fail (a quiet console). On database trouble
 * the bare viewer page is sent and the viewer asks the API itself.
 */
export async function buildCounterPage(
  app: FastifyInstance,
  template: string,
  url: { pathname: string; search: string; acceptLanguage?: string },
  render: RenderViewer | null,
): Promise<CounterPage> {
  const [first, id = ''] = url.pathname.split('/').filter(Boolean);
  const mode = first === 'embed' ? 'embed' : 'page';
  const now = Date.now();
  const locale = requestLocale(url.acceptLanguage);
  const draw = (view: unknown | null) =>
    render?.({ pathname: url.pathname, search: url.search, view, now, locale }) ?? null;
  const paint = (html: string, rendered: ReturnType<typeof draw>, script: string) => {
    let page = html.replace(ROOT, `<div id="root">${rendered?.markup ?? ''}</div>${script}`);
    if (rendered?.head) page = page.replace('</head>', `  ${rendered.head}\n  </head>`);
    if (rendered?.transparent)
      page = page.replace('<html lang="en">', '<html lang="en" data-transparent="">');
    return page;
  };

  const missing = (): CounterPage => ({
    status: 404,
    html: paint(
      withHeadTags(
        template,
        '<title>Counter not found · Countstream</title>\n    <meta name="robots" content="noindex" />',
      ),
      draw(null),
      '<script id="counter-view" type="application/json" data-missing></script>',
    ),
  });
  if (!COUNTER_ID_PATTERN.test(id)) return missing();
  let body: string;
  let etag: string;
  try {
    const entry = await app.viewCache.getOrLoad(id, () => loadCounterView(app.db, id));
    body = entry.body.toString('utf8');
    etag = entry.etag;
  } catch (err) {
    if (err instanceof AppError && err.code === 'not_found') return missing();
    return { status: 200, html: template };
  }
  // A hot counter link is rendered once a second at most: the page is the same for everyone asking
  // in that second (same counter version, address and locale).
  const key = `${url.pathname}${url.search}|${locale}|${etag}`;
  const pageCache = pageCaches.get(app) ?? new Map<string, { at: number; page: CounterPage }>();
  pageCaches.set(app, pageCache);
  const cached = pageCache.get(key);
  if (cached && now - cached.at < PAGE_TTL_MS) return cached.page;
  const view = JSON.parse(body) as { settings?: Record<string, unknown> };
  const head = buildHeadTags(
    counterHead(app.config.appUrl, id, mode, resolveViewerSettings(view.settings), now),
  );
  const rendered = draw(view);
  // Without a renderer (a build without dist/ssr) the raw view is inlined and the browser renders.
  const script = rendered?.state
    ? `<script id="counter-view" type="application/json" data-resolved>${inertJson(rendered.state)}</script>`
    : `<script id="counter-view" type="application/json">${body.replace(/</g, '\\u003c')}</script>`;
  const page: CounterPage = { status: 200, html: paint(withHeadTags(template, head), rendered, script) };
  if (pageCache.size >= PAGE_CACHE_MAX) pageCache.delete(pageCache.keys().next().value!);
  pageCache.set(key, { at: now, page });
  return page;
}

const PAGE_TTL_MS = 1000;
const PAGE_CACHE_MAX = 500;
const pageCaches = new WeakMap<FastifyInstance, Map<string, { at: number; page: CounterPage }>>();
