import { COUNTER_ID_PATTERN } from '@core/api/counters';
import { resolveViewerSettings } from '@core/counter/settings-defaults';
import { AppError } from '@core/errors/app-error';
import type { CounterSource } from '@core/live-sources/counter-source-schema';
import { atLiveValue, versusStill } from '@core/live-sources/live-settings';
import type { FastifyInstance } from 'fastify';
import { loadCounterView } from '../counters/counter-service';
import { pageEtag } from '../plugins/send-page';
import { BoundedPages } from './bounded-pages';
import { buildHeadTags, counterHead, withHeadTags } from './head-tags';

/** The viewer's server renderer (web/src/features/viewer/server-render.tsx, built to dist/ssr). */
export type RenderViewer = (input: {
  pathname: string;
  search: string;
  view: unknown | null;
  now: number;
  locale: string;
}) => {
  markup: string;
  head: string;
  /** Tags put before #root (the counter font's preload, which must not stand in <head>). */
  bodyStart?: string;
  state: unknown | null;
  transparent: boolean;
  /** <html lang> and dir: the counter's language (absent: the template's English). */
  lang?: string;
  rtl?: boolean;
  /** ms the drawn frame stays the same (a countdown's next change); null or absent: still. */
  frameMs?: number | null;
};

export interface CounterPage {
  status: 200 | 404;
  /** The page's bytes, made once for everyone who gets this page. */
  html: Buffer;
  etag: string;
}

const makePage = (status: 200 | 404, html: string): CounterPage => {
  const bytes = Buffer.from(html);
  return { status, html: bytes, etag: pageEtag(bytes) };
};

const ROOT = '<div id="root"></div>';
// Inert JSON inside a <script>: no '<' may close the element.
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

// The page's <html> in the counter's language (a tag from our own list, so safe as it is), with
// dir="rtl" for Arabic and the transparent mark of an embed that paints nothing around it.
export function htmlStartTag(
  rendered: Pick<ReturnType<RenderViewer>, 'lang' | 'rtl' | 'transparent'> | null,
): string {
  const lang =
    rendered?.lang && /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})?$/.test(rendered.lang) ? rendered.lang : 'en';
  const dir = rendered?.rtl ? ' dir="rtl"' : '';
  const transparent = rendered?.transparent ? ' data-transparent=""' : '';
  return `<html lang="${lang}"${dir}${transparent}>`;
}

const knownLocales = new Map<string, string>();

/** The visitor's number locale from Accept-Language (the first well-formed tag), else en-US. */
export function requestLocale(header: string | undefined): string {
  // Visitors send a few dozen distinct headers; asking Intl for each request is not free.
  const known = header === undefined ? undefined : knownLocales.get(header);
  if (known) return known;
  const locale = pickLocale(header);
  if (header !== undefined && header.length <= 200) {
    if (knownLocales.size >= 256) knownLocales.clear();
    knownLocales.set(header, locale);
  }
  return locale;
}

