import { ADMIN_MESSAGES } from '@core/api/admin';
import { api } from '@web/lib/api-client';
import { useDeleteAndReload } from './delete-and-reload';

export function deleteUser(id: string): Promise<{ message: string }> {
  return api.delete(`/api/admin/users/${encodeURIComponent(id)}`);
}

export function useDeleteUser() {
  return useDeleteAndReload({
    mutationFn: deleteUser,
    success: ADMIN_MESSAGES.userDeleted,
    failure: 'Failed to delete user. Please try again.',
  });
}
