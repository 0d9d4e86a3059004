import { formatNumber } from '@core/counter/engine/format-number';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('equals Intl for the fast-path locales and any whole count', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('en', 'en-US', 'en-GB', 'en-CA', 'en-AU', 'en-NZ', 'en-IE', 'en-us'),
        fc.oneof(fc.nat(10_000), fc.integer({ min: 0, max: 1e15 })),
        (locale, n) => {
          expect(formatCount(n, locale)).toBe(formatNumber(n, locale));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('leaves other locales to Intl', () => {
    expect(formatCount(1_234_567, 'de-DE')).toBe('1.234.567');
    expect(formatCount(1_234_567, 'en-IN')).toBe('12,34,567');
  });
});
