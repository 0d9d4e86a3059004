import type { VerifyEmailBody } from '@core/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@web/lib/auth/use-current-user';

// Opened where the account is not signed in, the link also needs the account's password.
export function verifyEmail(body: VerifyEmailBody): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/verify-email', body);
}

// A confirmed address changes the current user (banner, maybe admin): fetch it again.
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
}
