import type { PlatformAnswer } from '../../call-platform';
import { serverFailure } from '../../call-platform';
import { PlatformCallError } from '../../platform-reader';
import { nextPacificMidnight, retryAfterHeader } from '../../reset-times';

// What a refusal of the YouTube Data API means, read from Google's JSON error body
// (`{ error: { code, message, errors: [{ domain, reason, message }], details } }`) as the
// "YouTube Data API - Errors" page lists the reasons:
// - quotaExceeded (403, domain youtube.quota): the day's units are used up until midnight Pacific
//   ("Quota Calculator": "Daily quotas reset at midnight Pacific Time"); Google's older
//   dailyLimitExceeded says the same.
// - rateLimitExceeded / userRateLimitExceeded (403): Google's per-minute limits; a minute's wait.
// - 429 (YouTube does not document one, but a proxy or Google's front end may send it): its
//   Retry-After, else a minute.
// - a 5xx (backendError): try again later.
// - the key's refusals (no key: 403 forbidden; an unknown key: 400 API_KEY_INVALID, formerly
//   keyInvalid; the API not enabled for the key's project: accessNotConfigured / SERVICE_DISABLED)
//   and every other 4xx: refused, which retrying will not mend.
// A message never carries the key, even if Google echoed it.

const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded']);
const RATE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);
const KEY_REASONS = new Set([
  'forbidden',
  'keyInvalid',
  'keyExpired',
  'ipRefererBlocked',
  'accessNotConfigured',
  'API_KEY_INVALID',
  'API_KEY_EXPIRED',
  'API_KEY_SERVICE_BLOCKED',
  'API_KEY_HTTP_REFERRER_BLOCKED',
  'API_KEY_IP_ADDRESS_BLOCKED',
  'SERVICE_DISABLED',
]);
const MINUTE_MS = 60_000;
const MAX_DETAIL = 200;

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

interface GoogleError {
  message: string | null;
  reasons: Set<string>;
}

/** The message and every reason (errors[].reason and details[].reason) of Google's error body. */
function readGoogleError(body: unknown): GoogleError {
  const error = isJson(body) && isJson(body.error) ? body.error : {};
  const reasons = new Set<string>();
  for (const list of [error.errors, error.details])
    if (Array.isArray(list))
      for (const entry of list)
        if (isJson(entry) && typeof entry.reason === 'string') reasons.add(entry.reason);
  const message = typeof error.message === 'string' && error.message.trim() ? error.message : null;
  return { message, reasons };
}

/** Google's message as plain, short text, with the key (if it was echoed) masked. */
function detailOf(message: string | null, key: string): string {
  if (message === null) return 'no reason given';
  let text = message
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (key) text = text.split(key).join('***');
  return text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL - 1)}…` : text;
}

/** The PlatformCallError a YouTube answer other than 2xx means. */
export function youtubeFailure(answer: PlatformAnswer, now: number, key: string): PlatformCallError {
  const { status } = answer;
  if (status === 429) {
    const retryAt = retryAfterHeader(answer.headers.get('retry-after'), now) ?? now + MINUTE_MS;
    return new PlatformCallError(
      'youtube',
      'rate_limited',
      'YouTube asked us to slow down (429).',
      retryAt,
      429,
    );
  }
  if (status >= 500) return serverFailure('youtube', status);
  const error = readGoogleError(answer.body);
  const has = (names: Set<string>) => [...error.reasons].some((r) => names.has(r));
  if (has(QUOTA_REASONS))
    return new PlatformCallError(
      'youtube',
      'rate_limited',
      "YouTube's daily quota for this API key is used up; it starts again at midnight Pacific time.",
      nextPacificMidnight(now),
      status,
    );
  if (has(RATE_REASONS))
    return new PlatformCallError(
      'youtube',
      'rate_limited',
      `YouTube asked us to slow down (${status}: ${detailOf(error.message, key)}).`,
      now + MINUTE_MS,
      status,
    );
  const aboutKey = has(KEY_REASONS) || /API key/i.test(error.message ?? '');
  const what = aboutKey ? 'the API key' : 'the request';
  return new PlatformCallError(
    'youtube',
    'refused',
    `YouTube refused ${what} (${status}: ${detailOf(error.message, key)}).`,
    null,
    status,
  );
}
