import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { migrationsApplied } from '../db/migration-state';

// The probes a load balancer and an orchestrator use. /healthz: the process answers and its event
// loop has not stalled. /readyz: the database answers, holds every migration of this code, and the
// instance is not draining. Neither is cached, logged per call or rate-limited: a balancer calls
// them every few seconds, and an answer from a cache would hide the state it asks about.

declare module 'fastify' {
  interface FastifyInstance {
    /** Draining: /readyz answers 503 so the balancer takes the instance out (set on SIGTERM). */
    probes: { draining: boolean };
  }
}

/** An event loop whose longest delay in the last window passed this is reported as stalled. */
const STALL_MS = 2_000;
const WINDOW_MS = 5_000;
const BEAT_MS = 250;
/** The database must answer the readiness query within this. */
const DATABASE_TIMEOUT_MS = 2_000;

const NO_STORE = { 'cache-control': 'no-store' };

async function probesPlugin(app: FastifyInstance) {
  app.decorate('probes', { draining: false });

  // A heartbeat every BEAT_MS: how late it comes is how long the loop was held. The longest delay
  // of this window and of the last are kept, and a beat still missing counts as it stands.
  let lastBeat = performance.now();
  let windowStart = lastBeat;
  let windowMaxMs = 0;
  let lastWindowMaxMs = 0;
  const beat = setInterval(() => {
    const now = performance.now();
    windowMaxMs = Math.max(windowMaxMs, now - lastBeat - BEAT_MS);
    lastBeat = now;
    if (now - windowStart >= WINDOW_MS) {
      lastWindowMaxMs = windowMaxMs;
      windowMaxMs = 0;
      windowStart = now;
    }
  }, BEAT_MS);
  beat.unref();
  app.addHook('onClose', async () => clearInterval(beat));

  const probe = { logLevel: 'silent' as const, schema: { hide: true } };

  app.get('/healthz', probe, async (_request, reply) => {
    const missing = performance.now() - lastBeat - BEAT_MS;
    const eventLoopDelayMs = Math.max(0, Math.round(Math.max(lastWindowMaxMs, windowMaxMs, missing)));
    const stalled = eventLoopDelayMs > STALL_MS;
    return reply
      .code(stalled ? 503 : 200)
      .headers(NO_STORE)
      .send({ status: stalled ? 'stalled' : 'ok', eventLoopDelayMs });
  });

  app.get('/readyz', probe, async (_request, reply) => {
    const problems: string[] = [];
    if (app.probes.draining) problems.push('draining');
    else {
      try {
        const applied = await withTimeout(migrationsApplied(app.db), DATABASE_TIMEOUT_MS);
        if (!applied) problems.push('migrations not applied');
      } catch (err) {
        problems.push(
          err instanceof TimeoutError ? 'database did not answer in time' : 'database unreachable',
        );
      }
    }
    return reply
      .code(problems.length ? 503 : 200)
      .headers(NO_STORE)
      .send(problems.length ? { status: 'not ready', problems } : { status: 'ready' });
  });
}

class TimeoutError extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export default fp(probesPlugin, { name: 'probes' });
