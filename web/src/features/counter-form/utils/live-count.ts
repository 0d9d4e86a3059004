import type { LiveSource } from '@core/live-sources/live-source-schema';
import {
  COUNT_NAMES,
  connectPlatformOf,
  LIVE_SOURCE_PLATFORMS,
  type LiveSourcePlatform,
} from '@core/live-sources/platforms';
import { SOURCE_LABELS } from '@web/lib/source-labels';

// The Live count section's words and choices (settings.liveSources).

export const PLATFORM_CHOICES = LIVE_SOURCE_PLATFORMS.map((value) => ({
  value,
  label: SOURCE_LABELS[value],
}));

/** What each platform's account box takes, in the words a creator knows it by. */
export const ACCOUNT_PLACEHOLDERS: Record<LiveSourcePlatform, string> = {
  youtube: '@handle or channel link',
  twitch: 'login or twitch.tv link',
  bluesky: 'name.bsky.social or profile link',
  x: '@handle or x.com link',
  kick: 'your connected Kick channel',
  kick_followers: 'your connected Kick channel',
  // Connected platforms: the account is picked among the creator's connections, never typed.
  tiktok: 'your connected TikTok account',
  threads: 'your connected Threads account',
  instagram: 'your connected Instagram account',
  facebook: 'your connected Facebook Page',
};

export const LIVE_COUNT_EXPLAINER =
  'The counter shows the sum of these accounts’ counts, and End Number is your goal. Free counters update every 10 minutes, Premium every minute.';

const numberFormat = new Intl.NumberFormat();

export const formatCount = (value: number) => numberFormat.format(value);

/** "12,345 followers", "1 subscriber". */
export function countText(platform: LiveSourcePlatform, value: number): string {
  const name = COUNT_NAMES[platform];
  return `${formatCount(value)} ${value === 1 ? name.replace(/s$/, '') : name}`;
}

/**
 * A new row: the first platform not followed yet (creators sum across platforms), else YouTube.
 * Never a connected platform (Kick): its account is the creator's own connection, picked on purpose.
 */
export function newRow(rows: readonly Pick<LiveSource, 'platform'>[]): LiveSource {
  const used = new Set(rows.map((r) => r.platform));
  const next = LIVE_SOURCE_PLATFORMS.find((p) => !used.has(p) && connectPlatformOf(p) === null);
  return { platform: next ?? 'youtube', account: '' };
}

/** The Show choice (settings.liveDisplay), value → label, in display order. */
export const LIVE_DISPLAY_LABELS = { sum: 'Their sum', versus: 'Versus: two side by side' } as const;

export const VERSUS_HINT = 'Versus shows two accounts side by side and the gap between them.';
