import type { CounterDetail } from '@core/api/counters';
import type { CounterBody } from '@core/counter/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { KEEPS_WORK_META } from '@web/lib/auth/session-ended';
import { invalidateCounters } from '@web/lib/counters-query';

export function updateCounter({ id, body }: { id: string; body: CounterBody }): Promise<CounterDetail> {
  return api.put<CounterDetail>(`/api/counters/${encodeURIComponent(id)}`, body);
}

// Refreshes the list and drops the cached copy of this counter, so the next edit loads fresh.
export function useUpdateCounter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCounter,
    meta: KEEPS_WORK_META,
    onSuccess: () => invalidateCounters(queryClient),
  });
}
