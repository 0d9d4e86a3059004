import { describe, expect, it } from 'vitest';
import type { SourcePart } from './counter-source-schema';
import { ageWords, partWords, precisionWords } from './source-words';

const NOW = 1_000_000_000;

const part = (over: Partial<SourcePart> = {}): SourcePart => ({
  platform: 'bluesky',
  account: 'handle:alice.bsky.social',
  displayName: 'Alice',
  avatarUrl: null,
  value: 10,
  precision: 'exact',
  updatedAt: NOW - 40_000,
  note: null,
  ...over,
});

describe('ageWords', () => {
  it.each([
    [0, 'just now'],
    [4_999, 'just now'],
    [5_000, '5 s ago'],
    [40_000, '40 s ago'],
    [60_000, '1 min ago'],
    [59 * 60_000, '59 min ago'],
    [2 * 3_600_000, '2 h ago'],
    [86_400_000, '1 day ago'],
    [3 * 86_400_000, '3 days ago'],
  ])('%i ms ago reads "%s"', (age, words) => {
    expect(ageWords(NOW - age, NOW)).toBe(words);
  });

  it('a time ahead of the clock reads as just now', () => {
    expect(ageWords(NOW + 60_000, NOW)).toBe('just now');
  });
});

describe('precisionWords', () => {
  it('names the platform that rounds, and the creator who hides', () => {
    expect(precisionWords('youtube', 'rounded')).toBe('Rounded by YouTube');
    expect(precisionWords('twitch', 'hidden')).toBe('Hidden by the creator');
    expect(precisionWords('bluesky', 'exact')).toBeNull();
    expect(precisionWords('x', 'unavailable')).toBeNull();
  });

  it('says a counted count is our tally since the channel was connected, to the creator in their words', () => {
    expect(precisionWords('twitch', 'counted')).toBe('Follows counted since connected');
    expect(precisionWords('twitch', 'counted', true)).toBe('Counted since you connected');
    expect(precisionWords('youtube', 'rounded', true)).toBe('Rounded by YouTube');
  });
});

describe('partWords', () => {
  it('an exact count says when it was read', () => {
    expect(partWords(part(), NOW)).toBe('Updated 40 s ago');
    expect(partWords(part({ updatedAt: NOW - 1000 }), NOW)).toBe('Updated just now');
  });

  it('a rounded or hidden count says so', () => {
    expect(partWords(part({ platform: 'youtube', precision: 'rounded' }), NOW)).toBe('Rounded by YouTube');
    expect(partWords(part({ precision: 'hidden', value: null }), NOW)).toBe('Hidden by the creator');
    expect(partWords(part({ precision: 'counted' }), NOW)).toBe('Follows counted since connected');
  });

  it('an unavailable count gives its note, else says it was not read yet', () => {
    const note = "YouTube's daily limit reached, next update after midnight Pacific.";
    expect(partWords(part({ precision: 'unavailable', note }), NOW)).toBe(note);
    expect(partWords(part({ precision: 'unavailable', updatedAt: null }), NOW)).toBe('Not read yet');
  });

  it('a count read before but not now gives the reason', () => {
    const note = 'Bluesky cannot be reached right now; showing the last count.';
    expect(partWords(part({ note }), NOW)).toBe(note);
  });
});
