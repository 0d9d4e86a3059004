// The shapes Twitch answers with, each named after the documentation section it follows, for the
// stand-in (twitch-stand-in.ts) and the reader's tests. Numbers are JSON numbers where Twitch sends
// numbers (`total`, `expires_in`); every id is a string (Twitch API Concepts › "IDs are opaque").

/** A Twitch account as a test seeds it. */
export interface TwitchUserSeed {
  id: string;
  login: string;
  displayName: string;
  followers: number;
  /** Twitch gives every account a picture (a default one when the creator set none). */
  profileImageUrl?: string;
}

/** Getting OAuth Access Tokens › Client credentials grant flow: the answer to POST /oauth2/token. */
export const clientCredentialsResponse = (accessToken: string, expiresIn: number) => ({
  access_token: accessToken,
  expires_in: expiresIn,
  token_type: 'bearer',
});

/** The token endpoint's refusals (id.twitch.tv/oauth2/token): `{ status, message }`, no `error`. */
export const oauthErrorResponse = (status: number, message: string) => ({ status, message });

/** The token endpoint's messages for each refusal of the client credentials grant. */
export const OAUTH_MESSAGES = {
  missingClientId: 'missing client id',
  invalidClient: 'invalid client',
  invalidClientSecret: 'invalid client secret',
  invalidGrantType: 'Invalid grant type',
} as const;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Helix's error body, as every Reference page's "Response Codes" come: `{ error, status, message }`. */
export const helixError = (status: number, message: string) => ({
  error: REASONS[status] ?? 'Error',
  status,
  message,
});

/** Helix's messages for the refusals the stand-in models (Reference › Response Codes, and as seen). */
export const HELIX_MESSAGES = {
  tokenMissing: 'OAuth token is missing',
  clientIdMissing: 'Client ID is missing',
  invalidToken: 'Invalid OAuth token',
  clientIdMismatch: 'Client ID and OAuth token do not match',
  // Get Users › 400: neither id nor login (an app token names no user of its own).
  usersParameterRequired:
    'The id or login query parameter is required unless the request uses a user access token.',
  usersTooMany: 'The request exceeded the maximum allowed number of id and/or login query parameters.',
  // Get Users with a name or id no account can have (twitchdev/issues#937, seen on Helix).
  usersInvalid: 'Invalid login names, emails or IDs in request',
  // Get Channel Followers › 400.
  broadcasterIdRequired: 'The broadcaster_id query parameter is required.',
  broadcasterIdInvalid: 'The broadcaster_id query parameter is not valid.',
  // Get Channel Followers › 401: `user_id` needs a user token with moderator:read:followers.
  userIdNeedsModerator:
    'The user_id parameter was specified but either the user access token is missing the moderator:read:followers scope or the user is not the broadcaster or moderator for the specified channel.',
  // Twitch API Concepts › Twitch Rate Limits: an empty bucket answers 429.
  tooManyRequests: 'Request limit exceeded',
} as const;

/** Reference › Get Users: one user object of `data` (as an app token sees it: no email). */
export const userData = (u: TwitchUserSeed) => ({
  id: u.id,
  login: u.login,
  display_name: u.displayName,
  type: '',
  broadcaster_type: '',
  description: '',
  profile_image_url:
    u.profileImageUrl ??
    'https://static-cdn.jtvnw.net/user-default-pictures-uv/de130ab0-def7-11e9-b668-784f43822e80-profile_image-300x300.png',
  offline_image_url: '',
  view_count: 0,
  created_at: '2016-12-14T20:32:28Z',
});

/** Reference › Get Users: the answer, `{ data: [...] }` (empty when no account has the name or id). */
export const getUsersResponse = (users: TwitchUserSeed[]) => ({ data: users.map(userData) });

/**
 * Reference › Get Channel Followers, as an app token sees it: "If a scope is not provided or the
 * user isn't the broadcaster or a moderator for the specified channel, only the total follower count
 * will be included in the response" — `data` empty, and so no further page.
 */
export const getChannelFollowersResponse = (total: number) => ({ total, data: [], pagination: {} });

/** Reference › Get Users' own example account. */
export const TWITCHDEV: TwitchUserSeed = {
  id: '141981764',
  login: 'twitchdev',
  displayName: 'TwitchDev',
  followers: 123_456,
  profileImageUrl:
    'https://static-cdn.jtvnw.net/jtv_user_pictures/8a6381c7-d0c0-4576-b179-38bd5ce1d6af-profile_image-300x300.png',
};
