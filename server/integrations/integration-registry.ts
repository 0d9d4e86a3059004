import type { ConnectPlatform } from '@core/live-sources/platforms';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { createInstagramApi } from '../platform-apis/instagram-api';
import { createKickApi } from '../platform-apis/kick-api';
import { createTwitchApi } from '../platform-apis/twitch-api';
import type { CreatorTokenPlatform } from './creator-tokens';
import instagramConnectRoutes from './instagram/connect-routes';
import { instagramCreatorTokens } from './instagram/connect-service';
import kickConnectRoutes from './kick/connect-routes';
import { kickCreatorTokens } from './kick/connect-service';
import kickWebhookRoutes from './kick/kick-webhook-routes';
import twitchConnectRoutes from './twitch/connect-routes';
import { twitchCreatorTokens } from './twitch/connect-service';
import twitchEventSubRoutes from './twitch/eventsub-routes';

// Every platform a creator connects, so that it pushes events to their counters or so that its
// counts can be read with their token: one line each, its incoming webhook (if any) and its connect routes (the rest is shared: oauth-connect.ts, the
// connections in connection-queries.ts, the events path in stream-events.ts). Keyed by the core
// list of connect platforms, so a name added there without its line here fails the type check.
export const INTEGRATION_PLUGINS: Record<ConnectPlatform, ((app: FastifyInstance) => Promise<void>)[]> = {
  twitch: [twitchEventSubRoutes, twitchConnectRoutes],
  kick: [kickWebhookRoutes, kickConnectRoutes],
  // Connected for its follower count only (live-sources/platforms/instagram/): no webhook.
  instagram: [instagramConnectRoutes],
};

/** How a platform's creator tokens are refreshed, and the cheapest call that proves one still works. */
export interface CreatorTokenCheck {
  tokens: CreatorTokenPlatform;
  check(accessToken: string): Promise<unknown>;
}

// Twitch requires an hourly /validate of every user token an app keeps; Kick's check is the
// token's own user (GET /public/v1/users without an id).
export const CREATOR_TOKEN_CHECKS: Record<ConnectPlatform, (config: Config) => CreatorTokenCheck> = {
  twitch: (config) => {
    const api = createTwitchApi(config);
    return { tokens: twitchCreatorTokens(api), check: (token) => api.validateToken(token) };
  },
  kick: (config) => {
    const api = createKickApi(config);
    return { tokens: kickCreatorTokens(api), check: (token) => api.getUser(token) };
  },
  // Instagram's check is the token's own account (GET /me), the call a count makes anyway.
  instagram: (config) => {
    const api = createInstagramApi(config);
    return { tokens: instagramCreatorTokens(api), check: (token) => api.getProfile(token) };
  },
};
