import type { CounterDetail } from '@core/api/counters';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

// The owner's counter (GET /api/counters/{id}); same key as the edit form, so the cache is shared.
export function useCounterDetail(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/counters', id],
    queryFn: () => api.get<CounterDetail>(`/api/counters/${encodeURIComponent(id)}`),
    enabled,
  });
}
