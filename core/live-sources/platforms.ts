import type { SocialIcon } from '../counter/social-icons';

// The platforms a counter can follow a live count from. Each has its own folder on the server
// (server/live-sources/platforms/<name>/) and an account parser here (accounts/<name>.ts); this list
// is where the settings schema, the database and the TypeScript unions take them from.

// Kick has two: `kick`, its subscribers (read with the creator's token), and `kick_followers`, the
// followers we count from its follow webhooks (its API gives no total): both from the connection.
export const LIVE_SOURCE_PLATFORMS = [
  'youtube',
  'twitch',
  'bluesky',
  'x',
  'kick',
  'kick_followers',
  'tiktok',
  'threads',
  'instagram',
  'facebook',
] as const;
export type LiveSourcePlatform = (typeof LIVE_SOURCE_PLATFORMS)[number];

export const PLATFORM_LABELS: Record<LiveSourcePlatform, string> = {
  youtube: 'YouTube',
  twitch: 'Twitch',
  bluesky: 'Bluesky',
  x: 'X',
  kick: 'Kick',
  kick_followers: 'Kick',
  tiktok: 'TikTok',
  threads: 'Threads',
  instagram: 'Instagram',
  facebook: 'Facebook',
};

/** The message of a platform that is not one of these: each name once (Kick's two counts are one Kick). */
export const PLATFORM_CHOICE_MESSAGE = (() => {
  const names = [...new Set(Object.values(PLATFORM_LABELS))];
  return `Pick one of ${names.slice(0, -1).join(', ')} or ${names.at(-1)}.`;
})();

/** Each platform's mark among the social icons (core/counter/social-icons.ts), where a count is drawn with it. */
export const PLATFORM_ICONS: Record<LiveSourcePlatform, SocialIcon> = {
  youtube: 'youtube',
  twitch: 'twitch',
  bluesky: 'bluesky',
  x: 'twitter',
  kick: 'kick',
  kick_followers: 'kick',
  tiktok: 'tiktok',
  threads: 'threads',
  instagram: 'instagram',
  facebook: 'facebook',
};

/** What each platform's count is called on its own pages. */
export const COUNT_NAMES: Record<LiveSourcePlatform, string> = {
  youtube: 'subscribers',
  twitch: 'followers',
  bluesky: 'followers',
  x: 'followers',
  kick: 'subscribers',
  kick_followers: 'followers',
  tiktok: 'followers',
  threads: 'followers',
  instagram: 'followers',
  facebook: 'followers',
};

/**
 * How exact a count is: `exact`; `rounded` (YouTube shows counts of 1,000 and more rounded down to
 * three significant figures, and the API gives the same figure); `counted` (the platform gives no
 * total, so we add up the follows it pushes to the number the creator entered when they connected:
 * Kick's followers; an unfollow it never tells us about stays counted); `hidden` (the creator hid
 * it: no number is kept or shown); `unavailable` (not read yet, or the platform cannot be reached).
 */
export const PRECISIONS = ['exact', 'rounded', 'counted', 'hidden', 'unavailable'] as const;
export type Precision = (typeof PRECISIONS)[number];

/** An account as a creator pasted it, read into what the platform's API looks up. */
export interface ParsedAccount {
  /** `id`: the platform's own stable id (a YouTube channel id, a DID); `handle`: a name to resolve. */
  kind: 'id' | 'handle';
  /** The id as the platform writes it, or the handle without `@`, lowercased where names ignore case. */
  value: string;
}

export type ParseAccountResult = { ok: true; account: ParsedAccount } | { ok: false; message: string };

/**
 * The platforms a creator connects (OAuth) so their stream events reach subathons (Twitch's EventSub
 * and Kick's webhooks), or so their counts can be read with their own token (Instagram), each in
 * server/integrations/<platform>/.
 */
export const EVENT_PLATFORMS = ['twitch', 'kick'] as const;

/**
 * Every platform a creator connects (OAuth): the event platforms above, and the platforms that
 * give a follower count only to the account's own token (TikTok, Threads, Instagram, Facebook Pages),
 * which push nothing.
 */
export const CONNECT_PLATFORMS = [...EVENT_PLATFORMS, 'tiktok', 'threads', 'instagram', 'facebook'] as const;
export type ConnectPlatform = (typeof CONNECT_PLATFORMS)[number];

/**
 * Live-source platforms whose counts only the account's owner may read: the creator connects the
 * account (OAuth, server/integrations/) and its counts are read with their own token. A counter's
 * `account` on such a platform is the connected account's id, and only the counter's owner's own
 * connections may be picked (docs/decisions/039d-connected-live-sources.md). A platform named here
 * is in both LIVE_SOURCE_PLATFORMS and CONNECT_PLATFORMS.
 */
export const SOURCE_CONNECTIONS: Partial<Record<LiveSourcePlatform, ConnectPlatform>> = {
  kick: 'kick',
  kick_followers: 'kick',
  tiktok: 'tiktok',
  threads: 'threads',
  instagram: 'instagram',
  facebook: 'facebook',
};

/** The connect platform a live source's accounts come from, or null when anyone's account can be pasted. */
export function connectPlatformOf(platform: LiveSourcePlatform): ConnectPlatform | null {
  return SOURCE_CONNECTIONS[platform] ?? null;
}

/** The platforms' names as the studio writes them. */
export const CONNECT_PLATFORM_NAMES: Record<ConnectPlatform, string> = {
  twitch: 'Twitch',
  kick: 'Kick',
  tiktok: 'TikTok',
  threads: 'Threads',
  instagram: 'Instagram',
  facebook: 'Facebook',
};

/** What a connected account is on its platform, as mail names it ("the Twitch channel jane"). */
export const CONNECT_ACCOUNT_NOUNS: Record<ConnectPlatform, string> = {
  twitch: 'channel',
  kick: 'channel',
  tiktok: 'account',
  threads: 'account',
  instagram: 'account',
  facebook: 'Page',
};

/**
 * Where a connection stands. `broken`: the platform revoked the event subscriptions;
 * `needs_reauth`: the platform refused the creator's token and then its one refresh (expired or
 * revoked access). Either way, connecting again (Reconnect) makes it `connected`.
 */
export const CONNECTION_STATUSES = ['connected', 'broken', 'needs_reauth'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/**
 * Where a subathon event came from: the public API, a connected platform, or a chat command. The
 * zod schema (core/api/subathon.ts), the database column (server/db/schema.ts) and the server's
 * union take it from here.
 */
export const EVENT_SOURCES = ['api', ...EVENT_PLATFORMS, 'chat'] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];
