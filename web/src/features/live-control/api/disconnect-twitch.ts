import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { TWITCH_URL, twitchKey } from './get-twitch-connection';

/** DELETE /api/integrations/twitch: removes the EventSub subscriptions at Twitch, then the connection. */
export function useDisconnectTwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ connected: false }>(TWITCH_URL),
    onSettled: () => queryClient.invalidateQueries({ queryKey: twitchKey }),
  });
}
