import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COUNTER_ID_PATTERN } from '../../core/api/counters';
import { AppError } from '../../core/errors/app-error';
import { isAppPath } from '../../core/routes/app-paths';
import { isViewerPath } from '../../core/routes/viewer-paths';
import { loadCounterView } from '../counters/counter-service';
import { routedPath } from './request-path';
import { sendPage } from './send-page';

// Serves the built web app: hashed assets cached for a year, HTML never cached,
// the viewer routes from their own small entry, every other path from the main app (it shows the 404 page).
async function webAppPlugin(app: FastifyInstance, opts: { distDir: string }) {
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
  const viewerHtml = existsSync(join(opts.distDir, 'viewer.html')) ? read('viewer.html') : mainHtml;

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
    if (!isViewerPath(path)) return sendPage(request, reply, isAppPath(path) ? 200 : 404, mainHtml);
    const page = await inlineCounterView(viewerHtml ?? mainHtml, path);
    return sendPage(request, reply, page.missing ? 404 : 200, page.html);
  });

  // The viewer page carries its counter's view data, so the first digit needs no second round trip.
  // It is inert JSON (type application/json), escaped so no '<' can close the element.
  async function inlineCounterView(html: string, path: string): Promise<{ html: string; missing: boolean }> {
    const id = path.split('/').filter(Boolean)[1] ?? '';
    // A counter known to be missing is said in the page (and its status), so the viewer asks
    // nothing that would fail (a quiet console); on database trouble the page asks the API itself.
    const missing = {
      html: html.replace(
        '<div id="root"></div>',
        '<div id="root"></div><script id="counter-view" type="application/json" data-missing></script>',
      ),
      missing: true,
    };
    if (!COUNTER_ID_PATTERN.test(id)) return missing;
    try {
      const entry = await app.viewCache.getOrLoad(id, () => loadCounterView(app.db, id));
      const json = entry.body.toString('utf8').replace(/</g, '\\u003c');
      return {
        html: html.replace(
          '<div id="root"></div>',
          `<div id="root"></div><script id="counter-view" type="application/json">${json}</script>`,
        ),
        missing: false,
      };
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'not_found') return { html, missing: false };
      return missing;
    }
  }
}

export default fp(webAppPlugin, { name: 'web-app' });
