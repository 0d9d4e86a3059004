import type { CounterDetail } from '@core/api/counters';
import type { CounterBody } from '@core/counter/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { KEEPS_WORK_META } from '@web/lib/auth/session-ended';
import { invalidateCounters, setCachedCounter } from '@web/lib/counters-query';

export function createCounter(body: CounterBody): Promise<CounterDetail> {
  return api.post<CounterDetail>('/api/counters', body);
}

// Refreshes the counters list (and any cached counter) after a save (docs/product.md §4).
export function useCreateCounter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCounter,
    meta: KEEPS_WORK_META,
    // The new counter's details stay in the cache: the dashboard card knows it follows live counts.
    onSuccess: (counter) => {
      setCachedCounter(queryClient, counter);
      return invalidateCounters(queryClient);
    },
  });
}
