import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTER_ID_PATTERN, counterIdParamsSchema } from '../../core/api/counters';
import { type KeyAccess, keyAllows } from '../../core/api/integrations';
import {
  counterEventBodySchema,
  eventAnswerSchema,
  multiplierBodySchema,
  multiplierSchema,
} from '../../core/api/subathon';
import {
  type ControlAction,
  controlActionSchema,
  liveSnapshotSchema,
} from '../../core/counter/live/run-state';
import { AppError } from '../../core/errors/app-error';
import { isPremium } from '../../core/plan/plan-rules';
import { effectiveStatus } from '../auth/user-view';
import { findOwnedCounter, listCountersByUser } from '../counters/counter-queries';
import { runChanged } from '../effects/after-commit';
import { addressGroup } from '../plugins/address-group';
import { findKeyHolder, type KeyHolder } from './api-key-queries';
import { GuessThrottle } from './guess-throttle';
import { findHookTarget } from './hook-queries';
import { API_PREMIUM_MESSAGE } from './key-routes';
import { controlCounter, loadLiveSnapshot } from './live-service';
import { toEventAnswer } from './subathon-answers';
import { afterEventApplied } from './subathon-effects';
import { applyCounterEvent, setMultiplier } from './subathon-service';

export { API_PREMIUM_MESSAGE };

const INVALID_KEY = 'Unauthorized: send a valid API key as "Authorization: Bearer cs_live_…".';
export const READ_ONLY_KEY_MESSAGE =
  'This API key is read-only. Use a key with control access, or change this one in the dashboard.';
export const TOO_MANY_GUESSES_MESSAGE =
  'Too many invalid API keys or webhook URLs from your address. Please wait a minute and try again.';
// Wrong keys or webhook tokens one address may send in a minute before it is refused unread.
const MAX_MISSES_PER_MINUTE = 30;
const NOT_FOUND = 'Counter not found';

const bearerToken = (request: FastifyRequest) =>
  /^Bearer\s+(\S{1,200})$/i.exec(request.headers.authorization ?? '')?.[1];

/**
 * The rate-limit bucket: the key itself (however "Bearer" is spelt or spaced), else the webhook
 * token, else the address. Made-up keys each get a bucket of their own, which is why misses are
 * also counted per address (GuessThrottle).
 */
function callerBucket(request: FastifyRequest): string {
  const key = bearerToken(request);
  if (key) return `key:${key}`;
  const token = (request.params as { token?: unknown }).token;
  if (typeof token === 'string' && token.length <= 100) return `hook:${token}`;
  return `ip:${addressGroup(request.ip)}`;
}

async function lookUp<T>(
  guesses: GuessThrottle,
  request: FastifyRequest,
  find: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const from = addressGroup(request.ip);
  if (guesses.isBlocked(from)) throw new AppError('rate_limited', TOO_MANY_GUESSES_MESSAGE);
  const found = await find();
  if (!found) guesses.recordMiss(from);
  return found;
}

