import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isAppPath } from '@core/routes/app-paths';
import { isViewerPath } from '@core/routes/viewer-paths';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { labelRoute } from '../plugins/request-label';
import { routedPath } from '../plugins/request-path';
import { sendPage } from '../plugins/send-page';
import { type RenderApp, renderPublicPage } from './app-page';
import { buildCounterPage, type RenderViewer } from './counter-page';
import { appPageHead, buildHeadTags, withHeadTags } from './head-tags';
import { inlineStylesheets } from './inline-styles';
import { counterPageKeeper } from './kept-page';
import { moveScriptsAfterContent } from './scripts-after-content';

// Serves the built web app: hashed assets cached for a year, HTML never cached,
// the viewer routes from their own small entry, every other path from the main app (it shows the 404 page).
export interface WebAppOptions {
  distDir: string;
  /** The viewer's server renderer; by default dist/ssr/server-render.js beside distDir (npm run build). */
  renderViewer?: RenderViewer | null;
  /** The public pages' server renderer; by default dist/ssr/server-render-app.js. */
  renderApp?: RenderApp | null;
}

async function loadRenderer<T>(distDir: string, name: string, exported: string): Promise<T | null> {
  const file = join(distDir, '..', 'ssr', name);
  if (!existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as Record<string, T>;
  return mod[exported] ?? null;
}

async function webAppPlugin(app: FastifyInstance, opts: WebAppOptions) {
  const renderViewer =
    opts.renderViewer === undefined
      ? await loadRenderer<RenderViewer>(opts.distDir, 'server-render.js', 'renderViewer')
      : opts.renderViewer;
  const renderApp =
    opts.renderApp === undefined
      ? await loadRenderer<RenderApp>(opts.distDir, 'server-render-app.js', 'renderAppPage')
      : opts.renderApp;
  const hasBuild = existsSync(join(opts.distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      // name.br / name.gz written at build (scripts/vite/precompress-assets.ts), with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes(`${join('/', 'assets', '/')}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  const read = (name: string) => (hasBuild ? readFileSync(join(opts.distDir, name), 'utf8') : null);
  const mainHtml = read('index.html');
  // The viewer's CSS is small (about 5 KB compressed) and in the page: no round trip before its
  // digits; its scripts come after them, so their downloads do not slow the page's own.
  const viewerHtml = existsSync(join(opts.distDir, 'viewer.html'))
    ? moveScriptsAfterContent(inlineStylesheets(read('viewer.html') ?? '', opts.distDir))
    : mainHtml;
  const appPages = new Map<string, string>(); // the main page with each path's head, built once

  function appPage(template: string, path: string): string {
    const known = isAppPath(path) ? path : '*';
    let html = appPages.get(known);
    if (!html) {
      html = withHeadTags(template, buildHeadTags(appPageHead(app.config.appUrl, known === '*' ? '' : path)));
      if (appPages.size < 64) appPages.set(known, html); // only fixed paths repeat; ids are not kept
    }
    return html;
  }

  // A counter page kept while its frame holds is sent in front of the router (decision 015f).
  app.keptAnswers.keep(counterPageKeeper(app));
  app.setNotFoundHandler(async (request, reply) => {
    const path = routedPath(request);
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${path}` });
    }
    if (!mainHtml) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` or `npm start`.');
    }
    if (/\.[a-z0-9]{2,5}$/i.test(path)) return reply.status(404).type('text/plain').send('Not found');
    // Unknown pages answer a real 404 (the app shows its 404 page for them, as it does in-app).
    if (!isViewerPath(path)) {
      const page = appPage(mainHtml, path);
      const rendered = await renderPublicPage(app, request, page, path, renderApp);
      return sendPage(request, reply, isAppPath(path) ? 200 : 404, rendered ?? page);
    }
    // Served by this fallback, yet a page of its own in logs and metrics: its pattern, not its path.
    labelRoute(request, path.startsWith('/embed/') ? '/embed/:id' : '/counter/:id');
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const page = await buildCounterPage(
      app,
      viewerHtml ?? mainHtml,
      { pathname: path, search, acceptLanguage: request.headers['accept-language'] },
      renderViewer,
    );
    return sendPage(request, reply, page.status, page.html, page.etag);
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
