import { COUNTER_ID_PATTERN } from '@core/api/counters';
import { type KeyAccess, keyAllows } from '@core/api/integrations';
import { AppError } from '@core/errors/app-error';
import { isPremium } from '@core/plan/plan-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findCounterOwners } from '../counters/counter-queries';
import { addressGroup } from '../plugins/address-group';
import { findKeyHolders, type KeyHolder } from './api-key-queries';
import { GuessThrottle } from './guess-throttle';
import { API_PREMIUM_MESSAGE } from './key-routes';
import { createSharedLookup } from './shared-lookup';

const INVALID_KEY = 'Unauthorized: send a valid API key as "Authorization: Bearer cs_live_…".';
export const READ_ONLY_KEY_MESSAGE =
  'This API key is read-only. Use a key with control access, or change this one in the dashboard.';
export const TOO_MANY_GUESSES_MESSAGE =
  'Too many invalid API keys or webhook URLs from your address. Please wait a minute and try again.';
// Wrong keys or webhook tokens one address may send in a minute before it is refused unread.
const MAX_MISSES_PER_MINUTE = 30;
const NOT_FOUND = 'Counter not found';

const bearerToken = (request: FastifyRequest) =>
  // Stryker disable next-line StringLiteral: without the header any text but "Bearer <key>" gives no key, as '' does
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

/** Who calls the public API (a bearer key or a webhook URL), shared by its routes: one throttle of guesses. */
export interface ApiCaller {
  /** Per key (or per token), so one noisy bot cannot starve others behind the same address. */
  perCaller: { max: number; timeWindow: string; keyGenerator: (request: FastifyRequest) => string };
  /** A credential lookup that counts a miss against the caller's address, refused unread when blocked. */
  lookUp<T>(request: FastifyRequest, find: () => Promise<T | undefined>): Promise<T | undefined>;
  /** preValidation: the key is checked before the body, so a caller without one learns nothing of its rules. */
  withKey(request: FastifyRequest): Promise<void>;
  holderOf(request: FastifyRequest): KeyHolder;
  /** The key's owner may use Premium's API. */
  checkPlan(holder: KeyHolder): void;
  checkCounter(holder: KeyHolder, id: string, need: KeyAccess): Promise<void>;
}

export function createApiCaller(app: FastifyInstance): ApiCaller {
  const guesses = new GuessThrottle(MAX_MISSES_PER_MINUTE, 60_000);
  const sharedHolder = createSharedLookup((keys) => findKeyHolders(app.db, keys));
  const sharedOwner = createSharedLookup((ids) => findCounterOwners(app.db, ids));
  const holders = new WeakMap<FastifyRequest, KeyHolder>();

  const lookUp = async <T>(request: FastifyRequest, find: () => Promise<T | undefined>) => {
    const from = addressGroup(request.ip);
    if (guesses.isBlocked(from)) throw new AppError('rate_limited', TOO_MANY_GUESSES_MESSAGE);
    const found = await find();
    if (!found) guesses.recordMiss(from);
    return found;
  };

  const checkPlan = (holder: KeyHolder) => {
    if (!isPremium(holder.user)) throw new AppError('forbidden', API_PREMIUM_MESSAGE);
  };

  return {
    perCaller: { max: 120, timeWindow: '1 minute', keyGenerator: callerBucket },
    lookUp,
    async withKey(request) {
      const key = bearerToken(request);
      const holder = key ? await lookUp(request, () => sharedHolder(key)) : undefined;
      if (!holder) throw new AppError('unauthorized', INVALID_KEY);
      holders.set(request, holder);
    },
    holderOf: (request) => holders.get(request)!,
    checkPlan,
    /**
     * One rule for every counter a key names: outside the key's counters, or not its owner's, is
     * 404 (nothing learnt about it); then a read-only key cannot control (403); then the plan.
     */
    async checkCounter(holder, id, need) {
      const allowed = keyAllows(holder.scope, id, need);
      if (allowed === 'not_found' || !COUNTER_ID_PATTERN.test(id)) throw new AppError('not_found', NOT_FOUND);
      if ((await sharedOwner(id)) !== holder.user.id) throw new AppError('not_found', NOT_FOUND);
      if (allowed === 'read_only') throw new AppError('forbidden', READ_ONLY_KEY_MESSAGE);
      checkPlan(holder);
    },
  };
}
