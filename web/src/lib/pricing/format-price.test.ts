import { describe, expect, it } from 'vitest';
import { formatPrice, toPriceDisplay } from './format-price';

describe('prices', () => {
  it('show two decimals for strings and numbers', () => {
    expect(formatPrice('4.99')).toBe('4.99');
    expect(formatPrice(5)).toBe('5.00');
    expect(formatPrice('3.5')).toBe('3.50');
  });

  it('show a discount only when current and original differ', () => {
    const same = {
      currentPrice: '4.99',
      originalPrice: 4.99,
      isDiscountActive: false,
      discountedPrice: null,
    };
    expect(toPriceDisplay(same)).toMatchObject({ showDiscount: false, displayPrice: '4.99' });
    const discounted = {
      currentPrice: '3.99',
      originalPrice: '4.99',
      isDiscountActive: true,
      discountedPrice: '3.99',
    };
    expect(toPriceDisplay(discounted)).toEqual({
      showDiscount: true,
      originalPrice: '4.99',
      displayPrice: '3.99',
      discountPercent: 20,
    });
  });
});
