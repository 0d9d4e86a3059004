import { ADMIN_MESSAGES } from '@core/api/admin';
import { api } from '@web/lib/api-client';
import { useAdminMutation } from './admin-mutation';

export type DiscountSettings = { discountedPrice: string | null; isDiscountActive: boolean };

export function updateDiscountSettings(body: DiscountSettings): Promise<{ message: string }> {
  return api.post('/api/admin/discount-settings', body);
}

export function useUpdateDiscountSettings() {
  return useAdminMutation({
    mutationFn: updateDiscountSettings,
    success: ADMIN_MESSAGES.discount,
    keepsWork: true,
    failure: 'Failed to update discount settings',
  });
}
