import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { KICK_URL, kickKey } from './get-kick-connection';

/** DELETE /api/integrations/kick: removes the event subscriptions at Kick, then the connection. */
export function useDisconnectKick() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ connected: false }>(KICK_URL),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kickKey }),
  });
}
