import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { COUNTERS_QUERY_KEY } from './get-counters';

export function deleteCounter(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/counters/${encodeURIComponent(id)}`);
}

// A deletion refreshes the counter list (docs/product.md §4).
export function useDeleteCounter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCounter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUNTERS_QUERY_KEY }),
  });
}
