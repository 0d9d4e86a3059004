import type { AdminUserPage } from '@core/api/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { ADMIN_USERS_KEY, type ListParams, listUrl } from './admin-keys';

// The shape the server answers (core/api/admin.ts), totalIsCapped included.
export type { AdminUserPage };

export function getAdminUsers(params: ListParams): Promise<AdminUserPage> {
  return api.get<AdminUserPage>(listUrl('/api/admin/users', params));
}

export const adminUsersQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_KEY, params],
    queryFn: () => getAdminUsers(params),
    // Keep the current rows on screen while the next page or search result loads.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(params: ListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminUsersQueryOptions(params), enabled });
}
