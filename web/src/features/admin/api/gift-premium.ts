import { ADMIN_MESSAGES, type GIFT_MONTHS } from '@core/api/admin';
import { api } from '@web/lib/api-client';
import { useAdminMutation } from './admin-mutation';

export type GiftMonths = (typeof GIFT_MONTHS)[number];
export type GiftPremium = { userId: string; months: GiftMonths };

export function giftPremium(body: GiftPremium): Promise<{ message: string }> {
  return api.post('/api/admin/gift-premium', body);
}

export function useGiftPremium() {
  return useAdminMutation({
    mutationFn: giftPremium,
    success: ADMIN_MESSAGES.gift,
    failure: 'Failed to gift premium',
  });
}
