import type { KickStatus } from '@core/api/kick';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const KICK_URL = '/api/integrations/kick';
export const kickKey = [KICK_URL];

/** GET /api/integrations/kick: the user's Kick connection (channel name, subscriptions). */
export function useKickConnection() {
  return useQuery({ queryKey: kickKey, queryFn: () => api.get<KickStatus>(KICK_URL) });
}
