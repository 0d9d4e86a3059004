import { parseBluesky } from './accounts/bluesky';
import { connectedAccountParser } from './accounts/connected';
import { parseTwitch } from './accounts/twitch';
import { parseX } from './accounts/x';
import { parseYoutube } from './accounts/youtube';
import type { LiveSourcePlatform, ParseAccountResult, ParsedAccount } from './platforms';

// Each platform's reader of what a creator pastes (a handle, a login, an id, a profile link).

export const ACCOUNT_PARSERS: Record<LiveSourcePlatform, (input: string) => ParseAccountResult> = {
  youtube: parseYoutube,
  twitch: parseTwitch,
  bluesky: parseBluesky,
  x: parseX,
  kick: connectedAccountParser('kick'),
  kick_followers: connectedAccountParser('kick_followers'),
  tiktok: connectedAccountParser('tiktok'),
  threads: connectedAccountParser('threads'),
  instagram: connectedAccountParser('instagram'),
  facebook: connectedAccountParser('facebook'),
};

export function parseAccount(platform: LiveSourcePlatform, input: string): ParseAccountResult {
  return ACCOUNT_PARSERS[platform](input);
}

/** The key one pasted account is stored and shared under: `id:UC…` or `handle:name`. */
export const accountKey = (account: ParsedAccount) => `${account.kind}:${account.value}`;
