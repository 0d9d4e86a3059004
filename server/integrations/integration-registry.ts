import type { ConnectPlatform } from '@core/live-sources/platforms';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { createFacebookApi } from '../platform-apis/facebook-api';
import { createInstagramApi } from '../platform-apis/instagram-api';
import { createKickApi } from '../platform-apis/kick-api';
import { createThreadsApi } from '../platform-apis/threads-api';
import { createTikTokApi } from '../platform-apis/tiktok-api';
import { createTwitchApi } from '../platform-apis/twitch-api';
import type { CreatorTokenPlatform } from './creator-tokens';
import facebookConnectRoutes from './facebook/connect-routes';
import { facebookCreatorTokens } from './facebook/connect-service';
import instagramConnectRoutes from './instagram/connect-routes';
import { instagramCreatorTokens } from './instagram/connect-service';
import kickConnectRoutes from './kick/connect-routes';
import { kickCreatorTokens } from './kick/connect-service';
import kickWebhookRoutes from './kick/kick-webhook-routes';
import threadsConnectRoutes from './threads/connect-routes';
import { threadsCreatorTokens } from './threads/connect-service';
import tiktokConnectRoutes from './tiktok/connect-routes';
import { tiktokCreatorTokens } from './tiktok/connect-service';
import twitchConnectRoutes from './twitch/connect-routes';
import { twitchCreatorTokens } from './twitch/connect-service';
import twitchEventSubRoutes from './twitch/eventsub-routes';

// Every platform a creator connects: one line each, its connect routes and, for a platform that
// pushes events to their counters, its incoming webhook (the rest is shared: oauth-connect.ts, the
// connections in connection-queries.ts, the events path in stream-events.ts). TikTok, Threads and
// Instagram push nothing: they are connected for the account's own follower count. Keyed by the core list of
// connect platforms, so a name added there without its line here fails the type check.
export const INTEGRATION_PLUGINS: Record<ConnectPlatform, ((app: FastifyInstance) => Promise<void>)[]> = {
  twitch: [twitchEventSubRoutes, twitchConnectRoutes],
  kick: [kickWebhookRoutes, kickConnectRoutes],
  tiktok: [tiktokConnectRoutes],
  threads: [threadsConnectRoutes],
  instagram: [instagramConnectRoutes],
  facebook: [facebookConnectRoutes],
};

/** How a platform's creator tokens are refreshed, and the cheapest call that proves one still works. */
export interface CreatorTokenCheck {
  tokens: CreatorTokenPlatform;
  check(accessToken: string): Promise<unknown>;
}

// Twitch requires an hourly /validate of every user token an app keeps; Kick's check is the
// token's own user (GET /public/v1/users without an id), TikTok's its user info, Threads' GET /me.
export const CREATOR_TOKEN_CHECKS: Record<ConnectPlatform, (config: Config) => CreatorTokenCheck> = {
  twitch: (config) => {
    const api = createTwitchApi(config);
    return { tokens: twitchCreatorTokens(api), check: (token) => api.validateToken(token) };
  },
  kick: (config) => {
    const api = createKickApi(config);
    return { tokens: kickCreatorTokens(api), check: (token) => api.getUser(token) };
  },
  tiktok: (config) => {
    const api = createTikTokApi(config);
    return { tokens: tiktokCreatorTokens(api), check: (token) => api.getUser(token) };
  },
  threads: (config) => {
    const api = createThreadsApi(config);
    return { tokens: threadsCreatorTokens(api), check: (token) => api.getProfile(token) };
  },
  // Instagram's check is the token's own account (GET /me), the call a count makes anyway.
  instagram: (config) => {
    const api = createInstagramApi(config);
    return { tokens: instagramCreatorTokens(api), check: (token) => api.getProfile(token) };
  },
  // Facebook's check is the Page token's own Page (GET /me: with a Page token, "me" is the Page).
  facebook: (config) => {
    const api = createFacebookApi(config);
    return { tokens: facebookCreatorTokens(api), check: (token) => api.getPage('me', token) };
  },
};
