import type { Connections } from '@core/api/connections';
import type { ConnectPlatform } from '@core/live-sources/platforms';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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
 * GET /api/integrations/<platform>: the user's connection to one platform, and whether this server
 * can connect it at all (`available`: the platform's app keys are set).
 */
export const platformStatusQueryOptions = (platform: ConnectPlatform) => {
  const url = `/api/integrations/${encodeURIComponent(platform)}`;
  return queryOptions({
    queryKey: [url] as const,
    queryFn: () => api.get<{ connected: boolean; available: boolean }>(url),
    staleTime: 60_000,
  });
};

/**
 * Where a platform's Reconnect starts: the same connect as the first time (a page navigation to our
 * redirect to the platform), coming back to `returnTo`.
 */
export function platformConnectUrl(platform: string, returnTo: string): string {
  return `/api/integrations/${encodeURIComponent(platform)}/connect?${new URLSearchParams({ returnTo })}`;
}

/**
 * DELETE /api/integrations/<platform>: ends the user's connection to the platform (each platform's
 * own route removes what it made there, then the connection). The connections list and the
 * platform's own status are read again after.
 */
export function useDisconnectPlatform(platform: ConnectPlatform) {
  const queryClient = useQueryClient();
  const url = `/api/integrations/${encodeURIComponent(platform)}`;
  return useMutation({
    mutationFn: () => api.delete<{ connected: false }>(url),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: connectionsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: [url] }),
      ]),
  });
}
