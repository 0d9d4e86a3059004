import type { PriceValue, Pricing } from './get-pricing';

// Prices always show with two decimals (docs/product.md §9).
export function formatPrice(value: PriceValue | null | undefined): string {
  const amount = Number(value);
  return Number.isFinite(amount) ? amount.toFixed(2) : '0.00';
}

export type PriceDisplay = {
  showDiscount: boolean;
  originalPrice: string;
  displayPrice: string;
  discountPercent: number;
};

// The current price alone when it equals the original; otherwise a discount display (docs/product.md §4).
export function toPriceDisplay(pricing: Pricing): PriceDisplay {
  const current = Number(pricing.currentPrice);
  const original = Number(pricing.originalPrice);
  const showDiscount = Number.isFinite(original) && original > 0 && current !== original;
  return {
    showDiscount,
    originalPrice: formatPrice(original),
    displayPrice: formatPrice(current),
    discountPercent: showDiscount ? Math.round(((original - current) / original) * 100) : 0,
  };
}
