import type { CounterView } from '@core/api/counters';
import { COUNTER_ID_PATTERN } from '@core/api/counters';
import { resolveViewerSettings } from '@core/counter/settings-defaults';
import { describeCounter } from '@core/counter/share-text';
import { AppError } from '@core/errors/app-error';
import { atLiveValue, versusStill } from '@core/live-sources/live-settings';
import { SITEMAP_PATHS } from '@core/routes/page-meta';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadCounterView } from '../counters/counter-service';
import { escapeHtml } from './head-tags';

const EMBED_WIDTH = 640;
const EMBED_HEIGHT = 360;

/** The counter id of one of our counter links (/counter/:id or /embed/:id on APP_URL), else null. */
export function counterIdFromUrl(appUrl: string, value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.origin !== new URL(appUrl).origin) return null;
  const m = /^\/(?:counter|embed)\/([^/]+)\/?$/.exec(url.pathname);
  const id = m ? decodeURIComponent(m[1]!) : '';
  return COUNTER_ID_PATTERN.test(id) && id !== 'demo' && id !== 'new' ? id : null;
}

// robots.txt and sitemap.xml name APP_URL, so they are answered here rather than from public/.
async function siteRoutes(app: FastifyInstance) {
  const appUrl = app.config.appUrl;

  app.get('/robots.txt', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /account',
      'Disallow: /dashboard',
      'Disallow: /admin',
      'Disallow: /auth',
      'Disallow: /embed/',
      '',
      `Sitemap: ${appUrl}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8');
    const urls = SITEMAP_PATHS.map((p) => `  <url><loc>${escapeHtml(`${appUrl}${p}`)}</loc></url>`).join(
      '\n',
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  });

  // oEmbed (https://oembed.com): sites and chat apps that embed by URL get the counter's iframe.
  app.get('/oembed', async (request, reply) => {
    const q = request.query as { url?: unknown; format?: unknown; maxwidth?: unknown; maxheight?: unknown };
    if (q.format !== undefined && q.format !== 'json')
      return reply.status(501).send({ message: 'Only format=json is offered.' });
    const id = counterIdFromUrl(appUrl, q.url);
    if (!id)
      return reply
        .status(400)
        .send({ message: `url must be a counter link of this site, like ${appUrl}/counter/<id>.` });
    let body: Buffer;
    try {
      body = (await app.viewCache.getOrLoad(id, () => loadCounterView(app.db, id, app.liveSources))).body;
    } catch (err) {
      if (err instanceof AppError && err.code === 'not_found')
        return reply.status(404).send({ message: 'Counter not found.' });
      throw err;
    }
    const view = JSON.parse(body.toString('utf8')) as CounterView;
    const resolved = resolveViewerSettings(view.settings);
    const settings = atLiveValue(resolved, view.source);
    const limit = (v: unknown, fallback: number) => {
      const n = Number(v);
      return Number.isInteger(n) && n > 0 ? Math.min(n, fallback) : fallback;
    };
    // Keep 16:9 inside maxwidth × maxheight.
    let width = limit(q.maxwidth, EMBED_WIDTH);
    let height = Math.round((width * 9) / 16);
    const maxHeight = limit(q.maxheight, EMBED_HEIGHT);
    if (height > maxHeight) {
      height = maxHeight;
      width = Math.round((height * 16) / 9);
    }
    const { title } = describeCounter(settings, Date.now(), versusStill(resolved, view.source));
    const src = `${appUrl}/embed/${encodeURIComponent(id)}`;
    reply.header('cache-control', 'public, max-age=60');
    return {
      version: '1.0',
      type: 'rich',
      provider_name: 'Countstream',
      provider_url: appUrl,
      title,
      html: `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" title="${escapeHtml(title)}" style="border:0;border-radius:12px" allow="fullscreen" loading="lazy"></iframe>`,
      width,
      height,
      thumbnail_url: `${appUrl}/counter/${encodeURIComponent(id)}/og.png`,
      thumbnail_width: 1200,
      thumbnail_height: 630,
      cache_age: 60,
    };
  });
}

export default fp(siteRoutes, { name: 'site-routes' });
