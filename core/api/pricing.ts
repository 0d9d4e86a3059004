import { z } from 'zod';

export const DEFAULT_GENERAL_PRICE = '4.99';

// GET /api/pricing. Prices are decimal strings with two places ('4.99').
export const pricingSchema = z.object({
  currentPrice: z.string(),
  originalPrice: z.string(),
  isDiscountActive: z.boolean(),
  discountedPrice: z.string().nullable(),
});
export type Pricing = z.infer<typeof pricingSchema>;

export const subscriptionSettingsSchema = z.object({
  generalPrice: z.string(),
  isDiscountActive: z.boolean(),
  discountedPrice: z.string().nullable(),
});
export type SubscriptionSettings = z.infer<typeof subscriptionSettingsSchema>;

export function toPriceString(value: number | string): string {
  return Number(value).toFixed(2);
}
