// The YouTube Data API v3's answers in its documented shapes, for the stand-in and the tests. Each
// builder is named after the page of developers.google.com/youtube/v3 it follows:
// - "Channels" (docs/channels): the channel resource; statistics' counts are strings, and
//   subscriberCount is rounded down to three significant figures from 1,000 on (the note on
//   "Channels: list" and the Revision History of September 2019); a hidden count has
//   hiddenSubscriberCount true and no subscriberCount.
// - "Channels: list" (docs/channels/list): the channelListResponse; no match is no `items`.
// - "YouTube Data API - Errors" (docs/errors) and Google's JSON error format: `{ error: { code,
//   message, errors: [{ message, domain, reason }], status } }`. The key refusals are worded as
//   Google's front end words them (the Errors page lists only their reasons).

export interface SeedChannel {
  id: string;
  /** The handle without '@', as the creator chose it. */
  handle: string;
  title: string;
  /** The exact count, which only the creator sees in YouTube Studio. */
  subscribers: number;
  hidden?: boolean;
  avatarUrl?: string;
}

/** Counts from 1,000 on rounded down to three significant figures, as YouTube shows them. */
export function publicSubscriberCount(exact: number): number {
  const digits = String(Math.max(0, Math.floor(exact)));
  if (digits.length <= 3) return Number(digits);
  return Number(digits.slice(0, 3) + '0'.repeat(digits.length - 3));
}

const thumbnail = (url: string, size: number) => ({ url, width: size, height: size });

/** "Channels": one channel resource, with the parts asked for. */
export function channelResource(seed: SeedChannel, parts: ReadonlySet<string>) {
  const avatar = seed.avatarUrl ?? `https://yt3.ggpht.com/${seed.id}=s88-c-k-c0x00ffffff-no-rj`;
  const resource: Record<string, unknown> = {
    kind: 'youtube#channel',
    etag: `etag-${seed.id}`,
    id: seed.id,
  };
  if (parts.has('snippet'))
    resource.snippet = {
      title: seed.title,
      description: `${seed.title} on YouTube.`,
      customUrl: `@${seed.handle.toLowerCase()}`,
      publishedAt: '2012-02-20T00:43:50Z',
      thumbnails: {
        default: thumbnail(avatar, 88),
        medium: thumbnail(avatar.replace('=s88', '=s240'), 240),
        high: thumbnail(avatar.replace('=s88', '=s800'), 800),
      },
      localized: { title: seed.title, description: `${seed.title} on YouTube.` },
    };
  if (parts.has('statistics'))
    resource.statistics = seed.hidden
      ? { viewCount: '1048576', hiddenSubscriberCount: true, videoCount: '42' }
      : {
          viewCount: '1048576',
          subscriberCount: String(publicSubscriberCount(seed.subscribers)),
          hiddenSubscriberCount: false,
          videoCount: '42',
        };
  return resource;
}

/** "Channels: list": the list response; with no match YouTube leaves `items` out. */
export function channelsListResponse(items: readonly unknown[]) {
  return {
    kind: 'youtube#channelListResponse',
    etag: `etag-list-${items.length}`,
    pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    ...(items.length > 0 ? { items } : {}),
  };
}

interface GoogleError {
  code: number;
  message: string;
  domain: string;
  reason: string;
  status?: string;
  details?: unknown[];
}

/** Google's JSON error body, as every YouTube Data API refusal has it. */
export function googleErrorBody(e: GoogleError) {
  return {
    error: {
      code: e.code,
      message: e.message,
      errors: [{ message: e.message, domain: e.domain, reason: e.reason }],
      ...(e.status ? { status: e.status } : {}),
      ...(e.details ? { details: e.details } : {}),
    },
  };
}

/** "Errors", Core API errors: quotaExceeded (403), the day's units are used up. */
export const quotaExceededError = () =>
  googleErrorBody({
    code: 403,
    message:
      'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
    domain: 'youtube.quota',
    reason: 'quotaExceeded',
  });

/** No `key` parameter at all (403, reason forbidden). */
export const missingKeyError = () =>
  googleErrorBody({
    code: 403,
    message: 'The request is missing a valid API key.',
    domain: 'global',
    reason: 'forbidden',
    status: 'PERMISSION_DENIED',
  });

/** A `key` Google does not know (400; the ErrorInfo detail says API_KEY_INVALID). */
export const invalidKeyError = () =>
  googleErrorBody({
    code: 400,
    message: 'API key not valid. Please pass a valid API key.',
    domain: 'global',
    reason: 'badRequest',
    status: 'INVALID_ARGUMENT',
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'API_KEY_INVALID',
        domain: 'googleapis.com',
        metadata: { service: 'youtube.googleapis.com' },
      },
    ],
  });

/** The older wording of the same refusal (400, usageLimits / keyInvalid), still seen in the wild. */
export const legacyKeyInvalidError = () =>
  googleErrorBody({ code: 400, message: 'Bad Request', domain: 'usageLimits', reason: 'keyInvalid' });

/** "Errors", Common request errors: missingRequiredParameter (400). */
export const missingParameterError = (message: string) =>
  googleErrorBody({ code: 400, message, domain: 'youtube.parameter', reason: 'missingRequiredParameter' });

/** "Errors", Common request errors: incompatibleParameters (400). */
export const incompatibleParametersError = (names: readonly string[]) =>
  googleErrorBody({
    code: 400,
    message: `Incompatible parameters specified in the request: ${names.join(', ')}`,
    domain: 'youtube.parameter',
    reason: 'incompatibleParameters',
  });

/** Google's backendError (500 or 503): try again later. */
export const backendError = (code = 500) =>
  googleErrorBody({ code, message: 'Backend Error', domain: 'global', reason: 'backendError' });

/** A path the API does not have. */
export const notFoundError = () =>
  googleErrorBody({ code: 404, message: 'Not Found', domain: 'global', reason: 'notFound' });
