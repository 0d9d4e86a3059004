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

  it('show 0.00 for a missing or unreadable amount', () => {
    expect(formatPrice(null)).toBe('0.00');
    expect(formatPrice(undefined)).toBe('0.00');
    expect(formatPrice('abc')).toBe('0.00');
  });

  it('round the discount to a whole percent, and show none without a usable original price', () => {
    const price = (currentPrice: string, originalPrice: string) => ({
      currentPrice,
      originalPrice,
      isDiscountActive: true,
      discountedPrice: currentPrice,
    });
    expect(toPriceDisplay(price('2', '3'))).toMatchObject({ showDiscount: true, discountPercent: 33 });
    expect(toPriceDisplay(price('1', '3'))).toMatchObject({ showDiscount: true, discountPercent: 67 });
    expect(toPriceDisplay(price('3.99', '0'))).toEqual({
      showDiscount: false,
      originalPrice: '0.00',
      displayPrice: '3.99',
      discountPercent: 0,
    });
    expect(toPriceDisplay(price('3.99', 'n/a'))).toMatchObject({ showDiscount: false, discountPercent: 0 });
    expect(toPriceDisplay(price('3.99', '-5'))).toMatchObject({ showDiscount: false, discountPercent: 0 });
  });
});
