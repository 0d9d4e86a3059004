import { type LiveSourcePlatform, PLATFORM_LABELS } from '@core/live-sources/platforms';

/**
 * How the studio and the admin name a live-count platform: its name, and which count where one
 * platform gives two (Kick's subscribers, and the followers counted from its webhooks).
 */
export const SOURCE_LABELS: Record<LiveSourcePlatform, string> = {
  ...PLATFORM_LABELS,
  kick: 'Kick subscribers',
  kick_followers: 'Kick followers',
};
