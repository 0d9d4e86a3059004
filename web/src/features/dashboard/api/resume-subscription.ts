import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { BILLING_STATUS_QUERY_KEY } from './get-billing-status';

export function resumeSubscription(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/billing/resume');
}

// Paddle confirms the removed cancel by webhook; the status is read again to pick it up.
export const resumeSubscriptionMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: resumeSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_STATUS_QUERY_KEY }),
  });

export function useResumeSubscription() {
  return useMutation(resumeSubscriptionMutationOptions(useQueryClient()));
}
