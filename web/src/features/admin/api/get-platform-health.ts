import type { PlatformHealth } from '@core/api/health';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const PLATFORM_HEALTH_KEY = ['/api/admin/health'] as const;

// Measured on each visit of the admin screen; stale after a minute.
export function usePlatformHealth() {
  return useQuery({
    queryKey: PLATFORM_HEALTH_KEY,
    queryFn: () => api.get<PlatformHealth>('/api/admin/health'),
    staleTime: 60_000,
    refetchOnMount: 'always',
  });
}
