import type { LiveSourcePlatform } from '@core/live-sources/platforms';
import type { ServerPlatform } from './platform-reader';
import { blueskyPlatform } from './platforms/bluesky/bluesky-reader';
import { facebookPlatform } from './platforms/facebook/facebook-reader';
import { instagramPlatform } from './platforms/instagram/instagram-reader';
import { kickFollowersPlatform, kickPlatform } from './platforms/kick/kick-reader';
import { threadsPlatform } from './platforms/threads/threads-reader';
import { tiktokPlatform } from './platforms/tiktok/tiktok-reader';
import { twitchPlatform } from './platforms/twitch/twitch-reader';
import { xPlatform } from './platforms/x/x-reader';
import { youtubePlatform } from './platforms/youtube/youtube-reader';

// Every platform a counter can follow, as the server knows it: its settings and its reader (each
// in its own folder under platforms/). The poller, the save check, the preview lookup and the
// admin's health page all read this one table; a new platform is a folder and a line here (and its
// name in core/live-sources/platforms.ts, with its account parser).

export const SERVER_PLATFORMS: Record<LiveSourcePlatform, ServerPlatform> = {
  youtube: youtubePlatform,
  twitch: twitchPlatform,
  bluesky: blueskyPlatform,
  x: xPlatform,
  kick: kickPlatform,
  kick_followers: kickFollowersPlatform,
  tiktok: tiktokPlatform,
  threads: threadsPlatform,
  instagram: instagramPlatform,
  facebook: facebookPlatform,
};