function pickLocale(header: string | undefined): string {
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
  // The markup, head and state hold the counter's own text: each goes in through a function, so
  // a "$`" in a title is that text and not the whole page before it again.
  const paint = (html: string, rendered: ReturnType<typeof draw>, script: string) => {
    let page = html.replace(
      ROOT,
      () => `${rendered?.bodyStart ?? ''}<div id="root">${rendered?.markup ?? ''}</div>${script}`,
    );
    const head = rendered?.head;
    if (head) page = page.replace('</head>', () => `  ${head}\n  </head>`);
    page = page.replace('<html lang="en">', () => htmlStartTag(rendered));
    return page;
  };

  const missing = (): CounterPage =>
    keptMissingPage(app, `${mode}|${url.search}|${locale}`, template, () =>
      makePage(
        404,
        paint(
          withHeadTags(
            template,
            '<title>Counter not found · Countstream</title>\n    <meta name="robots" content="noindex" />',
          ),
          draw(null),
          '<script id="counter-view" type="application/json" data-missing></script>',
        ),
      ),
    );
  if (!COUNTER_ID_PATTERN.test(id)) return missing();
  let entry: { body: Buffer; etag: string };
  try {
    entry = await app.viewCache.getOrLoad(id, () => loadCounterView(app.db, id, app.liveSources));
  } catch (err) {
    if (err instanceof AppError && err.code === 'not_found') return missing();
    return makePage(200, template);
  }
  // A hot counter link is rendered at most once a second, and once per change of its digits: the
  // page is the same for everyone asking while its frame holds (same counter version, address and
  // locale), so each visitor still gets the digits of the instant they asked.
  const key = keptPageKey(url.pathname, url.search, locale, entry.etag);
  const cached = keptCounterPage(app, key, now);
  if (cached) return cached.page;
  const body = entry.body.toString('utf8');
  const view = JSON.parse(body) as { settings?: Record<string, unknown>; source?: CounterSource };
  const settings = resolveViewerSettings(view.settings);
  const head = buildHeadTags(
    counterHead(
      app.config.appUrl,
      id,
      mode,
      atLiveValue(settings, view.source),
      now,
      versusStill(settings, view.source),
    ),
  );
  const rendered = draw(view);
  // Without a renderer (a build without dist/ssr) the raw view is inlined and the browser renders.
  const script = rendered?.state
    ? `<script id="counter-view" type="application/json" data-resolved>${inertJson(rendered.state)}</script>`
    : `<script id="counter-view" type="application/json">${body.replace(/</g, '\\u003c')}</script>`;
  const page = makePage(200, paint(withHeadTags(template, head), rendered, script));
  const holds = Math.min(PAGE_TTL_MS, rendered?.frameMs ?? PAGE_TTL_MS);
  if (holds > 0) pageCacheOf(app).set(key, page, now + holds, now);
  return page;
}

// A missing counter's page names no id: it is the same for every unknown or deleted counter of a
// mode, query and number locale. It is drawn once and kept, so a crawler or a bot walking dead links
// costs a look-up rather than a server render (about 2 ms each, a tenth of a found counter's rate).
// The query is anyone's to vary, so the pages kept are bounded by bytes as well as by count.
const MISSING_PAGES = { count: 100, bytes: 4 * 1024 * 1024 };
const missingPages = new WeakMap<FastifyInstance, BoundedPages<{ template: string; page: CounterPage }>>();

function keptMissingPage(
  app: FastifyInstance,
  key: string,
  template: string,
  make: () => CounterPage,
): CounterPage {
  let pages = missingPages.get(app);
  if (!pages) {
    pages = new BoundedPages(MISSING_PAGES, (kept) => kept.page.html.length);
    missingPages.set(app, pages);
  }
  const now = Date.now();
  const kept = pages.get(key, now);
  if (kept && kept.template === template) return kept.page;
  const page = make();
  pages.set(key, { template, page }, Number.POSITIVE_INFINITY, now);
  return page;
}

// A found counter's pages: 500 of the usual 31 KB fit in the byte budget; pages made large by long
// titles or queries are fewer. Each holds a second at most, and the expired go as new ones come in.
const PAGE_TTL_MS = 1000;
const PAGE_CACHE = { count: 500, bytes: 24 * 1024 * 1024 };
const pageCaches = new WeakMap<FastifyInstance, BoundedPages<CounterPage>>();

/** The found counters' page cache of an app (exported for its tests). */
export function pageCacheOf(app: FastifyInstance): BoundedPages<CounterPage> {
  let pageCache = pageCaches.get(app);
  if (!pageCache) {
    pageCache = new BoundedPages(PAGE_CACHE, (page) => page.html.length);
    pageCaches.set(app, pageCache);
  }
  return pageCache;
}

/** A kept page is the same for one address (path and query), number locale and counter version. */
export const keptPageKey = (pathname: string, search: string, locale: string, viewEtag: string) =>
  `${pathname}${search}|${locale}|${viewEtag}`;

/**
 * The page kept under that key while its frame holds, and when the frame ends
 * (plugins/kept-answers.ts asks this too).
 */
export function keptCounterPage(
  app: FastifyInstance,
  key: string,
  now = Date.now(),
): { page: CounterPage; until: number } | undefined {
  const kept = pageCaches.get(app)?.entry(key, now);
  return kept && { page: kept.value, until: kept.until };
}
