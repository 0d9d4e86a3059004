import { describe, expect, it } from 'vitest';
import { numberProgress } from './engine/number-run';
import { progressWordsText } from './progress-words';

const goal = { startNumber: 99_850, endNumber: 100_000 };
const words = (value: number, s: Parameters<typeof progressWordsText>[2]) =>
  progressWordsText(value, numberProgress(value, s), s, 'en-US');

describe('progressWordsText', () => {
  it('says the share of the goal by default', () => {
    expect(words(99_927, goal)).toBe('99.9% of 100K');
    expect(words(99_850, { ...goal, progressWords: 'percent' })).toBe('99.8% of 100K');
    expect(words(100_000, goal)).toBe('100% of 100K');
  });

  it('says what is left to go', () => {
    expect(words(99_927, { ...goal, progressWords: 'remaining' })).toBe('73 to go');
    expect(words(0, { startNumber: 0, endNumber: 1_000_000, progressWords: 'remaining' })).toBe(
      '1,000,000 to go',
    );
    expect(words(60, { startNumber: 100, endNumber: 50, progressWords: 'remaining' })).toBe('10 to go');
  });

  it('says nothing when the creator picks none', () => {
    expect(words(99_927, { ...goal, progressWords: 'none' })).toBeNull();
  });

  it('says the distance covered for a count down, which has no goal to be a share of', () => {
    expect(words(75, { startNumber: 100, endNumber: 0 })).toBe('25.0% complete');
  });

  it('says what is left with the counter’s places, and the distance covered from below zero', () => {
    const signed = { startNumber: -10.5, endNumber: 10, decimals: 1 };
    expect(words(-10.5, { ...signed, progressWords: 'remaining' })).toBe('20.5 to go');
    expect(words(9.9, { ...signed, progressWords: 'remaining' })).toBe('0.1 to go');
    expect(words(-0.25, { startNumber: -10, endNumber: 10, decimals: 2 })).toBe('48.7% complete');
    expect(words(-2, { startNumber: 0, endNumber: -4 })).toBe('50.0% complete');
  });

  it("writes the numbers in the counter's language", () => {
    expect(words(98_766, { ...goal, progressWords: 'remaining', locale: 'de' })).toBe('1.234 to go');
  });
});
