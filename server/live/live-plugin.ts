import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LiveBus } from './live-bus';
import { loadLiveSnapshot } from './live-service';
import { startPgTransport } from './pg-transport';

declare module 'fastify' {
  interface FastifyInstance {
    liveBus: LiveBus;
    /** Open Server-Sent Event streams, ended before the server closes. */
    liveStreams: Set<ServerResponse>;
  }
}

// Root-level, like viewCache: any domain that changes a run (control page, API keys, hooks) publishes here.
async function livePlugin(app: FastifyInstance) {
  const onError = (err: unknown) => app.log.warn({ err }, 'live update failed');
  const bus = new LiveBus(async (id) => loadLiveSnapshot(app.db, id).catch(() => null), onError);
  app.decorate('liveBus', bus);
  app.decorate('liveStreams', new Set<ServerResponse>());
  const { pool } = app.dbHandle;
  if (app.dbHandle.kind === 'postgres' && pool) {
    const { connectionString } = (pool as unknown as { options: { connectionString?: string } }).options;
    if (connectionString) bus.transport = await startPgTransport(connectionString, pool, bus, onError);
  }
  // Streams never finish on their own; end them so close() does not wait for viewers to leave.
  app.addHook('preClose', async () => {
    for (const res of app.liveStreams) res.end();
    app.liveStreams.clear();
    await bus.close();
  });
}

export default fp(livePlugin, { name: 'live', dependencies: ['db'] });
