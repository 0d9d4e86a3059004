// The X API v2 answers the stand-in sends, each in the shape of the docs.x.com section named above
// it. Problem `type` URIs use api.x.com, as the current pages write them; X's answers in the wild
// still say api.twitter.com, so the reader matches only the path (/2/problems/<name>).

const PROBLEMS = 'https://api.x.com/2/problems';

/** A user as the stand-in keeps it. */
export interface XUserSeed {
  id: string;
  username: string;
  name: string;
  followers: number;
  following?: number;
  posts?: number;
  listed?: number;
  profileImageUrl?: string;
}

/**
 * "Data dictionary — User object" and the users lookup "Integration Guide — Fields and
 * expansions": `id`, `name` and `username` always; the other fields only when `user.fields` asks.
 * `public_metrics` as the Integration Guide's example writes it (`tweet_count`; X's newest
 * openapi.json calls it `post_count`: the reader reads only `followers_count`).
 */
export function userObject(user: XUserSeed, fields: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = { id: user.id, name: user.name, username: user.username };
  if (fields.has('profile_image_url'))
    out.profile_image_url =
      user.profileImageUrl ?? `https://pbs.twimg.com/profile_images/${user.id}/avatar_normal.jpg`;
  if (fields.has('public_metrics'))
    out.public_metrics = {
      followers_count: user.followers,
      following_count: user.following ?? 0,
      tweet_count: user.posts ?? 0,
      listed_count: user.listed ?? 0,
    };
  return out;
}

/**
 * "Response Codes & Errors — Partial errors" and the users lookup "Integration Guide — Suspended or
 * deleted users": a user X cannot find, as an entry of `errors` (HTTP 200).
 */
export function resourceNotFoundError(value: string, parameter: 'id' | 'ids' | 'username') {
  return {
    value,
    detail: `Could not find user with ${parameter}: [${value}].`,
    title: 'Not Found Error',
    resource_type: 'user',
    parameter,
    resource_id: value,
    type: `${PROBLEMS}/resource-not-found`,
  };
}

/** "Get Users by Username" / "Get Users by ID": `{ data }`, or `{ errors }` for a user X cannot find. */
export function userLookupResponse(
  found: Record<string, unknown> | null,
  value: string,
  parameter: 'id' | 'username',
) {
  return found ? { data: found } : { errors: [resourceNotFoundError(value, parameter)] };
}

/**
 * "Get Users by IDs" (GET /2/users): the users found in `data`, the others in `errors` (neither
 * key when it would be empty).
 */
export function usersLookupResponse(found: Record<string, unknown>[], missing: string[]) {
  return {
    ...(found.length > 0 ? { data: found } : {}),
    ...(missing.length > 0 ? { errors: missing.map((id) => resourceNotFoundError(id, 'ids')) } : {}),
  };
}

/**
 * The users lookup "Integration Guide — Suspended or deleted users: Single user lookup returns
 * 404", as a problem (the stand-in answers this when told to follow that page instead of the 200).
 */
export function userNotFoundProblem(value: string, parameter: 'id' | 'username') {
  return { ...resourceNotFoundError(value, parameter), status: 404 };
}

/** "Response Codes & Errors — Error types: about:blank" for a missing or wrong bearer token (401). */
export const unauthorizedResponse = {
  title: 'Unauthorized',
  type: 'about:blank',
  status: 401,
  detail: 'Unauthorized',
};

/**
 * "Response Codes & Errors — Error types: .../client-forbidden" (403: "App not enrolled or lacks
 * required access").
 */
export const clientForbiddenResponse = {
  client_id: '12345678',
  detail:
    'When authenticating requests to the X API v2 endpoints, you must use keys and tokens from an X developer App that is attached to a Project.',
  registration_url: 'https://developer.x.com/en/docs/projects/overview',
  title: 'Client Forbidden',
  required_enrollment: 'Appropriate Level of API Access',
  reason: 'client-not-enrolled',
  type: `${PROBLEMS}/client-forbidden`,
};

/** "Response Codes & Errors — Error response format" with the `.../invalid-request` type (400). */
export function invalidRequestResponse(parameter: string, values: string[], message: string) {
  return {
    errors: [{ parameters: { [parameter]: values }, message }],
    title: 'Invalid Request',
    detail: 'One or more parameters to your request was invalid.',
    type: `${PROBLEMS}/invalid-request`,
  };
}

/** "X API Rate Limits — Handling rate limits": the 429's body. */
export const rateLimitExceededResponse = { errors: [{ code: 88, message: 'Rate limit exceeded' }] };

/** "X API Rate Limits — Checking your limits": sent with every answer; the reset is epoch seconds. */
export function rateLimitHeaders(limit: number, remaining: number, resetEpochSeconds: number) {
  return {
    'x-rate-limit-limit': String(limit),
    'x-rate-limit-remaining': String(Math.max(0, remaining)),
    'x-rate-limit-reset': String(resetEpochSeconds),
  };
}
