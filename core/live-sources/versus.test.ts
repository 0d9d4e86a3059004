import { describe, expect, it } from 'vitest';
import type { CounterSource, SourcePart } from './counter-source-schema';
import { sumSource } from './sum-source';
import {
  describeVersus,
  VERSUS_MESSAGES,
  VERSUS_NO_COUNT,
  versusAllowed,
  versusGapText,
  versusNames,
  versusOf,
  versusScore,
} from './versus';

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

const two = (a: Partial<SourcePart>, b: Partial<SourcePart>): CounterSource =>
  sumSource([part(a), part({ platform: 'youtube', displayName: 'Bob', ...b })], 0);

describe('a versus display of two accounts', () => {
  it('puts the first listed account on the left, marks the leader and measures the gap', () => {
    const v = versusOf(two({ value: 1200 }, { value: 2434 }), undefined);
    expect(v).toEqual({
      sides: [
        { label: 'Alice', platform: 'twitch', value: 1200 },
        { label: 'Bob', platform: 'youtube', value: 2434 },
      ],
      leader: 1,
      gap: 1234,
      rounded: false,
      lead: 2434,
    });
    expect(versusOf(two({ value: 9 }, { value: 2 }), undefined)).toMatchObject({
      leader: 0,
      gap: 7,
      lead: 9,
    });
  });

  it('calls a tie a tie: a gap of 0 and no leader', () => {
    expect(versusOf(two({ value: 50 }, { value: 50 }), undefined)).toMatchObject({
      leader: null,
      gap: 0,
      lead: 50,
    });
  });

  it("labels each side with the creator's label, else the account's name", () => {
    const v = versusOf(two({}, {}), ['  Team Red ', '']);
    expect(v?.sides.map((s) => s.label)).toEqual(['Team Red', 'Bob']);
    expect(versusOf(two({}, {}), ['   ', 'Blue'])?.sides.map((s) => s.label)).toEqual(['Alice', 'Blue']);
  });

  it('gives a hidden count away neither by a gap nor by a leader', () => {
    const v = versusOf(two({ value: 40, precision: 'hidden' }, { value: 7 }), undefined);
    expect(v).toMatchObject({ leader: null, gap: null, lead: 7 });
    expect(v?.sides[0].value).toBeNull();
    const w = versusOf(two({ value: 7 }, { value: null, precision: 'unavailable' }), undefined);
    expect(w).toMatchObject({ leader: null, gap: null, lead: 7 });
    const none = versusOf(
      two({ value: null, precision: 'unavailable' }, { value: null, precision: 'unavailable' }),
      undefined,
    );
    expect(none).toMatchObject({ leader: null, gap: null, lead: null });
  });

  it('says the gap is approximate when a side is rounded by its platform', () => {
    expect(versusOf(two({ value: 1240000, precision: 'rounded' }, { value: 5 }), undefined)).toMatchObject({
      rounded: true,
      leader: 0,
      gap: 1239995,
    });
    expect(versusOf(two({ value: 3 }, { value: 1240000, precision: 'rounded' }), undefined)?.rounded).toBe(
      true,
    );
  });

  it('needs exactly two accounts', () => {
    expect(versusOf(undefined, undefined)).toBeNull();
    expect(versusOf(sumSource([part({})], 0), undefined)).toBeNull();
    expect(versusOf(sumSource([part({}), part({}), part({})], 0), undefined)).toBeNull();
  });
});

describe('when versus may be saved', () => {
  const sources = (n: number) => Array.from({ length: n }, () => ({}));
  it('with exactly two accounts; the sum with any number', () => {
    expect(versusAllowed({ liveDisplay: 'versus', liveSources: sources(2) })).toBe(true);
    expect(versusAllowed({ liveDisplay: 'versus', liveSources: sources(1) })).toBe(false);
    expect(versusAllowed({ liveDisplay: 'versus', liveSources: sources(3) })).toBe(false);
    expect(versusAllowed({ liveDisplay: 'sum', liveSources: sources(3) })).toBe(true);
    expect(versusAllowed({ liveSources: sources(1) })).toBe(true);
  });

  it('without live counts, where the choice means nothing', () => {
    expect(versusAllowed({ liveDisplay: 'versus' })).toBe(true);
  });

  it('says what to do', () => {
    expect(VERSUS_MESSAGES.sources).toBe(
      'Versus compares exactly two accounts: follow two, or show their sum.',
    );
  });
});

describe('a versus display in words (the viewer, share titles and cards say it alike)', () => {
  const format = (n: number) => n.toLocaleString('en-US');
  it('writes the gap signed, approximate when a side is rounded', () => {
    expect(versusGapText(1234, false, format)).toBe('+1,234');
    expect(versusGapText(0, false, format)).toBe('0');
    expect(versusGapText(5, true, format)).toBe('≈+5');
    expect(versusGapText(0, true, format)).toBe('≈0');
    expect(VERSUS_NO_COUNT).toBe('—');
  });

  it('names each side with its count, and who leads by how much', () => {
    const v = versusOf(two({ value: 1200 }, { value: 2434 }), ['Team Alice', '']);
    expect(v && versusScore(v, format)).toBe('Team Alice: 1,200, Bob: 2,434');
    expect(v && versusNames(v)).toBe('Team Alice vs Bob');
    expect(v && describeVersus(v, format)).toBe('Team Alice: 1,200, Bob: 2,434. Bob leads by +1,234.');
    const first = versusOf(two({ value: 9 }, { value: 2, precision: 'rounded' }), undefined);
    expect(first && describeVersus(first, format)).toBe('Alice: 9, Bob: 2. Alice leads by ≈+7.');
  });

  it('says a tie, and no leader when a side has no count', () => {
    const tie = versusOf(two({ value: 5 }, { value: 5 }), undefined);
    expect(tie && describeVersus(tie, format)).toBe('Alice: 5, Bob: 5. Tied.');
    const hidden = versusOf(two({ value: 5 }, { value: null, precision: 'hidden' }), undefined);
    expect(hidden && describeVersus(hidden, format)).toBe('Alice: 5, Bob: no count.');
  });
});
