import { describe, expect, it } from 'vitest';
import { createFormDefaults } from '../counter/settings-defaults';
import { describeCounter } from '../counter/share-text';
import type { CounterSource } from './counter-source-schema';
import { atLiveValue } from './live-settings';

const settings = {
  ...createFormDefaults(new Date('2026-05-01T12:00:00Z'), 'UTC'),
  countdownType: 'number' as const,
  title: 'Road to 2K',
  startNumber: 500,
  endNumber: 2000,
};
const source = (value: number | null, precision: CounterSource['precision'] = 'exact'): CounterSource => ({
  value,
  precision,
  updatedAt: 1,
  stale: false,
  parts: [],
});

describe('a still of a live count', () => {
  it('shows the current sum, not the start number', () => {
    const still = atLiveValue(settings, source(1234));
    expect(still.startNumber).toBe(1234);
    expect(still.endNumber).toBe(2000);
    expect(describeCounter(still, 0).title).toBe('Road to 2K — 1,234 of 2,000');
  });

  it('leaves a counter without a sum to show as it is', () => {
    expect(atLiveValue(settings, source(null, 'hidden'))).toBe(settings);
    expect(atLiveValue(settings, undefined)).toBe(settings);
    expect(atLiveValue(settings, null)).toBe(settings);
  });
});
