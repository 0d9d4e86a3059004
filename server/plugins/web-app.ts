import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isViewerPath } from '../../core/routes/viewer-paths';

// Serves the built web app: hashed assets cached for a year, HTML never cached,
// the viewer routes from their own small entry, every other path from the main app (it shows the 404 page).
async function webAppPlugin(app: FastifyInstance, opts: { distDir: string }) {
  const hasBuild = existsSync(join(opts.distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
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

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
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
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(isViewerPath(path) ? viewerHtml : mainHtml);
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
