import type { TwitchStatus } from '@core/api/twitch';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const TWITCH_URL = '/api/integrations/twitch';
export const twitchKey = [TWITCH_URL];

/** GET /api/integrations/twitch: the user's Twitch connection (login, broken or not). */
export function useTwitchConnection() {
  return useQuery({ queryKey: twitchKey, queryFn: () => api.get<TwitchStatus>(TWITCH_URL) });
}
