import type { LiveSourcePlatform, ParsedAccount, Precision } from '@core/live-sources/platforms';
import type { Config } from '../config';

// What every platform's reader offers the poller, the save check and the admin's health page. A
// reader makes the calls its platform documents and nothing else: when to call is the poller's
// business (server/live-sources/poller.ts), within the limits the reader declares.

/** A count as read: `value` is null exactly when the creator hid it. */
export interface CountReading {
  value: number | null;
  precision: Exclude<Precision, 'unavailable'>;
}

/** An account found by lookup: its stable id (what counts are read by), its names and its count. */
export interface SourceProfile {
  id: string;
  handle: string;
  displayName: string;
  avatarUrl: string | null;
  reading: CountReading;
}

/**
 * Why a call failed. `rate_limited`: the platform said 429, or YouTube said its daily quota is used
 * up (`retryAt` is when it may be called again: its reset header, midnight Pacific for YouTube);
 * `unavailable`: no answer, a timeout or a 5xx (the poller retries with jitter, then backs off);
 * `refused`: any other refusal (a wrong key, a 4xx it did not expect), which retrying will not mend;
 * `needs_reauth`: a connected platform's account cannot be read until its owner connects it again
 * (its token and the one refresh were refused, or it is no longer connected). Only that account
 * waits: the platform's other accounts, read with their owners' tokens, go on.
 */
export type PlatformFailure = 'rate_limited' | 'unavailable' | 'refused' | 'needs_reauth';

export class PlatformCallError extends Error {
  constructor(
    readonly platform: LiveSourcePlatform,
    readonly failure: PlatformFailure,
    message: string,
    /** Epoch ms before which the platform must not be called again, when it said so. */
    readonly retryAt: number | null = null,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'PlatformCallError';
  }
}

/** A platform's documented limit, which the poller's budget keeps under. */
export interface PlatformLimits {
  /** Most accounts one count call may carry. */
  batchSize: number;
  /** Calls (YouTube: quota units; each of our calls costs one) allowed per window. */
  callsPerWindow: number;
  /** The window: a rolling number of seconds, or YouTube's day, which ends at midnight Pacific. */
  window: { seconds: number } | 'pacific-day';
  /** The slowest a hot source of a Premium owner may be read, in seconds (X's reads are paid). */
  minIntervalSeconds: number;
}

export interface PlatformReader {
  readonly platform: LiveSourcePlatform;
  readonly limits: PlatformLimits;
  /** Finds an account; null when the platform says there is no such account. */
  lookup(account: ParsedAccount): Promise<SourceProfile | null>;
  /**
   * Reads the counts of up to `limits.batchSize` accounts (ids from lookup) in as few calls as the
   * platform allows. An id missing from the answer no longer exists on the platform.
   */
  readCounts(ids: string[]): Promise<Map<string, CountReading>>;
}

/**
 * Makes `call` with the access token of the connection that holds the platform account `accountId`
 * (creator-tokens.ts: an expired token is refreshed first, a token the platform refuses gets one
 * refresh and one more try, and a refused refresh marks the connection `needs_reauth`, tells the
 * owner once and ends in a `needs_reauth` PlatformCallError). The token never leaves `call`.
 */
export type WithCreatorToken = <T>(
  accountId: string,
  call: (accessToken: string) => Promise<T>,
) => Promise<T>;

export interface ReaderDeps {
  config: Config;
  fetch: typeof fetch;
  now: () => number;
  /**
   * Given to the reader of a connected platform (SOURCE_CONNECTIONS in core/live-sources/platforms.ts):
   * calls made with the token of the creator who connected the account. Absent for the others.
   */
  withCreatorToken?: WithCreatorToken;
}

/** One platform as the server knows it: which settings it needs, and how to make its reader. */
export interface ServerPlatform {
  platform: LiveSourcePlatform;
  /** The environment variable(s) still missing for this platform, or null when it can be used. */
  missingSetting(config: Config): string | null;
  createReader(deps: ReaderDeps): PlatformReader;
}
