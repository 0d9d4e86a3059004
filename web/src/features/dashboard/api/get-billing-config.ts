import type { BillingConfig } from '@core/api/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const BILLING_CONFIG_QUERY_KEY = ['/api/billing/config'] as const;

export function getBillingConfig(): Promise<BillingConfig> {
  return api.get<BillingConfig>('/api/billing/config');
}

// Read once per page load: the token and environment only change with a server restart, and the
// price to charge is decided by the server's checkout answer, not by this cached copy.
export const billingConfigQueryOptions = () =>
  queryOptions({ queryKey: BILLING_CONFIG_QUERY_KEY, queryFn: getBillingConfig });

export function useBillingConfig() {
  return useQuery(billingConfigQueryOptions());
}
