import { describe, expect, it } from 'vitest';
import type { CounterSource, SourcePart } from './counter-source-schema';
import { nextStatusChangeMs, sourceStatus } from './source-status';

const NOW = 2_000_000_000;

const part = (over: Partial<SourcePart> = {}): SourcePart => ({
  platform: 'bluesky',
  account: 'alice.bsky.social',
  displayName: 'Alice',
  avatarUrl: null,
  value: 1200,
  precision: 'exact',
  updatedAt: NOW - 40_000,
  note: null,
  ...over,
});

const source = (parts: SourcePart[], over: Partial<CounterSource> = {}): CounterSource => ({
  value: parts.reduce((sum, p) => sum + (p.value ?? 0), 0),
  precision: 'exact',
  updatedAt: NOW - 40_000,
  stale: false,
  parts,
  ...over,
});

const LIMIT = "YouTube's daily limit reached, next update after midnight Pacific.";

describe('the status line under a live count', () => {
  it('says when an exact count was read', () => {
    expect(sourceStatus(source([part()]), NOW).summary).toBe('Updated 40 s ago');
    expect(sourceStatus(source([part()], { updatedAt: NOW - 2000 }), NOW).summary).toBe('Updated just now');
  });

  it('names the platform that rounds, and how fresh the rounded figure is', () => {
    const yt = part({ platform: 'youtube', precision: 'rounded', value: 12_300 });
    const s = source([yt], { precision: 'rounded', updatedAt: NOW - 120_000 });
    expect(sourceStatus(s, NOW).summary).toBe('Rounded by YouTube · updated 2 min ago');
  });

  it('says a counted count is our tally of follows, once however many parts are counted', () => {
    const kick = part({ platform: 'twitch', precision: 'counted', value: 812 });
    const one = source([kick], { precision: 'counted', updatedAt: NOW - 120_000 });
    expect(sourceStatus(one, NOW).summary).toBe('Follows counted since connected · updated 2 min ago');
    const two = source([kick, { ...kick, platform: 'x' }, part()], { precision: 'counted' });
    expect(sourceStatus(two, NOW).summary).toBe(
      '3 accounts · follows counted since connected · updated 40 s ago',
    );
    expect(sourceStatus(two, NOW).parts[0]).toMatchObject({
      value: 812,
      words: 'Follows counted since connected',
    });
  });

  it('says a hidden count is hidden, and an unread one is not read yet', () => {
    const hidden = source([part({ precision: 'hidden', value: null })], { precision: 'hidden', value: null });
    expect(sourceStatus(hidden, NOW)).toMatchObject({ summary: 'Hidden by the creator', attention: true });
    const unread = source([part({ precision: 'unavailable', value: null, updatedAt: null })], {
      precision: 'unavailable',
      value: null,
      updatedAt: null,
    });
    expect(sourceStatus(unread, NOW)).toMatchObject({ summary: 'Not read yet', attention: true });
  });

  it("gives an unavailable count's own note", () => {
    const p = part({ platform: 'youtube', precision: 'unavailable', value: null, note: LIMIT });
    const s = source([p], { precision: 'unavailable', value: null });
    expect(sourceStatus(s, NOW).summary).toBe(LIMIT);
  });

  it('a stale count says how old it is and why, the note last', () => {
    const p = part({
      platform: 'youtube',
      precision: 'rounded',
      note: LIMIT,
      updatedAt: NOW - 3 * 3_600_000,
    });
    const s = source([p], { precision: 'rounded', stale: true, updatedAt: p.updatedAt });
    expect(sourceStatus(s, NOW)).toMatchObject({
      summary: `Rounded by YouTube · updated 3 h ago · ${LIMIT}`,
      attention: true,
    });
  });

  it('sums up several accounts and details each', () => {
    const parts = [
      part(),
      part({ platform: 'twitch', displayName: '', account: 'bobplays', value: 30, updatedAt: NOW - 61_000 }),
      part({ platform: 'youtube', displayName: 'Carol', precision: 'rounded', value: 5000 }),
    ];
    const status = sourceStatus(source(parts, { precision: 'rounded', updatedAt: NOW - 40_000 }), NOW);
    expect(status.summary).toBe('3 accounts · rounded by YouTube · updated 40 s ago');
    expect(status.attention).toBe(false);
    expect(status.parts).toEqual([
      { name: 'Alice', platform: 'Bluesky', value: 1200, words: 'Updated 40 s ago' },
      { name: 'bobplays', platform: 'Twitch', value: 30, words: 'Updated 1 min ago' },
      { name: 'Carol', platform: 'YouTube', value: 5000, words: 'Rounded by YouTube' },
    ]);
  });

  it('for several accounts counts the ones hidden, unread or delayed, and leaves their words to the details', () => {
    const two = (p: Partial<SourcePart>, s: Partial<CounterSource>) =>
      sourceStatus(source([part(), part(p)], s), NOW).summary;
    expect(two({ precision: 'hidden', value: null }, { precision: 'hidden', value: null })).toBe(
      '2 accounts · 1 hidden by the creator',
    );
    expect(two({ precision: 'unavailable', value: null }, { precision: 'unavailable', value: null })).toBe(
      '2 accounts · 1 not read yet',
    );
    expect(
      two({ precision: 'unavailable', value: null, note: LIMIT }, { precision: 'unavailable', value: null }),
    ).toBe(`2 accounts · ${LIMIT}`);
    expect(two({ note: LIMIT }, { stale: true })).toBe('2 accounts · updated 40 s ago · 1 delayed');
  });
});

describe('when the status words next change', () => {
  it('every 5 s in the first minute, then each minute', () => {
    expect(nextStatusChangeMs(source([part()], { updatedAt: NOW - 42_000 }), NOW)).toBe(3_000);
    expect(nextStatusChangeMs(source([part()], { updatedAt: NOW - 90_000 }), NOW)).toBe(30_000);
    expect(nextStatusChangeMs(source([part()], { updatedAt: null }), NOW)).toBe(5_000);
  });
});
