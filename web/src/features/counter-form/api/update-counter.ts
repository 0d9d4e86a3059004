import type { CounterDetail } from '@core/api/counters';
import type { CounterBody } from '@core/counter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { COUNTERS_QUERY_KEY } from './create-counter';

export function updateCounter({ id, body }: { id: string; body: CounterBody }): Promise<CounterDetail> {
  return api.put<CounterDetail>(`/api/counters/${encodeURIComponent(id)}`, body);
}

// The prefix key also drops the cached copy of this counter, so the next edit loads fresh.
export function useUpdateCounter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCounter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUNTERS_QUERY_KEY }),
  });
}
