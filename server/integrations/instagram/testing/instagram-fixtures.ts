// Instagram's answers as Meta's Instagram Platform and Graph API references write them, named after
// the section each follows. The stand-in (instagram-stand-in.ts) answers with these.

type Json = Record<string, unknown>;

/** "Business Login for Instagram", step 2 (exchange the code for a token): the short-lived token. */
export const businessLoginCodeExchange = (accessToken: string, userId: string): Json => ({
  data: [{ access_token: accessToken, user_id: userId, permissions: 'instagram_business_basic' }],
});

/** "Business Login for Instagram": the OAuth host's refusal of a code (unknown or already used). */
export const businessLoginCodeRefused: Json = {
  error_type: 'OAuthException',
  code: 400,
  error_message: 'Matching code was not found or was already used',
};

/** "Business Login for Instagram": the OAuth host's refusal of the app's id or secret. */
export const businessLoginClientRefused: Json = {
  error_type: 'OAuthException',
  code: 400,
  error_message: 'Invalid client_secret: bad',
};

/** "Access Token" (ig_exchange_token) and "Refresh Access Token" (ig_refresh_token): 60 days. */
export const longLivedToken = (accessToken: string): Json => ({
  access_token: accessToken,
  token_type: 'bearer',
  expires_in: 5_184_000,
});

/** "IG User" reading fields user_id, username, profile_picture_url, followers_count of /me. */
export const igUserMe = (a: {
  id: string;
  username: string;
  pictureUrl: string;
  followers: number;
}): Json => ({
  user_id: a.id,
  username: a.username,
  profile_picture_url: a.pictureUrl,
  followers_count: a.followers,
  id: a.id,
});

/** "Handling Errors": code 190, an access token expired, revoked or invalid. */
export const handlingErrorsInvalidToken: Json = {
  error: {
    message:
      'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
    type: 'OAuthException',
    code: 190,
    fbtrace_id: 'A1b2C3d4E5f',
  },
};

/** "Handling Errors": code 4, "API Too Many Calls" (throttled; wait and retry). */
export const handlingErrorsTooManyCalls: Json = {
  error: {
    message: '(#4) Application request limit reached',
    type: 'OAuthException',
    code: 4,
    is_transient: true,
    fbtrace_id: 'B2c3D4e5F6g',
  },
};

/** "Rate Limiting", X-Business-Use-Case-Usage: the account's use and the minutes until calls resume. */
export const businessUseCaseUsage = (igUserId: string, regainMinutes: number, percent = 1) =>
  JSON.stringify({
    [igUserId]: [
      {
        type: 'instagram',
        call_count: percent,
        total_cputime: percent,
        total_time: percent,
        estimated_time_to_regain_access: regainMinutes,
      },
    ],
  });
