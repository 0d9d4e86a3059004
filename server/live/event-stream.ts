import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type LiveMessage, toLiveMessage } from './live-bus';
import { loadLiveSnapshot } from './live-service';

export const HEARTBEAT_MS = 25_000;

/**
 * GET /api/counters/:id/events. Subscribes before reading the current state, so no change can
 * fall between the two; versions only move forward on one stream. A client that reconnects gets
 * the current state first, so missed events are never needed.
 */
export async function streamCounterEvents(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  counterId: string,
): Promise<void> {
  let lastVersion = -1;
  let open = false;
  let early: LiveMessage | null = null;
  const res = reply.raw;
  const send = (m: LiveMessage) => {
    if (!open) {
      if (!early || m.snapshot.run.version > early.snapshot.run.version) early = m;
      return;
    }
    if (m.snapshot.run.version <= lastVersion) return;
    lastVersion = m.snapshot.run.version;
    res.write(m.frame);
  };
  const unsubscribe = app.liveBus.subscribe(counterId, send);
  let snapshot: Awaited<ReturnType<typeof loadLiveSnapshot>>;
  try {
    snapshot = await loadLiveSnapshot(app.db, counterId); // 404 answers as JSON, before the stream opens
  } catch (err) {
    unsubscribe();
    throw err;
  }
  reply.hijack();
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no', // proxies must not buffer the stream
  });
  res.write('retry: 2000\n\n');
  open = true;
  send(toLiveMessage(snapshot));
  if (early) send(early);
  app.liveStreams.add(res);
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
    app.liveStreams.delete(res);
  });
}
