import { describe, expect, it } from 'vitest';
import type { SourcePart } from './counter-source-schema';
import { sumSource, weakestPrecision } from './sum-source';

const part = (over: Partial<SourcePart>): SourcePart => ({
  platform: 'twitch',
  account: 'handle:alice',
  displayName: 'Alice',
  avatarUrl: null,
  value: 10,
  precision: 'exact',
  updatedAt: 1000,
  note: null,
  ...over,
});

describe('the sum of followed counts', () => {
  it('adds exact counts and keeps the newest update time', () => {
    const s = sumSource([part({ value: 1200, updatedAt: 5 }), part({ value: 34, updatedAt: 9 })], 0);
    expect(s).toMatchObject({ value: 1234, precision: 'exact', updatedAt: 9, stale: false });
    expect(s.parts).toHaveLength(2);
  });

  it('is rounded when one part is, and still shows the sum', () => {
    const s = sumSource([part({ value: 1240000, precision: 'rounded' }), part({ value: 5 })], 0);
    expect(s).toMatchObject({ value: 1240005, precision: 'rounded' });
  });

  it('is counted when one part is our own tally of follows, and still shows the sum', () => {
    const s = sumSource([part({ value: 500, precision: 'counted' }), part({ value: 5 })], 0);
    expect(s).toMatchObject({ value: 505, precision: 'counted' });
    const r = sumSource([part({ value: 500, precision: 'counted' }), part({ precision: 'rounded' })], 0);
    expect(r).toMatchObject({ value: 510, precision: 'counted' });
  });

  it('shows no number when one part is hidden, so the hidden count cannot be worked out', () => {
    const s = sumSource([part({ value: null, precision: 'hidden' }), part({ value: 5 })], 0);
    expect(s.value).toBeNull();
    expect(s.precision).toBe('hidden');
    expect(JSON.stringify(s)).not.toContain('"value":5,"precision":"hidden"');
  });

  it('shows nothing while a part has never been read, and says so', () => {
    expect(
      sumSource([part({ value: null, precision: 'unavailable', updatedAt: null }), part({})], 0),
    ).toMatchObject({
      value: null,
      precision: 'unavailable',
      updatedAt: 1000,
    });
    expect(sumSource([], 0)).toMatchObject({ value: null, precision: 'unavailable', updatedAt: null });
  });

  it('is stale when a part could not be read on time', () => {
    expect(sumSource([part({})], 1).stale).toBe(true);
  });

  it('ranks precisions: unavailable < hidden < counted < rounded < exact', () => {
    expect(weakestPrecision([])).toBe('exact');
    expect(weakestPrecision(['exact', 'rounded'])).toBe('rounded');
    expect(weakestPrecision(['rounded', 'counted', 'exact'])).toBe('counted');
    expect(weakestPrecision(['counted', 'hidden'])).toBe('hidden');
    expect(weakestPrecision(['rounded', 'hidden', 'exact'])).toBe('hidden');
    expect(weakestPrecision(['hidden', 'unavailable'])).toBe('unavailable');
  });
});
