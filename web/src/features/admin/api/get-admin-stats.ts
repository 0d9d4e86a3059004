import type { AdminStats } from '@core/api/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { ADMIN_STATS_KEY } from './admin-keys';

export function getAdminStats(): Promise<AdminStats> {
  return api.get<AdminStats>('/api/admin/dashboard');
}

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: ADMIN_STATS_KEY, queryFn: getAdminStats });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
