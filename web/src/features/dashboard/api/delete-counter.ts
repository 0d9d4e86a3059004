import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateCounters } from '@web/lib/counters-query';

export function deleteCounter(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/counters/${encodeURIComponent(id)}`);
}

// A deletion refreshes the counter list (docs/product.md §4).
export function useDeleteCounter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCounter,
    onSuccess: () => invalidateCounters(queryClient),
  });
}
