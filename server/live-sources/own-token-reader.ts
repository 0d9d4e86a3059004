import type { LiveSourcePlatform, ParsedAccount } from '@core/live-sources/platforms';
import {
  type CountReading,
  PlatformCallError,
  type PlatformLimits,
  type PlatformReader,
  type ReaderDeps,
  type SourceProfile,
} from './platform-reader';

/** What one read of an account with its own token gives: who it is, and its count. */
export interface OwnTokenAccount {
  id: string;
  name: string;
  avatarUrl: string | null;
  /** Null when the platform gave none (a permission not granted, a field it left out). */
  count: number | null;
}

export interface OwnTokenPlatform {
  platform: LiveSourcePlatform;
  limits: PlatformLimits;
  /** One account, read with the token of the creator who connected it. */
  read(accountId: string, token: string): Promise<OwnTokenAccount>;
  /** The platform's own error as the poller's failure, at `now`; any other error as it is. */
  failureOf(err: unknown, now: number): unknown;
}

const readingOf = (count: number | null): CountReading =>
  count === null ? { value: null, precision: 'hidden' } : { value: count, precision: 'exact' };

/**
 * The reader of a platform that gives a count only to the account's own token (Instagram, Facebook
 * Pages, TikTok): one call per account, each with its connection's token. The platform's error
 * stays inside the token call, so the bridge can tell an expired token (one refresh, then
 * needs_reauth) from the rest; it becomes the poller's failure only here, outside it.
 */
export function createOwnTokenReader(deps: ReaderDeps, p: OwnTokenPlatform): PlatformReader {
  async function accountOf(accountId: string): Promise<OwnTokenAccount> {
    const withToken = deps.withCreatorToken;
    if (!withToken)
      throw new PlatformCallError(p.platform, 'unavailable', 'These counts need the creators’ connections.');
    try {
      return await withToken(accountId, (token) => p.read(accountId, token));
    } catch (err) {
      throw p.failureOf(err, deps.now());
    }
  }

  return {
    platform: p.platform,
    limits: p.limits,
    async lookup(account: ParsedAccount): Promise<SourceProfile | null> {
      const a = await accountOf(account.value);
      return {
        id: a.id,
        handle: a.name,
        displayName: a.name,
        avatarUrl: a.avatarUrl,
        reading: readingOf(a.count),
      };
    },
    async readCounts(ids: string[]): Promise<Map<string, CountReading>> {
      const out = new Map<string, CountReading>();
      for (const id of ids) out.set(id, readingOf((await accountOf(id)).count));
      return out;
    },
  };
}
