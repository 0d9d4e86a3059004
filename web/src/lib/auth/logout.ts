import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { useLocation } from 'wouter';
import { CURRENT_USER_QUERY_KEY } from './use-current-user';

export function logout(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/logout');
}

// After logout the browser goes to /; a failure is only logged (docs/product.md §7).
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== '/api/pricing' });
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
      navigate('/');
    },
    onError: (error) => console.error('Logout failed', error),
  });
}
