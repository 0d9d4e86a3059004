import { randomBytes } from 'node:crypto';

// TikTok's answers as its documentation shows them, each named after the section it follows
// (developers.tiktok.com). The stand-in (tiktok-stand-in.ts) builds its answers from these.

const logId = () => randomBytes(12).toString('hex').toUpperCase();

/** "Get User Info", Response: `{ data: { user }, error }`, with error.code "ok" on success. */
export const getUserInfoResponse = (user: Record<string, unknown>) => ({
  data: { user },
  error: { code: 'ok', message: '', log_id: logId() },
});

/** "Error Handling" (API v2): the error struct, `data` empty. */
export const apiErrorResponse = (code: string, message: string) => ({
  data: {},
  error: { code, message, log_id: logId() },
});

/** "Error Handling", access_token_invalid: 401. */
export const ACCESS_TOKEN_INVALID = {
  status: 401,
  code: 'access_token_invalid',
  message: 'The access token is invalid or not found in the request.',
} as const;

/** "Error Handling", scope_not_authorized: 401. */
export const SCOPE_NOT_AUTHORIZED = {
  status: 401,
  code: 'scope_not_authorized',
  message: 'The user did not authorize the scope required for completing this request.',
} as const;

/** "Error Handling", invalid_params: 400. */
export const INVALID_PARAMS = {
  status: 400,
  code: 'invalid_params',
  message: 'One or more fields in request is invalid.',
} as const;

/** "Rate Limits": /v2/user/info/ allows 600 requests in a one-minute sliding window, then 429. */
export const USER_INFO_LIMIT_PER_MINUTE = 600;
export const RATE_LIMIT_EXCEEDED = {
  status: 429,
  code: 'rate_limit_exceeded',
  message: 'The API rate limit was exceeded. Please try again later.',
} as const;

/** "OAuth Error Handling": `{ error, error_description, log_id }`. */
export const oauthErrorResponse = (error: string, description: string) => ({
  error,
  error_description: description,
  log_id: logId(),
});

/**
 * "Manage User Access Tokens", Response struct of the token endpoint: open_id, scope (comma-
 * separated), access_token, expires_in, refresh_token, refresh_expires_in, token_type.
 */
export const tokenResponse = (t: { openId: string; scopes: string[]; access: string; refresh: string }) => ({
  open_id: t.openId,
  scope: t.scopes.join(','),
  access_token: t.access,
  expires_in: 86_400,
  refresh_token: t.refresh,
  refresh_expires_in: 31_536_000,
  token_type: 'Bearer',
});
