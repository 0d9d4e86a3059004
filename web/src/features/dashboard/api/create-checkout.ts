import type { CheckoutResponse } from '@core/api/billing';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export function createCheckout(): Promise<CheckoutResponse> {
  return api.post<CheckoutResponse>('/api/billing/checkout');
}

// The server picks what is bought (regular, discounted or the user's custom price), so a stale
// page can never open checkout at a price that no longer applies.
export const createCheckoutMutationOptions = () => mutationOptions({ mutationFn: createCheckout });

export function useCreateCheckout() {
  return useMutation(createCheckoutMutationOptions());
}
