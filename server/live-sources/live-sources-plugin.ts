import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sourcesChanged } from '../effects/after-commit';
import { LiveSourceService } from './live-source-service';

declare module 'fastify' {
  interface FastifyInstance {
    liveSources: LiveSourceService;
  }
}

// Root-level: the counter routes check followed accounts on save, the view and the live stream
// read their counts and ask for them to be kept fresh. The pollers' timer starts once the app is
// ready and stops before it closes; it sleeps while no display wants a count.
async function liveSourcesPlugin(app: FastifyInstance, opts: { now?: () => number }) {
  const service = new LiveSourceService({
    db: app.db,
    config: app.config,
    now: opts.now,
    onChanged: (ids) => sourcesChanged(app, ids),
    log: app.log,
  });
  app.decorate('liveSources', service);
  app.addHook('onReady', async () => service.start());
  app.addHook('preClose', async () => service.stop());
}

export default fp(liveSourcesPlugin, { name: 'live-sources', dependencies: ['db', 'live'] });
