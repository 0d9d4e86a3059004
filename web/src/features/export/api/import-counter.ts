import type { CounterDetail } from '@core/api/counters';
import type { CounterImport } from '@core/api/export';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateCounterList } from '@web/lib/counters-query';

// POST /api/counters/import; the dashboard's list is refreshed on success.
export function useImportCounter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CounterImport) => api.post<CounterDetail>('/api/counters/import', body),
    onSuccess: () => invalidateCounterList(queryClient),
  });
}
