// Facebook's answers as Meta's Facebook Login and Graph API guides write them, named after the
// section each follows. The stand-in (facebook-stand-in.ts) answers with these.

type Json = Record<string, unknown>;

/** "Manually Build a Login Flow", exchanging code for an access token; and "Long-Lived Access Tokens". */
export const oauthAccessToken = (accessToken: string, expiresIn: number): Json => ({
  access_token: accessToken,
  token_type: 'bearer',
  expires_in: expiresIn,
});

/** The Login dialog's redirect when the person cancels ("Handling Login Dialog Response"). */
export const loginDialogDenied = {
  error: 'access_denied',
  error_code: '200',
  error_description: 'Permissions error',
  error_reason: 'user_denied',
};

/** A Graph picture field: { data: { height, is_silhouette, url, width } }. */
export const pictureField = (url: string): Json => ({
  data: { height: 50, is_silhouette: false, url, width: 50 },
});

export interface PageFixture {
  id: string;
  name: string;
  pictureUrl: string;
  followers: number;
}

/** "Get a Page Access Token": GET /me/accounts, one entry per Page, with its own token. */
export const meAccounts = (pages: { page: PageFixture; token: string }[]): Json => ({
  data: pages.map(({ page, token }) => ({
    access_token: token,
    category: 'Creator',
    category_list: [{ id: '180164648685982', name: 'Creator' }],
    name: page.name,
    id: page.id,
    tasks: ['ANALYZE', 'ADVERTISE', 'MODERATE', 'CREATE_CONTENT', 'MANAGE'],
    picture: pictureField(page.pictureUrl),
  })),
  paging: { cursors: { before: 'QVFIUmFiZAa', after: 'QVFIUmFiZAz' } },
});

/** The "Page" reference: GET /{page-id}?fields=followers_count,name,picture. */
export const pageFields = (page: PageFixture): Json => ({
  followers_count: page.followers,
  name: page.name,
  picture: pictureField(page.pictureUrl),
  id: page.id,
});

/** "Handling Errors": a code that is unknown, for another redirect_uri, or already used. */
export const codeRefused: Json = {
  error: {
    message: 'This authorization code has been used.',
    type: 'OAuthException',
    code: 100,
    error_subcode: 36009,
    fbtrace_id: 'AfbCodeUsed1',
  },
};

/** "Handling Errors": the app's secret is wrong. */
export const clientRefused: Json = {
  error: {
    message: 'Error validating client secret.',
    type: 'OAuthException',
    code: 1,
    fbtrace_id: 'AfbClient01',
  },
};

/** "Handling Errors": code 190, an access token expired, revoked or invalid. */
export const invalidToken: Json = {
  error: {
    message: 'Error validating access token: The user has not authorized application 1234567890123456.',
    type: 'OAuthException',
    code: 190,
    error_subcode: 458,
    fbtrace_id: 'AfbToken190',
  },
};

/** "Handling Errors": code 4, the app's request limit reached (throttled; wait and retry). */
export const tooManyCalls: Json = {
  error: {
    message: '(#4) Application request limit reached',
    type: 'OAuthException',
    code: 4,
    is_transient: true,
    fbtrace_id: 'AfbThrottle4',
  },
};

/** "Handling Errors": an object the token may not read (another Page's id). */
export const unsupportedGet = (id: string): Json => ({
  error: {
    message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    type: 'GraphMethodException',
    code: 100,
    error_subcode: 33,
    fbtrace_id: 'AfbUnsupported',
  },
});

/** "Rate Limiting", X-App-Usage: the app's share (percent) of its hourly allowance used. */
export const appUsage = (percent: number) =>
  JSON.stringify({
    call_count: percent,
    total_cputime: Math.min(percent, 5),
    total_time: Math.min(percent, 5),
  });
