import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export type PortalSession = { url: string; updatePaymentMethodUrl: string | null };

export function openBillingPortal(): Promise<PortalSession> {
  return api.post<PortalSession>('/api/billing/portal');
}

// Portal session links are short-lived and single-user, so one is asked for at each click.
export const openBillingPortalMutationOptions = () => mutationOptions({ mutationFn: openBillingPortal });

export function useOpenBillingPortal() {
  return useMutation(openBillingPortalMutationOptions());
}
