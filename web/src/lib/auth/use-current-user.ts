import type { CurrentUser, SessionAnswer } from '@core/api/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfResNotOk } from '@web/lib/api-client';

export const CURRENT_USER_QUERY_KEY = ['/api/user'] as const;
const FIVE_MINUTES_MS = 5 * 60 * 1000;

// Signed out is no user, not an error (docs/product.md §4, §7). Asked of /api/session, which answers
// 200 with null for visitors, so public pages never log a 401; a 401 still means no user.
export async function getCurrentUser(): Promise<CurrentUser | null> {
  const res = await sendRequest('GET', '/api/session');
  if (res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await readJson<SessionAnswer>(res)).user;
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: getCurrentUser,
    retry: false,
    staleTime: FIVE_MINUTES_MS,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  });

export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: user !== null,
    isAdmin: user?.role === 'admin',
  };
}

export function displayName(user: Pick<CurrentUser, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email;
}
