import { ADMIN_MESSAGES } from '@core/api/admin';
import { api } from '@web/lib/api-client';
import { useAdminMutation } from './admin-mutation';

export function updateGeneralPrice(generalPrice: string): Promise<{ message: string }> {
  return api.post('/api/admin/subscription-settings', { generalPrice });
}

export function useUpdateGeneralPrice() {
  return useAdminMutation({
    mutationFn: updateGeneralPrice,
    success: ADMIN_MESSAGES.generalPrice,
    keepsWork: true,
    failure: 'Failed to update price',
  });
}
