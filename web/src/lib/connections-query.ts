import type { Connections } from '@core/api/connections';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

// GET /api/integrations/connections: the signed-in user's connected platforms and where each
// stands. The dashboard and the counter form read it for the reconnect banner.
const CONNECTIONS_PATH = '/api/integrations/connections';

export const connectionsQueryOptions = () =>
  queryOptions({
    queryKey: [CONNECTIONS_PATH] as const,
    queryFn: () => api.get<Connections>(CONNECTIONS_PATH),
    staleTime: 60_000,
  });

/**
 * Where a platform's Reconnect starts: the same connect as the first time (a page navigation to our
 * redirect to the platform), coming back to `returnTo`.
 */
export function platformConnectUrl(platform: string, returnTo: string): string {
  return `/api/integrations/${encodeURIComponent(platform)}/connect?${new URLSearchParams({ returnTo })}`;
}
