import { describe, expect, it } from 'vitest';
import { suggestBrowserSourceSize } from './browser-source';
import { createFormDefaults } from './settings-defaults';

const base = createFormDefaults(new Date('2026-06-01T12:00:00Z'), 'UTC');

describe('suggestBrowserSourceSize', () => {
  it('widens with the longest number and grows with each block', () => {
    const small = suggestBrowserSourceSize({ ...base, startNumber: 0, endNumber: 100 });
    const large = suggestBrowserSourceSize({ ...base, startNumber: 0, endNumber: 12_345_678 });
    expect(small.width).toBe(600);
    expect(large.width).toBe(10 * 80 + 160);
    const bare = suggestBrowserSourceSize({ ...base, title: ' ', completionMessage: '' });
    const withIcon = suggestBrowserSourceSize({ ...base, socialIcon: 'youtube', iconPosition: 'top' });
    const beside = suggestBrowserSourceSize({ ...base, socialIcon: 'youtube', iconPosition: 'left' });
    expect(bare.height).toBe(250);
    expect(withIcon.height).toBe(250 + 90 + 70 + 100);
    expect(beside.height).toBe(250 + 90 + 70);
  });

  it('gives countdowns a fixed width for the four units and no progress bar', () => {
    const size = suggestBrowserSourceSize({ ...base, countdownType: 'datetime' });
    expect(size).toEqual({ width: 1200, height: 200 + 90 + 70 });
  });
});
