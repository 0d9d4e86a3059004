import type { ConnectPlatform } from '@core/live-sources/platforms';
import type { FastifyInstance } from 'fastify';
import kickConnectRoutes from './kick/connect-routes';
import kickWebhookRoutes from './kick/kick-webhook-routes';
import twitchConnectRoutes from './twitch/connect-routes';
import twitchEventSubRoutes from './twitch/eventsub-routes';

// Every platform a creator connects so that it pushes events to their counters: one line each,
// its incoming webhook and its connect routes (the rest is shared: oauth-connect.ts, the
// connections in connection-queries.ts, the events path in stream-events.ts). Keyed by the core
// list of connect platforms, so a name added there without its line here fails the type check.
export const INTEGRATION_PLUGINS: Record<ConnectPlatform, ((app: FastifyInstance) => Promise<void>)[]> = {
  twitch: [twitchEventSubRoutes, twitchConnectRoutes],
  kick: [kickWebhookRoutes, kickConnectRoutes],
};
