import type { AdminUserBilling, BillingJobs, UnmatchedEvents } from '@core/api/billing-admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { ADMIN_BILLING_KEY } from './admin-keys';

/** Cancels Paddle has not confirmed yet (durable jobs retried with backoff). */
export function useBillingJobs() {
  return useQuery({
    queryKey: [...ADMIN_BILLING_KEY, 'jobs'],
    queryFn: () => api.get<BillingJobs>('/api/admin/billing/jobs'),
    refetchOnMount: 'always',
  });
}

/** Paddle events that matched no user yet. */
export function useUnmatchedEvents() {
  return useQuery({
    queryKey: [...ADMIN_BILLING_KEY, 'unmatched'],
    queryFn: () => api.get<UnmatchedEvents>('/api/admin/billing/unmatched'),
    refetchOnMount: 'always',
  });
}

/** One user's Paddle subscriptions and payments with their refund state. */
export function useUserBilling(userId: string | null) {
  return useQuery({
    queryKey: [...ADMIN_BILLING_KEY, 'user', userId],
    queryFn: () => api.get<AdminUserBilling>(`/api/admin/users/${encodeURIComponent(userId ?? '')}/billing`),
    enabled: userId !== null,
    refetchOnMount: 'always',
  });
}
