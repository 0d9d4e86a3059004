import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { keepsWork } from './auth/session-ended';
import { handleUnauthorized } from './unauthorized';

// Default query: GET to the path formed by joining the key segments (docs/product.md §7).
export const defaultQueryFn: QueryFunction = ({ queryKey }) => apiRequest('GET', queryKey.join('/'));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleUnauthorized }),
    // A save that keeps the user's work handles its own 401 (see auth/session-ended.ts).
    mutationCache: new MutationCache({
      onError: (error, _vars, _context, mutation) => {
        if (!keepsWork(mutation.meta)) handleUnauthorized(error);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
