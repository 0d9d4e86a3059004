import type { LiveSourcePlatform } from '@core/live-sources/platforms';
import { PLATFORM_LABELS } from '@core/live-sources/platforms';
import { PlatformCallError } from './platform-reader';

// One HTTP call to a platform's API: a timeout, the body read as JSON when it is JSON, and no
// answer at all turned into an `unavailable` failure. The status is the reader's to judge, since
// each platform says different things with the same status.

export const CALL_TIMEOUT_MS = 10_000;

export interface PlatformAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON body; null when the body was empty or not JSON (a proxy's HTML page). */
  body: unknown;
}

export async function callPlatform(
  platform: LiveSourcePlatform,
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit = {},
): Promise<PlatformAnswer> {
  let res: Response;
  let text: string;
  try {
    res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    text = await res.text();
  } catch {
    throw new PlatformCallError(platform, 'unavailable', `${PLATFORM_LABELS[platform]} did not answer.`);
  }
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the status says enough.
  }
  return { status: res.status, headers: res.headers, body };
}

/** The failure every platform means by a 5xx: try again later. */
export function serverFailure(platform: LiveSourcePlatform, status: number): PlatformCallError {
  return new PlatformCallError(
    platform,
    'unavailable',
    `${PLATFORM_LABELS[platform]} had a problem (${status}).`,
    null,
    status,
  );
}
