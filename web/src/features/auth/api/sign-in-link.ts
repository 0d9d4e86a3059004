import type { CurrentUser, SignInLinkBody } from '@core/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@web/lib/auth/use-current-user';

export function requestSignInLink(body: SignInLinkBody): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/sign-in-link', body);
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: requestSignInLink });
}

export function signInWithLink(token: string): Promise<CurrentUser> {
  return api.post<CurrentUser>('/api/sign-in-link/use', { token });
}

// The link's user becomes the current user, as after a password sign-in.
export function useSignInWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithLink,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user),
  });
}
