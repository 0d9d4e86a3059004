import type { CounterView } from '@core/api/counters';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

// GET /api/counters/{id}/view: the public view, read here only for its live count (`source`) on
// the cards of counters that follow one. Under the counters' key, so a save refreshes it too.

export function getCounterView(id: string): Promise<CounterView> {
  return api.get<CounterView>(`/api/counters/${encodeURIComponent(id)}/view`);
}

/** Premium counts move every minute at most: asking more often would show nothing new. */
const REFRESH_MS = 60_000;

export const counterViewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/counters', id, 'view'] as const,
    queryFn: () => getCounterView(id),
    staleTime: REFRESH_MS / 2,
    refetchInterval: REFRESH_MS,
  });

export function useCounterView(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...counterViewQueryOptions(id), enabled });
}
