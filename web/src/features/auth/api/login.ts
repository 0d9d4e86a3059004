import type { CurrentUser, LoginBody } from '@core/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@web/lib/auth/use-current-user';

export function login(body: LoginBody): Promise<CurrentUser> {
  return api.post<CurrentUser>('/api/login', body);
}

// The returned user becomes the current user (docs/product.md §7).
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user),
  });
}
