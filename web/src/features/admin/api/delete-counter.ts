import { ADMIN_MESSAGES } from '@core/api/admin';
import { api } from '@web/lib/api-client';
import { useDeleteAndReload } from './delete-and-reload';

export function deleteCounter(id: string): Promise<{ message: string }> {
  return api.delete(`/api/admin/counters/${encodeURIComponent(id)}`);
}

export function useDeleteCounter() {
  return useDeleteAndReload({
    mutationFn: deleteCounter,
    success: ADMIN_MESSAGES.counterDeleted,
    failure: 'Failed to delete counter. Please try again.',
  });
}
