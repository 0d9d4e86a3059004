import { describe, expect, it } from 'vitest';
import { countText, newRow } from './live-count';

describe('the Live count section', () => {
  it('names counts the way each platform does', () => {
    expect(countText('youtube', 1_240_000)).toBe('1,240,000 subscribers');
    expect(countText('bluesky', 1)).toBe('1 follower');
    expect(countText('twitch', 0)).toBe('0 followers');
  });

  it('starts a new row on a platform not followed yet', () => {
    expect(newRow([])).toEqual({ platform: 'youtube', account: '' });
    expect(newRow([{ platform: 'youtube' }, { platform: 'twitch' }])).toEqual({
      platform: 'bluesky',
      account: '',
    });
    // Once every platform anyone's account can be pasted from is followed, a new row starts on
    // YouTube again: never on a connected platform, whose row needs a connection first.
    const all = (['youtube', 'twitch', 'bluesky', 'x'] as const).map((platform) => ({ platform }));
    expect(newRow(all).platform).toBe('youtube');
  });
});