// The public API: bearer keys (/api/v1) and secret webhook URLs. The dashboard's management of
// keys and hooks is in key-routes.ts and hook-routes.ts.
export default async function liveApiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const params = counterIdParamsSchema;
  // Per key (or per token), so one noisy bot cannot starve others behind the same address.
  const perCaller = { max: 120, timeWindow: '1 minute', keyGenerator: callerBucket };
  const guesses = new GuessThrottle(MAX_MISSES_PER_MINUTE, 60_000);

  // The key is checked before the body, so a caller without one learns nothing about the body rules.
  const holders = new WeakMap<FastifyRequest, KeyHolder>();
  const withKey = async (request: FastifyRequest) => {
    const key = bearerToken(request);
    const holder = key ? await lookUp(guesses, request, () => findKeyHolder(app.db, key)) : undefined;
    if (!holder) throw new AppError('unauthorized', INVALID_KEY);
    holders.set(request, holder);
  };
  const holderOf = (request: FastifyRequest) => holders.get(request)!;

  /**
   * One rule for every counter a key names: outside the key's counters, or not its owner's, is
   * 404 (nothing learnt about it); then a read-only key cannot control (403); then the plan.
   */
  const checkCounter = async (holder: KeyHolder, id: string, need: KeyAccess) => {
    const allowed = keyAllows(holder.scope, id, need);
    if (allowed === 'not_found' || !COUNTER_ID_PATTERN.test(id)) throw new AppError('not_found', NOT_FOUND);
    if (!(await findOwnedCounter(app.db, id, holder.user.id))) throw new AppError('not_found', NOT_FOUND);
    if (allowed === 'read_only') throw new AppError('forbidden', READ_ONLY_KEY_MESSAGE);
    if (!isPremium({ subscriptionStatus: effectiveStatus(holder.user) }))
      throw new AppError('forbidden', API_PREMIUM_MESSAGE);
  };

  const v1 = async (request: FastifyRequest, id: string, action: ControlAction) => {
    const holder = holderOf(request);
    await checkCounter(holder, id, 'control');
    const result = await controlCounter(app.db, holder.user, id, action, API_PREMIUM_MESSAGE);
    if (result.changed) await runChanged(app, id);
    return { run: result.run, serverNow: Date.now(), designVersion: result.designVersion };
  };
  const v1Options = <B extends z.ZodType>(body: B, summary: string) => ({
    config: { rateLimit: perCaller },
    preValidation: withKey,
    schema: { summary, tags: ['v1'], params, body, response: { 200: liveSnapshotSchema } },
  });
  const readOptions = { config: { rateLimit: perCaller }, preValidation: withKey };

  app.get(
    '/api/v1/counters',
    {
      ...readOptions,
      schema: {
        summary: "The counters this key may use (all of its owner's, or those it is limited to)",
        tags: ['v1'],
        response: { 200: z.array(z.object({ id: z.string(), name: z.string() })) },
      },
    },
    async (request) => {
      const { user, scope } = holderOf(request);
      if (!isPremium({ subscriptionStatus: effectiveStatus(user) }))
        throw new AppError('forbidden', API_PREMIUM_MESSAGE);
      const rows = await listCountersByUser(app.db, user.id);
      return rows
        .filter((r) => scope.counterIds === null || scope.counterIds.includes(r.id))
        .map((r) => ({ id: r.id, name: r.name }));
    },
  );
  app.get(
    '/api/v1/counters/:id',
    {
      ...readOptions,
      schema: {
        summary: "A counter's run and the server's clock (read or control keys)",
        tags: ['v1'],
        params,
        response: { 200: liveSnapshotSchema },
      },
    },
    async (request) => {
      await checkCounter(holderOf(request), request.params.id, 'read');
      return loadLiveSnapshot(app.db, request.params.id);
    },
  );

  app.post(
    '/api/v1/counters/:id/value',
    v1Options(
      z.strictObject({ value: z.number().int().min(0).max(1e15) }),
      "Set a number counter's value (clamped to its range)",
    ),
    (request) => v1(request, request.params.id, { action: 'set-value', value: request.body.value }),
  );
  app.post(
    '/api/v1/counters/:id/increment',
    v1Options(
      z.strictObject({ by: z.number().int().min(-1e15).max(1e15).default(1) }).default({ by: 1 }),
      "Change a number counter's value by `by` (default 1)",
    ),
    (request) => v1(request, request.params.id, { action: 'increment', by: request.body.by }),
  );
  app.post(
    '/api/v1/counters/:id/add-time',
    v1Options(
      z.strictObject({
        ms: z
          .number()
          .int()
          .min(-366 * 86_400_000)
          .max(366 * 86_400_000),
      }),
      'Add (or, negative, remove) time on a countdown; never below zero',
    ),
    (request) => v1(request, request.params.id, { action: 'add-time', ms: request.body.ms }),
  );
  app.post(
    '/api/v1/counters/:id/control',
    v1Options(controlActionSchema, 'Start, pause, resume, reset, or any other action'),
    (request) => v1(request, request.params.id, request.body),
  );

  // Subathons (issue 18): stream events from bots and tip relays (Streamer.bot, Stream Deck, curl).
  app.post(
    '/api/v1/counters/:id/events',
    {
      config: { rateLimit: { ...perCaller, max: 600 } },
      preValidation: withKey,
      schema: {
        summary:
          "Apply a stream event (sub, bits, tip…) by the counter's event rules, once per event id; a repeated id answers duplicate: true and changes nothing",
        tags: ['v1'],
        params,
        body: counterEventBodySchema,
        response: { 200: eventAnswerSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await checkCounter(holderOf(request), id, 'control');
      const applied = await applyCounterEvent(app.db, id, 'api', request.body);
      if (!applied.duplicate) await afterEventApplied(app, id, applied);
      return toEventAnswer(applied);
    },
  );
  app.post(
    '/api/v1/counters/:id/multiplier',
    {
      config: { rateLimit: perCaller },
      preValidation: withKey,
      schema: {
        summary: 'Happy hour: every event counts `factor` times for `minutes` (factor 1 ends it)',
        tags: ['v1'],
        params,
        body: multiplierBodySchema,
        response: { 200: multiplierSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await checkCounter(holderOf(request), id, 'control');
      return setMultiplier(app.db, id, request.body.factor, request.body.minutes);
    },
  );

  // For tools that can only call a URL: the token is the credential. Answers 404 for any unknown
  // or disabled token.
  app.post(
    '/api/hooks/:token/increment',
    {
      config: { rateLimit: perCaller },
      schema: { params: z.object({ token: z.string().max(100) }), response: { 200: liveSnapshotSchema } },
    },
    async (request) => {
      const { token } = request.params;
      const target = await lookUp(guesses, request, () => findHookTarget(app.db, token));
      if (!target) throw new AppError('not_found', 'Webhook not found');
      const { run, designVersion, changed } = await controlCounter(app.db, target.user, target.counterId, {
        action: 'increment',
        by: 1,
      });
      if (changed) await runChanged(app, target.counterId);
      return { run, serverNow: Date.now(), designVersion };
    },
  );
}
