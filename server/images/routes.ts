import { createHash } from 'node:crypto';
import { COUNTER_ID_PATTERN, type CounterView } from '@core/api/counters';
import { resolveEndInstant } from '@core/counter/engine/countdown';
import { readLiveCountdown } from '@core/counter/live/live-frame';
import type { RunState } from '@core/counter/live/run-state';
import { readTimer } from '@core/counter/schedule/timer-reading';
import { readCountdown } from '@core/counter/schedule/timer-target';
import type { CounterSettings } from '@core/counter/settings';
import { resolveViewerSettings } from '@core/counter/settings-defaults';
import { AppError } from '@core/errors/app-error';
import { atLiveValue, versusStill } from '@core/live-sources/live-settings';
import type { Versus } from '@core/live-sources/versus';
import type { LogoImage } from '@core/painter/draw-mark';
import { readingKey } from '@core/painter/live-clip';
import { isPremium } from '@core/plan/plan-rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/session-plugin';
import { loadCounterView } from '../counters/counter-service';
import { findLogo } from '../counters/logo-queries';
import { findRunState } from '../live/run-queries';
import { GifStrips, stripsCountdown } from './gif-strip';
import { ImageOpens, loadImageOpens } from './image-opens';
import { parseImageParams } from './image-params';
import { ImageRuns } from './image-runs';
import { decodeLogo } from './paint-env';
import type { RenderCache } from './render-cache';
import { type ImageFormat, renderImage } from './render-image';
import { RenderSlots, RendersBusy } from './render-slots';

interface Design {
  settings: CounterSettings;
  /** A live count shown versus: its two sides, drawn in the number's place. */
  versus: Versus | null;
  premium: boolean;
  version: number;
  /** A countdown's end instant (ms), else null. */
  end: number | null;
  /** The counter's logo, read and decoded once per design (settings.logo names it). */
  logo: () => Promise<LogoImage | null>;
}

/** What a request will serve, worked out before the render limit looks at it. */
interface Prepared {
  id: string;
  /** The render cache's key: a request whose key is kept or in flight renders nothing. */
  key: string;
  render: () => Promise<Buffer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    imageRenders: RenderCache;
  }
}

// Counter images (issue 19): the e-mail GIF and the current-frame PNG, painted per request time
// but shared by every request for the same second; and the share card of issue 16 (og.png).
// E-mail clients and their image proxies keep what they may: every header that tells a cache
// (browser, proxy, an HTTP/1.0 one) to ask again, and no validator (ETag, Last-Modified) to
// answer a revalidation with an old image.
const NO_CACHE_HEADERS = {
  'cache-control': 'no-store, no-cache, must-revalidate, max-age=0, private',
  pragma: 'no-cache',
  expires: 'Thu, 01 Jan 1970 00:00:00 GMT',
};
const IMAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
};

// Two renders at a time (the servers have two cores), eight more waiting (a few seconds of work at
// the default size): an e-mail blast shares one render per second and size, so only misses queue.
export const RENDER_SLOTS = { limit: 2, queue: 8, retryAfterS: 5 };

function checkId(id: string): string {
  if (!COUNTER_ID_PATTERN.test(id)) throw new AppError('not_found', 'Counter not found');
  return id;
}

