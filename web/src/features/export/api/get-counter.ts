import { useQuery } from '@tanstack/react-query';
import { counterQueryOptions } from '@web/lib/counters-query';

// The owner's counter (GET /api/counters/{id}); same key as the edit form, so the cache is shared.
export function useCounterDetail(id: string, enabled: boolean) {
  return useQuery({ ...counterQueryOptions(id), enabled });
}
