import { ADMIN_MESSAGES } from '@core/api/admin';
import { api } from '@web/lib/api-client';
import { useAdminMutation } from './admin-mutation';

export type UserPricing = { userId: string; customPrice: string | null };

export function setUserPricing(body: UserPricing): Promise<{ message: string }> {
  return api.post('/api/admin/user-pricing', body);
}

export function useSetUserPricing() {
  return useAdminMutation({
    mutationFn: setUserPricing,
    success: ADMIN_MESSAGES.customPrice,
    keepsWork: true,
    failure: 'Failed to set custom price',
  });
}
