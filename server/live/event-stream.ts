import type { LiveSnapshot } from '@core/counter/live/run-state';
import { AppError } from '@core/errors/app-error';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressGroup } from '../plugins/address-group';
import { type LiveMessage, toLiveMessage } from './live-bus';
import { loadLiveSnapshot } from './live-service';
import { writeSse } from './sse-write';

export const TOO_MANY_STREAMS_MESSAGE =
  'Too many live connections from your network. Close some viewers and try again.';

// Every read of a counter is at least as new as an earlier one in both the run version and the
// design version (each only grows), so news in either one is news; so is a change of the owner's
// plan (the watermark) or of a followed count, and a removal always is.
const isNews = (next: LiveSnapshot, last: LiveSnapshot | null) =>
  !last ||
  next.removed === true ||
  next.run.version > last.run.version ||
  next.designVersion > last.designVersion ||
  next.ownerPremium !== last.ownerPremium ||
  sourceChanged(next, last);

// A followed count moved, changed precision, or went stale: the poller publishes only such changes,
// and only the newest reading reaches a stream, so any difference is news.
const sourceChanged = (next: LiveSnapshot, last: LiveSnapshot) =>
  next.source !== undefined && JSON.stringify(next.source) !== JSON.stringify(last.source);

/**
 * GET /api/counters/:id/events. Subscribes before reading the current state, so no change can
 * fall between the two; run and design versions only move forward on one stream. A client that
 * reconnects gets the current state first, so missed events are never needed. A deleted counter
 * gets one last event (`removed: true`) and the stream ends.
 */
export async function streamCounterEvents(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  counterId: string,
): Promise<void> {
  // Refused before any query, with the JSON every other error gets; EventSource retries later.
  const release = app.liveStreamCap.acquire(addressGroup(request.ip));
  if (!release) throw new AppError('rate_limited', TOO_MANY_STREAMS_MESSAGE);
  const res = reply.raw;
  const socket = request.raw.socket;
  let last: LiveSnapshot | null = null;
  let open = false;
  let early: LiveMessage | null = null;
  let done = false;
  let unwatch: (() => void) | undefined;
  const finish = () => {
    // Stryker disable next-line ConditionalExpression: a second run repeats only steps that are no-ops the second time (removing a listener that is gone, the bus's unsubscribe deletes from its own set, Set.delete, and the cap's release gives back once)
    if (done) return;
    done = true;
    socket.off('close', finish);
    unsubscribe();
    unwatch?.();
    app.liveStreams.delete(res);
    release();
  };
  const send = (m: LiveMessage) => {
    if (!open) {
      early = m; // the bus delivers in order: the last one is the newest
      return;
    }
    if (done || !isNews(m.snapshot, last)) return;
    last = m.snapshot;
    writeSse(res, m.event);
    if (m.snapshot.removed) {
      res.end(); // a reconnect would only answer 404
      finish();
    }
  };
  const unsubscribe = app.liveBus.subscribe(counterId, send);
  // Registered before the first await: a client that leaves while the state loads must not keep
  // its slot or its subscription.
  res.once('close', finish);
  // A response pipelined behind another one gets no 'close' of its own when the client leaves.
  socket.once('close', finish);
  let snapshot: LiveSnapshot;
  try {
    snapshot = await loadLiveSnapshot(app.db, counterId, app.liveSources); // 404 answers as JSON, before the stream opens
  } catch (err) {
    finish();
    throw err;
  }
  // Stryker disable next-line CallExpression: Fastify answers a resolved handler only when no head was written and the socket is alive; here the head is written or the socket is gone, and no handler timeout or onTimeout hook (what hijack also clears) is configured
  reply.hijack();
  if (done || res.destroyed) return; // gone while the state loaded; 'close' has cleaned up or will
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no', // proxies must not buffer the stream
  });
  res.write('retry: 2000\n\n');
  open = true;
  // An open display keeps its followed counts in demand for as long as it stays open.
  if (snapshot.source) unwatch = app.liveSources.watch(counterId);
  send(toLiveMessage(snapshot));
  if (early) send(early);
  if (done) return; // deleted while the stream opened
  app.liveStreams.add(res); // from here on it gets the plugin's heartbeats (one timer for all streams)
}
