import type { AdminCounterPage } from '@core/api/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { ADMIN_COUNTERS_KEY, type ListParams, listUrl } from './admin-keys';

// The shape the server answers (core/api/admin.ts), totalIsCapped included.
export type { AdminCounterPage };

export function getAdminCounters(params: ListParams): Promise<AdminCounterPage> {
  return api.get<AdminCounterPage>(listUrl('/api/admin/counters', params));
}

export const adminCountersQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...ADMIN_COUNTERS_KEY, params],
    queryFn: () => getAdminCounters(params),
    placeholderData: keepPreviousData,
  });

export function useAdminCounters(params: ListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminCountersQueryOptions(params), enabled });
}
