import { describe, expect, it } from 'vitest';
import { createFormDefaults } from '../counter/settings-defaults';
import { describeCounter } from '../counter/share-text';
import type { CounterSource } from './counter-source-schema';
import { atLiveValue, versusStill } from './live-settings';

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

describe('a still of a live count shown versus', () => {
  const part = (displayName: string, value: number | null, platform: 'twitch' | 'youtube' = 'twitch') => ({
    platform,
    account: `handle:${displayName}`,
    displayName,
    avatarUrl: null,
    value,
    precision: value === null ? ('hidden' as const) : ('exact' as const),
    updatedAt: 1,
    note: null,
  });
  const race = (a: number | null, b: number | null): CounterSource => ({
    ...source(null),
    parts: [part('Alice', a), part('Bob', b, 'youtube')],
  });
  const versus = {
    ...settings,
    liveDisplay: 'versus' as const,
    versusLabels: ['Team A', ''] as [string, string],
  };

  it('has both sides, the creator’s labels first', () => {
    expect(versusStill(versus, race(1234, 1100))).toEqual({
      sides: [
        { label: 'Team A', platform: 'twitch', value: 1234 },
        { label: 'Bob', platform: 'youtube', value: 1100 },
      ],
      leader: 0,
      gap: 134,
      rounded: false,
      lead: 1234,
    });
  });

  it('is none for a sum display, or without a source', () => {
    expect(versusStill(settings, race(1, 2))).toBeNull();
    expect(versusStill({ ...versus, liveDisplay: 'sum' }, race(1, 2))).toBeNull();
    expect(versusStill(versus, null)).toBeNull();
    expect(versusStill(versus, undefined)).toBeNull();
  });

  it('stands at the count ahead, which its goal follows, not the sum', () => {
    expect(atLiveValue(versus, { ...race(1234, 1100), value: 2334 }).startNumber).toBe(1234);
    expect(atLiveValue(versus, { ...race(3, 1100), value: 1103 }).startNumber).toBe(1100);
    // One side hidden: the other's count.
    expect(atLiveValue(versus, { ...race(null, 1100), value: null }).startNumber).toBe(1100);
    // Neither: as it is.
    expect(atLiveValue(versus, race(null, null))).toBe(versus);
  });

  it('says both sides in the page title and its description', () => {
    const still = atLiveValue(versus, race(1234, 1100));
    expect(describeCounter(still, 0, versusStill(versus, race(1234, 1100)))).toEqual({
      title: 'Road to 2K — Team A: 1,234, Bob: 1,100',
      description:
        'Road to 2K — Team A: 1,234, Bob: 1,100. Team A leads by +134. A live counter, made with Countstream.',
    });
    // Without a versus, the number as before.
    expect(describeCounter(still, 0, null).title).toBe('Road to 2K — 1,234 of 2,000');
  });
});
