import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLOCK_RECHECK_MS,
  CLOCK_SAMPLES,
  estimateClockOffset,
  offsetOfSample,
  serverNow,
} from './clock-offset';

describe('estimateClockOffset', () => {
  it('a browser clock two hours slow is corrected from one symmetric round trip', () => {
    const twoHours = 2 * 3_600_000;
    const sample = { sentAt: 1_000_000, serverTime: 1_000_050 + twoHours, receivedAt: 1_000_100 };
    expect(estimateClockOffset([sample])).toEqual({ offsetMs: twoHours, uncertaintyMs: 50 });
  });

  it('picks the sample with the shortest round trip', () => {
    const fiveMinutes = 300_000;
    const slow = { sentAt: 0, serverTime: 1_500 + fiveMinutes, receivedAt: 2_000 }; // skewed by a slow way back
    const fast = { sentAt: 10_000, serverTime: 10_020 + fiveMinutes, receivedAt: 10_040 };
    expect(estimateClockOffset([slow, fast])?.offsetMs).toBe(fiveMinutes);
    expect(estimateClockOffset([fast, slow])?.offsetMs).toBe(fiveMinutes);
  });

  it('ignores samples whose clock stepped backwards mid-request, and answers null with none left', () => {
    const stepped = { sentAt: 5_000, serverTime: 4_000, receivedAt: 4_900 };
    expect(estimateClockOffset([stepped])).toBeNull();
    expect(estimateClockOffset([])).toBeNull();
    expect(estimateClockOffset([stepped, { sentAt: 0, serverTime: 70, receivedAt: 100 }])?.offsetMs).toBe(20);
  });

  it('serverNow adds the offset and leaves the clock alone without one', () => {
    expect(serverNow({ offsetMs: -120, uncertaintyMs: 5 }, 10_000)).toBe(9_880);
    expect(serverNow(null, 10_000)).toBe(10_000);
  });

  it('the true offset lies within the stated uncertainty for any delays', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -86_400_000, max: 86_400_000 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 2_000 })), {
          minLength: 1,
          maxLength: 5,
        }),
        (trueOffset, delays) => {
          let browser = 1_700_000_000_000;
          const samples = delays.map(([out, back]) => {
            const sample = {
              sentAt: browser,
              serverTime: browser + out + trueOffset,
              receivedAt: browser + out + back,
            };
            browser += out + back + 1000;
            return sample;
          });
          const estimate = estimateClockOffset(samples);
          expect(estimate).not.toBeNull();
          expect(Math.abs((estimate?.offsetMs ?? 0) - trueOffset)).toBeLessThanOrEqual(
            (estimate?.uncertaintyMs ?? 0) + 0.5,
          );
          expect(offsetOfSample(samples[0] as (typeof samples)[0])).toBeCloseTo(
            trueOffset + ((delays[0]?.[0] ?? 0) - (delays[0]?.[1] ?? 0)) / 2,
          );
        },
      ),
    );
  });

  it('takes an answer within the same millisecond, and keeps the first of equally quick samples', () => {
    expect(estimateClockOffset([{ sentAt: 1000, receivedAt: 1000, serverTime: 1500 }])).toEqual({
      offsetMs: 500,
      uncertaintyMs: 0,
    });
    const tie = estimateClockOffset([
      { sentAt: 0, receivedAt: 40, serverTime: 1020 },
      { sentAt: 100, receivedAt: 140, serverTime: 2120 },
    ]);
    expect(tie).toEqual({ offsetMs: 1000, uncertaintyMs: 20 });
  });

  it('re-measures every 10 minutes with 3 samples', () => {
    expect(CLOCK_RECHECK_MS).toBe(600_000);
    expect(CLOCK_SAMPLES).toBe(3);
  });
});
