import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@web/lib/auth/use-current-user';

export type FixCustomerResponse = { customerId: string };

export function fixPaddleCustomer(): Promise<FixCustomerResponse> {
  return api.post<FixCustomerResponse>('/api/fix-paddle-customer');
}

// The user is refreshed before the mutation settles (docs/product.md §7), so checkout continues with the
// stored payment customer id rather than a stale cached user.
export const fixPaddleCustomerMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: fixPaddleCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });

export function useFixPaddleCustomer() {
  return useMutation(fixPaddleCustomerMutationOptions(useQueryClient()));
}
