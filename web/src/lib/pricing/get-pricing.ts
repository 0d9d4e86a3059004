import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

// Amounts may arrive as strings or numbers (docs/product.md §3).
export type PriceValue = string | number;
export type Pricing = {
  currentPrice: PriceValue;
  originalPrice: PriceValue;
  isDiscountActive: boolean;
  discountedPrice: PriceValue | null;
};

export const PRICING_QUERY_KEY = ['/api/pricing'] as const;

export function getPricing(): Promise<Pricing> {
  return api.get<Pricing>('/api/pricing');
}

export const pricingQueryOptions = () =>
  queryOptions({
    queryKey: PRICING_QUERY_KEY,
    queryFn: getPricing,
    staleTime: 5 * 60 * 1000,
    gcTime: 10 * 60 * 1000,
  });

export function usePricing() {
  return useQuery(pricingQueryOptions());
}
