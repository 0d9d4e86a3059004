import type { SubscriptionSettings } from '@core/api/pricing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { SUBSCRIPTION_SETTINGS_KEY } from './admin-keys';

export function getSubscriptionSettings(): Promise<SubscriptionSettings> {
  return api.get<SubscriptionSettings>('/api/admin/subscription-settings');
}

export const subscriptionSettingsQueryOptions = () =>
  queryOptions({ queryKey: SUBSCRIPTION_SETTINGS_KEY, queryFn: getSubscriptionSettings });

export function useSubscriptionSettings() {
  return useQuery(subscriptionSettingsQueryOptions());
}
