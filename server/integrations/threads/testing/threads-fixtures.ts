import { randomBytes } from 'node:crypto';

// Threads' answers as Meta's documentation shows them, each named after the section it follows
// (developers.facebook.com/docs/threads). The stand-in (threads-stand-in.ts) builds from these.

/** Meta's error envelope: `{ error: { message, type, code, fbtrace_id } }`, HTTP 400 unless said. */
export const metaError = (code: number, message: string, type = 'OAuthException') => ({
  error: { message, type, code, fbtrace_id: randomBytes(8).toString('base64url') },
});

/** A token that is invalid, expired or revoked: code 190. */
export const INVALID_TOKEN = {
  status: 400,
  code: 190,
  message: 'Error validating access token: Session has expired.',
};
/** Parameters the endpoint refuses (a code already used or never issued, a missing metric): code 100. */
export const INVALID_PARAMETER = { status: 400, code: 100, message: 'Invalid parameter' };
/** A permission the user did not grant (threads_manage_insights): code 10. */
export const PERMISSION_DENIED = {
  status: 403,
  code: 10,
  message: 'Application does not have permission for this action',
};
/**
 * "Overview", Rate Limiting: calls per app and app user within 24 hours = 4800 × impressions (at
 * least 10). The page names no error code; Meta's Graph code for a user's limit is 17.
 */
export const callsPer24Hours = (impressions: number) => 4800 * Math.max(impressions, 10);
export const USER_LIMIT_REACHED = { status: 400, code: 17, message: '(#17) User request limit reached' };

/** "Get Access Tokens", Step 2: the code exchange answers a short-lived token and the user id. */
export const codeExchangeResponse = (accessToken: string, userId: string) => ({
  access_token: accessToken,
  user_id: Number(userId),
});

/** "Long-Lived Tokens": exchange and refresh answer the same shape; 60 days is 5,184,000 seconds. */
export const LONG_LIVED_SECONDS = 5_184_000;
export const longLivedResponse = (accessToken: string, expiresIn: number) => ({
  access_token: accessToken,
  token_type: 'bearer',
  expires_in: expiresIn,
});

/** "Insights", User Insights: followers_count is a total value, not a series. */
export const followersCountResponse = (userId: string, followers: number) => ({
  data: [
    {
      name: 'followers_count',
      period: 'day',
      title: 'followers_count',
      description: "The number of followers on the user's profile.",
      total_value: { value: followers },
      id: `${userId}/insights/followers_count/day`,
    },
  ],
});
