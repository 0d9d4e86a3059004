import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { countOpenStreams } from '../metrics';
import { LiveBus } from './live-bus';
import { loadLiveChange } from './live-service';
import { startPgTransport } from './pg-transport';
import { HEARTBEAT, writeSse } from './sse-write';
import { StreamCap } from './stream-cap';

declare module 'fastify' {
  interface FastifyInstance {
    liveBus: LiveBus;
    /** Open Server-Sent Event streams, ended before the server closes. */
    liveStreams: Set<ServerResponse>;
    /** Open streams per client IP, capped at LIVE_STREAMS_PER_IP. */
    liveStreamCap: StreamCap;
  }
}

export const HEARTBEAT_MS = 25_000;

// Root-level, like viewCache: every change reaches it through effects/after-commit.ts.
async function livePlugin(app: FastifyInstance) {
  const onError = (err: unknown) => app.log.warn({ err }, 'live update failed');
  const bus = new LiveBus(
    async (id) => loadLiveChange(app.db, id, app.liveSources).catch(() => null),
    onError,
  );
  app.decorate('liveBus', bus);
  const streams = new Set<ServerResponse>();
  app.decorate('liveStreams', streams);
  countOpenStreams(() => streams.size);
  app.decorate('liveStreamCap', new StreamCap(app.config.LIVE_STREAMS_PER_IP));
  const { pool } = app.dbHandle;
  if (app.dbHandle.kind === 'postgres' && pool) {
    const { connectionString } = (pool as unknown as { options: { connectionString?: string } }).options;
    if (connectionString) bus.transport = await startPgTransport(connectionString, pool, bus, onError);
  }
  // One timer for every open stream, not one per stream: 5,000 viewers are one wake-up every 25 s.
  // A stream's first heartbeat comes within 25 s of opening, later ones every 25 s.
  const heartbeat = setInterval(() => {
    for (const res of app.liveStreams) writeSse(res, HEARTBEAT);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  // Streams never finish on their own; end them so close() does not wait for viewers to leave.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const res of app.liveStreams) res.end();
    app.liveStreams.clear();
    await bus.close();
  });
}

export default fp(livePlugin, { name: 'live', dependencies: ['db'] });
