import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTER_ID_PATTERN, counterIdParamsSchema } from '../../core/api/counters';
import {
  type ControlAction,
  controlActionSchema,
  liveSnapshotSchema,
} from '../../core/counter/live/run-state';
import { AppError } from '../../core/errors/app-error';
import { isPremium } from '../../core/plan/plan-rules';
import { effectiveStatus } from '../auth/user-view';
import { findOwnedCounter } from '../counters/counter-queries';
import type { UserRow } from '../db/schema';
import { addressGroup } from '../plugins/address-group';
import { authenticated, requireUser } from '../plugins/session';
import {
  findHookTarget,
  findUserByApiKey,
  insertApiKey,
  listApiKeys,
  regenerateHookToken,
  revokeApiKey,
} from './api-key-queries';
import { GuessThrottle } from './guess-throttle';
import { CONTROL_PREMIUM_MESSAGE, controlCounter } from './live-service';

export const API_PREMIUM_MESSAGE = 'The API is a premium feature. Upgrade to Premium to use API keys.';
const INVALID_KEY = 'Unauthorized: send a valid API key as "Authorization: Bearer cs_live_…".';
export const TOO_MANY_GUESSES_MESSAGE =
  'Too many invalid API keys or webhook URLs from your address. Please wait a minute and try again.';
// Wrong keys or webhook tokens one address may send in a minute before it is refused unread.
const MAX_MISSES_PER_MINUTE = 30;

const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const checkId = (id: string) => {
  if (!COUNTER_ID_PATTERN.test(id)) throw new AppError('not_found', 'Counter not found');
  return id;
};
const requirePremium = (user: UserRow, message: string) => {
  if (!isPremium({ subscriptionStatus: effectiveStatus(user) })) throw new AppError('forbidden', message);
};

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

async function bearerUser(
  app: FastifyInstance,
  guesses: GuessThrottle,
  request: FastifyRequest,
): Promise<UserRow> {
  const key = bearerToken(request);
  const user = key ? await lookUp(guesses, request, () => findUserByApiKey(app.db, key)) : undefined;
  if (!user) throw new AppError('unauthorized', INVALID_KEY);
  return user;
}

export default async function liveApiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const params = counterIdParamsSchema;
  // Per key (or per token), so one noisy bot cannot starve others behind the same address.
  const perCaller = { max: 120, timeWindow: '1 minute', keyGenerator: callerBucket };
  const guesses = new GuessThrottle(MAX_MISSES_PER_MINUTE, 60_000);

  app.get('/api/keys', { schema: { response: { 200: z.array(apiKeySchema) } } }, async (request) => {
    const rows = await listApiKeys(app.db, requireUser(request).id);
    return rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      lastUsedAt: iso(r.lastUsedAt),
      revokedAt: iso(r.revokedAt),
    }));
  });

  app.post(
    '/api/keys',
    {
      preValidation: authenticated,
      schema: {
        body: z.strictObject({ name: z.string().trim().min(1, { error: 'Name is required' }).max(60) }),
        response: { 201: apiKeySchema.extend({ key: z.string() }) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      requirePremium(user, API_PREMIUM_MESSAGE);
      const { row, key } = await insertApiKey(app.db, user.id, request.body.name);
      return reply.status(201).send({
        id: row.id,
        name: row.name,
        key,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: null,
        revokedAt: null,
      });
    },
  );

  app.delete(
    '/api/keys/:id',
    { schema: { params: z.object({ id: z.string().max(64) }) } },
    async (request) => {
      const user = requireUser(request);
      if (!(await revokeApiKey(app.db, request.params.id, user.id)))
        throw new AppError('not_found', 'API key not found');
      return { message: 'API key revoked' };
    },
  );

  // A new secret URL for the counter; the old one stops working at once.
  app.post(
    '/api/counters/:id/hook',
    { schema: { params, response: { 200: z.object({ url: z.string() }) } } },
    async (request) => {
      const user = requireUser(request);
      const id = checkId(request.params.id);
      if (!(await findOwnedCounter(app.db, id, user.id)))
        throw new AppError('not_found', 'Counter not found');
      requirePremium(user, CONTROL_PREMIUM_MESSAGE);
      const token = await regenerateHookToken(app.db, id);
      return { url: `${app.config.appUrl}/api/hooks/${token}/increment` };
    },
  );

  // The key is checked before the body, so a caller without one learns nothing about the body rules.
  const keyUsers = new WeakMap<FastifyRequest, UserRow>();
  const withKey = async (request: FastifyRequest) => {
    keyUsers.set(request, await bearerUser(app, guesses, request));
  };
  const v1 = async (request: FastifyRequest, id: string, action: ControlAction) => {
    const user = keyUsers.get(request) ?? (await bearerUser(app, guesses, request));
    const { run, designVersion, changed } = await controlCounter(
      app.db,
      user,
      checkId(id),
      action,
      API_PREMIUM_MESSAGE,
    );
    if (changed) await app.liveBus.publish(id);
    return { run, serverNow: Date.now(), designVersion };
  };
  const v1Options = <B extends z.ZodType>(body: B, summary: string) => ({
    config: { rateLimit: perCaller },
    preValidation: withKey,
    schema: { summary, tags: ['v1'], params, body, response: { 200: liveSnapshotSchema } },
  });

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

  // For tools that can only call a URL: the token is the credential. Answers 404 for any unknown token.
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
      if (changed) await app.liveBus.publish(target.counterId);
      return { run, serverNow: Date.now(), designVersion };
    },
  );
}
