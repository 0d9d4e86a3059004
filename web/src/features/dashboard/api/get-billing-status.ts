import type { BillingStatus } from '@core/api/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const BILLING_STATUS_QUERY_KEY = ['/api/billing/status'] as const;

export function getBillingStatus(): Promise<BillingStatus> {
  return api.get<BillingStatus>('/api/billing/status');
}

// The signed-in user's own subscriptions: the billing-problem banner, 'Premium until' and Resume.
export const billingStatusQueryOptions = () =>
  queryOptions({ queryKey: BILLING_STATUS_QUERY_KEY, queryFn: getBillingStatus });

export function useBillingStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...billingStatusQueryOptions(), enabled });
}
