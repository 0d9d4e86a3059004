import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@web/lib/auth/use-current-user';

export function deleteAccount(): Promise<{ message: string }> {
  return api.delete<{ message: string }>('/api/user');
}

// The server has ended the session with the account: forget everything cached about the user
// (the public price stays), so no screen shows the deleted account's data.
export const deleteAccountMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== '/api/pricing' });
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
    },
  });

export function useDeleteAccount() {
  return useMutation(deleteAccountMutationOptions(useQueryClient()));
}
