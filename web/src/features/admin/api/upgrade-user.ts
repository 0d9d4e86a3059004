import { ADMIN_MESSAGES } from '@core/api/admin';
import { api } from '@web/lib/api-client';
import { useAdminMutation } from './admin-mutation';

export function upgradeUser(userId: string): Promise<{ message: string }> {
  return api.post('/api/admin/upgrade-user', { userId });
}

export function useUpgradeUser() {
  return useAdminMutation({
    mutationFn: upgradeUser,
    success: ADMIN_MESSAGES.upgrade,
    failure: 'Failed to upgrade user',
  });
}
