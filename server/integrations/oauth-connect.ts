import { AppError } from '@core/errors/app-error';
import { isPremium } from '@core/plan/plan-rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/session-plugin';
import { CONTROL_PREMIUM_MESSAGE } from '../counters/counter-service';
import type { Database } from '../db/client';
import { consumeOauthState, createOauthState, type OauthProvider, safeReturnPath } from './oauth-state';

// The two ends of a platform's OAuth connect (Twitch, Kick), the same for both: who may start one,
// the state bound to the session that started it, the callback's check of that state, and the way
// back to the page the user came from with the outcome in its query. Each platform's routes only
// say how its own authorize URL looks and what connecting means there.

export interface OauthPlatform {
  provider: OauthProvider;
  /** The platform's name in messages: 'Twitch', 'Kick'. */
  name: string;
  /** The query flags the callback adds to the page it returns to (core/api/<platform>.ts). */
  resultParam: string;
  errorParam: string;
  /** The platform's own API failure: shown on the page, where any other error is ours. */
  apiError: abstract new (
    ...args: never[]
  ) => Error;
  /** OAuth 2.1 with PKCE (Kick): a state without its code verifier is no state. */
  pkce?: boolean;
  /**
   * Open to every plan (TikTok, Threads): the connection only lets a counter follow the account's
   * own count, which a Free counter may do too. Event platforms drive controls, which are Premium.
   */
  anyPlan?: boolean;
}

export interface OauthCallbackQuery {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
}

const badState = (p: OauthPlatform) =>
  `This ${p.name} sign-in link has expired or was already used. Start again with "Connect ${p.name}" on the control page.`;

/**
 * The connect's first hop: a signed-in user (Premium, unless the platform is open to every plan) on
 * a server configured for the platform gets a
 * single-use state (with the PKCE verifier, when the platform uses one) for the authorize URL.
 */
export async function beginOauthConnect(
  db: Database,
  request: FastifyRequest,
  platform: OauthPlatform,
  opts: { available: boolean; returnTo: unknown; codeVerifier?: string },
): Promise<string> {
  const user = requireUser(request);
  if (!platform.anyPlan && !isPremium(user)) throw new AppError('forbidden', CONTROL_PREMIUM_MESSAGE);
  if (!opts.available)
    throw new AppError('unavailable', `${platform.name} is not configured on this server.`);
  return createOauthState(
    db,
    { sessionId: request.sessionId!, userId: user.id },
    safeReturnPath(opts.returnTo, request.server.config.appUrl),
    { provider: platform.provider, codeVerifier: opts.codeVerifier },
  );
}

/** The page the user came from, with ?<platform>=connected or ?<platform>=error&<platform>Error=<message>. */
function redirectBack(
  request: FastifyRequest,
  reply: FastifyReply,
  platform: OauthPlatform,
  returnTo: string,
  error?: string,
) {
  // Judged again on the way out: a state stored before the rule was tightened (they live 10
  // minutes) holds a path that was only checked as spelled.
  const appUrl = request.server.config.appUrl;
  const url = new URL(safeReturnPath(returnTo, appUrl), appUrl);
  url.searchParams.set(platform.resultParam, error ? 'error' : 'connected');
  if (error) url.searchParams.set(platform.errorParam, error.slice(0, 300));
  return reply.redirect(`${url.pathname}${url.search}${url.hash}`, 302);
}

/**
 * The callback: the state must be live, unused, this session's, this platform's and the signed-in
 * user's (else 400 and the platform is never called). A refusal at the platform, or a failure of
 * `connect` the platform caused, goes back to the page with its message.
 */
export async function finishOauthConnect(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  platform: OauthPlatform,
  query: OauthCallbackQuery,
  connect: (flow: { userId: string; code: string; codeVerifier: string | null }) => Promise<unknown>,
) {
  const flow = await consumeOauthState(db, query.state, request.sessionId, platform.provider);
  if (!flow || flow.userId !== request.user?.id || (platform.pkce && !flow.codeVerifier))
    throw new AppError('validation', badState(platform));
  if (query.error || !query.code) {
    const refusal = query.error_description || query.error || `${platform.name} access was not granted.`;
    return redirectBack(request, reply, platform, flow.returnTo, refusal);
  }
  try {
    await connect({ userId: flow.userId, code: query.code, codeVerifier: flow.codeVerifier });
  } catch (err) {
    if (err instanceof platform.apiError || err instanceof AppError) {
      request.log.warn({ err: err.message }, `${platform.provider} connect failed`);
      return redirectBack(request, reply, platform, flow.returnTo, err.message);
    }
    throw err;
  }
  return redirectBack(request, reply, platform, flow.returnTo);
}
