import type { CounterDetail } from '@core/api/counters';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const counterQueryKey = (id: string) => ['/api/counters', id] as const;

export function getCounter(id: string): Promise<CounterDetail> {
  return api.get<CounterDetail>(`/api/counters/${encodeURIComponent(id)}`);
}

export const counterQueryOptions = (id: string) =>
  queryOptions({ queryKey: counterQueryKey(id), queryFn: () => getCounter(id) });

// Only in edit mode and with a signed-in user (docs/product.md §6, §7).
export function useCounter(id: string | undefined, { enabled }: { enabled: boolean }) {
  return useQuery({ ...counterQueryOptions(id ?? ''), enabled: enabled && Boolean(id) });
}
