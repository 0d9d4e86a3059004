import type { CounterSummary } from '@core/api/counters';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

// The key is the path (docs/product.md §7); the form invalidates the same key after a save.
export const COUNTERS_QUERY_KEY = ['/api/counters'] as const;

export function getCounters(): Promise<CounterSummary[]> {
  return api.get<CounterSummary[]>('/api/counters');
}

export const countersQueryOptions = () =>
  queryOptions({ queryKey: COUNTERS_QUERY_KEY, queryFn: getCounters });

// Only while signed in (docs/product.md §6).
export function useCounters({ enabled }: { enabled: boolean }) {
  return useQuery({ ...countersQueryOptions(), enabled });
}
