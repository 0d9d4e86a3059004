import { ADMIN_MESSAGES } from '@core/api/admin';
import { api } from '@web/lib/api-client';
import { useAdminMutation } from './admin-mutation';

export function downgradeUser(userId: string): Promise<{ message: string }> {
  return api.post('/api/admin/downgrade-user', { userId });
}

export function useDowngradeUser() {
  return useAdminMutation({
    mutationFn: downgradeUser,
    success: ADMIN_MESSAGES.downgrade,
    failure: 'Failed to downgrade user',
  });
}
