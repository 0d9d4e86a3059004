import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from './use-current-user';

// Mails the signed-in user a new confirmation link; the newest link ends older ones.
export function resendAddressProof(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/verify-email/resend');
}

export function useResendAddressProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendAddressProof,
    // A 409 means another tab already confirmed it: fetch the user so the banner goes away.
    onError: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
}
