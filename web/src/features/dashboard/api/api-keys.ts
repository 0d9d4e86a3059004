import type { ApiKey, KeyScope } from '@core/api/integrations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export type { ApiKey, KeyScope };

const KEY = ['/api/keys'];
const keyUrl = (id: string) => `/api/keys/${encodeURIComponent(id)}`;

export function useApiKeys(enabled: boolean) {
  return useQuery({ queryKey: KEY, queryFn: () => api.get<ApiKey[]>('/api/keys'), enabled });
}

/** The answer carries the full key: the only time it is ever shown. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KeyScope & { name: string }) => api.post<ApiKey & { key: string }>('/api/keys', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Narrows or widens what a key may do; effective on the key's next call. */
export function useUpdateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scope }: { id: string; scope: KeyScope }) => api.patch<ApiKey>(keyUrl(id), scope),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(keyUrl(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
