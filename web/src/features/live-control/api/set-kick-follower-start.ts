import type { KickFollowerStart, KickFollowers } from '@core/api/kick';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { KICK_URL, kickKey } from './get-kick-connection';

/** PUT /api/integrations/kick/followers: the follower count the Kick channel shows now, counted on from. */
export function useSetKickFollowerStart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KickFollowerStart) => api.put<KickFollowers>(`${KICK_URL}/followers`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kickKey }),
  });
}