export default async function imageRoutes(app: FastifyInstance) {
  const opens = new ImageOpens(app.db);
  const strips = new GifStrips();
  const runs = new ImageRuns((id) => findRunState(app.db, id));
  const slots = new RenderSlots(RENDER_SLOTS);
  const prepared = new WeakMap<FastifyRequest, Prepared>();
  app.addHook('onClose', async () => opens.flush());

  // The public view cache (one read per counter per second at most, misses remembered) is the
  // source of the design and the owner's plan, so a blast never reaches the database either.
  // Parsed once per cached view entry: an e-mail blast must not re-parse and re-resolve the
  // design (and its end instant, an Intl time-zone computation) on every open.
  const parsed = new WeakMap<object, Design>();
  // Read on the first image that needs it, then kept with the design.
  const logoOf = (hash: string | undefined) => {
    let decoded: Promise<LogoImage | null> | undefined;
    return () => {
      if (hash === undefined) return Promise.resolve(null);
      decoded ??= findLogo(app.db, hash)
        .then((row) => (row ? decodeLogo(row.bytes) : null))
        .catch(() => {
          // A read that failed is tried again by the next image; this one goes without.
          decoded = undefined;
          return null;
        });
      return decoded;
    };
  };
  const viewOf = async (id: string): Promise<Design> => {
    const entry = await app.viewCache.getOrLoad(id, () => loadCounterView(app.db, id, app.liveSources));
    let design = parsed.get(entry);
    if (!design) {
      const view = JSON.parse(entry.body.toString('utf8')) as CounterView;
      // A live count's still shows its current sum (and a new sum drops the cached view, so the image).
      const resolved = resolveViewerSettings(view.settings);
      const settings = atLiveValue(resolved, view.source);
      design = {
        settings,
        versus: versusStill(resolved, view.source),
        premium: isPremium(view.user),
        version: entry.version,
        end: settings.countdownType === 'datetime' ? resolveEndInstant(settings) : null,
        logo: logoOf(settings.logo),
      };
      parsed.set(entry, design);
    }
    return design;
  };
  // The image's reading (the painter's, live-clip.ts): a dated timer from its parsed end, without
  // an Intl computation per open; overtime keys by the seconds since zero, so the image moves on.
  // Recurring and evergreen timers read core's rules at `now` (an image starts evergreen afresh).
  // A synced countdown reads its run, as the live viewer does (core's readLiveCountdown).
  const secondOf = (d: Design, now: number, run: RunState | null) => {
    const s = d.settings;
    if (s.countdownType !== 'datetime') return 0;
    if (run) return readingKey(readLiveCountdown(run, s, now));
    if ((s.timerMode ?? 'date') !== 'date') return readingKey(readTimer(s, now, now));
    return d.end === null ? 0 : readingKey(readCountdown(d.end, now, s.afterZero ?? 'stop'));
  };

  // Renders a client may start a minute (per address, an IPv6 client per /64, as every limit): only
  // misses count. A kept image and a request that joins a render in flight cost next to nothing, and
  // an e-mail blast reaches us through a few mail proxies' addresses, which must not be refused
  // images that are already painted. One bucket for the three image routes. 429 as elsewhere.
  const renderLimit = app.rateLimit({
    max: app.config.IMAGE_RENDER_RATE_LIMIT,
    timeWindow: '1 minute',
    allowList: (request) => {
      const p = prepared.get(request);
      return !p || app.imageRenders.has(p.key);
    },
  });

  /** The image: kept, or joining a render in flight, or rendered in one of the slots. */
  const imageOf = async (reply: FastifyReply, p: Prepared): Promise<Buffer | null> => {
    try {
      return await app.imageRenders.get(p.key, () => slots.run(p.render));
    } catch (err) {
      if (!(err instanceof RendersBusy)) throw err;
      reply.header('retry-after', String(err.retryAfterS));
      await reply.status(503).send({ message: err.message });
      return null;
    }
  };

  const prepareFrame = (format: Exclude<ImageFormat, 'og'>) => async (request: FastifyRequest) => {
    const id = checkId((request.params as { id: string }).id);
    const params = parseImageParams(request.query as Record<string, unknown>);
    const design = await viewOf(id);
    const { settings, versus, premium, version } = design;
    const synced = settings.synced === true && settings.countdownType === 'datetime';
    const run = synced ? await runs.get(id) : null;
    const now = Date.now();
    const job = { settings, versus, premium, format, ...params, now, run, logo: await design.logo() };
    // A Premium countdown's GIF reuses the frames of the previous second's (gif-strip.ts).
    // (A first frame is one still: no strip of seconds to share.)
    const stripped = format === 'gif' && job.premium && !params.first && stripsCountdown(job.settings);
    const strip = `${id}|${version}|${params.width}|${params.scale}`;
    // A run's every change (added time, a pause) has a new version: a new image.
    const moment = `${run ? `r${run.version}|` : ''}${secondOf(design, now, run)}`;
    const key = `${id}|${version}|${format}|${params.width}|${params.scale}|${params.first ? 'first' : 'run'}|${premium ? 'p' : 'f'}|${moment}`;
    const render = () => (stripped ? strips.render(strip, job) : renderImage(job));
    prepared.set(request, { id, key, render });
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply, format: Exclude<ImageFormat, 'og'>) => {
    const p = prepared.get(request) as Prepared;
    const bytes = await imageOf(reply, p);
    if (!bytes) return reply;
    // The studio's own preview (?preview=1) is not a reader opening an e-mail.
    if ((request.query as { preview?: string }).preview !== '1') opens.count(p.id);
    reply.headers(IMAGE_HEADERS);
    reply.headers(NO_CACHE_HEADERS);
    return reply.type(format === 'gif' ? 'image/gif' : 'image/png').send(bytes);
  };

  // The render limit runs after the request is worked out (its key), so it can let hits through.
  app.get(
    '/counter/:id/image.gif',
    { helmet: false, preHandler: [prepareFrame('gif'), renderLimit] },
    (r, reply) => serve(r, reply, 'gif'),
  );
  app.get(
    '/counter/:id/image.png',
    { helmet: false, preHandler: [prepareFrame('png'), renderLimit] },
    (r, reply) => serve(r, reply, 'png'),
  );

  // The share card: one render per counter and design version, kept for at most a minute.
  const prepareCard = async (request: FastifyRequest) => {
    const id = checkId((request.params as { id: string }).id);
    const design = await viewOf(id);
    const { settings, versus, premium, version } = design;
    const minute = Math.floor(Date.now() / 60_000);
    const key = `${id}|${version}|og|${premium ? 'p' : 'f'}|${minute}`;
    const job = {
      settings,
      versus,
      premium,
      format: 'og' as const,
      width: 1200,
      scale: 1 as const,
      now: Date.now(),
      logo: await design.logo(),
    };
    prepared.set(request, { id, key, render: () => renderImage(job) });
  };
  app.get(
    '/counter/:id/og.png',
    { helmet: false, preHandler: [prepareCard, renderLimit] },
    async (request, reply) => {
      const bytes = await imageOf(reply, prepared.get(request) as Prepared);
      if (!bytes) return reply;
      const etag = `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`;
      reply.headers(IMAGE_HEADERS);
      reply.header('cache-control', 'public, max-age=60');
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/png').send(bytes);
    },
  );

  // The studio's counter cards: total image opens per counter of the signed-in user.
  app.get('/api/image-opens', async (request) => {
    const user = requireUser(request);
    await opens.flush();
    return { opens: await loadImageOpens(app.db, user.id) };
  });
}
