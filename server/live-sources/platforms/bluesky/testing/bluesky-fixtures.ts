// The answers of Bluesky's AppView (public.api.bsky.app/xrpc) as its documentation and lexicons
// describe them, each named after the page or lexicon it follows:
// - app.bsky.actor.defs#profileViewDetailed (lexicons/app/bsky/actor/defs.json): `did` and `handle`
//   required; displayName, avatar, followersCount, followsCount, postsCount and the rest optional.
// - app.bsky.actor.getProfile (lexicons/app/bsky/actor/getProfile.json): one profileViewDetailed.
// - app.bsky.actor.getProfiles (lexicons/app/bsky/actor/getProfiles.json): `{ profiles: [...] }`.
// - XRPC "Error Responses" (atproto.com/specs/xrpc): a JSON body `{ error, message }`; the names
//   and messages below are the AppView's own (packages/bsky/src/api/app/bsky/actor/getProfile.ts,
//   the lexicon validator, and @atproto/xrpc-server's errors and rate limiter).

export interface ProfileFields {
  did: string;
  handle: string;
  displayName?: string;
  avatar?: string;
  followersCount?: number;
  followsCount?: number;
  postsCount?: number;
}

/** app.bsky.actor.defs#profileViewDetailed, as an unauthenticated caller is sent it. */
export function profileViewDetailed(p: ProfileFields) {
  return {
    did: p.did,
    handle: p.handle,
    ...(p.displayName === undefined ? {} : { displayName: p.displayName }),
    ...(p.avatar === undefined ? {} : { avatar: p.avatar }),
    description: '',
    associated: { lists: 0, feedgens: 0, starterPacks: 0, labeler: false },
    indexedAt: '2024-11-18T09:12:41.102Z',
    createdAt: '2023-04-26T17:02:55.436Z',
    // Without auth the viewer state says nothing (app.bsky.actor.defs#viewerState).
    viewer: { muted: false, blockedBy: false },
    labels: [],
    ...(p.followersCount === undefined ? {} : { followersCount: p.followersCount }),
    ...(p.followsCount === undefined ? {} : { followsCount: p.followsCount }),
    ...(p.postsCount === undefined ? {} : { postsCount: p.postsCount }),
  };
}

/** The output of app.bsky.actor.getProfile. */
export const getProfileResponse = profileViewDetailed;

/** The output of app.bsky.actor.getProfiles: actors it could not find are simply not listed. */
export function getProfilesResponse(profiles: ProfileFields[]) {
  return { profiles: profiles.map(profileViewDetailed) };
}

/** An avatar on Bluesky's CDN, as the AppView writes its URL. */
export const avatarUrl = (did: string, cid = 'bafkreihwihm6kpd6zuwhhlro75p5qks5qtrcu55jp3gddbfjsieiv7wuka') =>
  `https://cdn.bsky.app/img/avatar/plain/${did}/${cid}@jpeg`;

/** XRPC "Error Responses": `error` is a name, `message` a human-readable sentence. */
export const xrpcError = (error: string, message: string) => ({ error, message });

/** getProfile for an actor the AppView does not know (a handle that does not resolve, too). */
export const profileNotFound = xrpcError('InvalidRequest', 'Profile not found');
/** getProfile for an account Bluesky's moderation took down. */
export const accountTakedown = xrpcError('AccountTakedown', 'Account has been suspended');
/** getProfile for an account its owner deactivated. */
export const accountDeactivated = xrpcError('AccountDeactivated', 'Account is deactivated');
/** A required parameter left out (the lexicon validator's words, prefixed as xrpc-server sends them). */
export const missingParam = (name: string) =>
  xrpcError('InvalidRequest', `Error: Params must have the property "${name}"`);
/** A parameter of format at-identifier that is neither a DID nor a handle. */
export const notAnIdentifier = (name: string) =>
  xrpcError('InvalidRequest', `Error: ${name} must be a valid did or a handle`);
/** An array parameter over the lexicon's maxLength (getProfiles: 25 actors). */
export const tooManyElements = (name: string, max: number) =>
  xrpcError('InvalidRequest', `Error: ${name} must not have more than ${max} elements`);
/** A method the server does not implement. */
export const methodNotImplemented = xrpcError('MethodNotImplemented', 'Method Not Implemented');
/** A 429 from @atproto/xrpc-server's rate limiter. */
export const rateLimitExceeded = xrpcError('RateLimitExceeded', 'Rate Limit Exceeded');

/**
 * The headers @atproto/xrpc-server's rate limiter puts on every limited answer (setResHeaders in
 * packages/xrpc-server/src/rate-limiter.ts): the limit, what is left, the reset in epoch seconds
 * (not the IETF draft's delta seconds), and the policy as `<limit>;w=<window seconds>`.
 */
export function rateLimitHeaders(
  limit: number,
  remaining: number,
  resetEpochSeconds: number,
  windowSeconds: number,
) {
  return {
    'RateLimit-Limit': String(limit),
    'RateLimit-Remaining': String(remaining),
    'RateLimit-Reset': String(resetEpochSeconds),
    'RateLimit-Policy': `${limit};w=${windowSeconds}`,
  };
}
