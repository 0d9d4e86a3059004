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

  it('sizes for the widest number a run shows, even a negative start', () => {
    // -12,345,678 counting up to 5 is 11 characters at its start.
    expect(suggestBrowserSourceSize({ ...base, startNumber: -12_345_678, endNumber: 5 }).width).toBe(
      11 * 80 + 160,
    );
  });

  it('gives an icon its own row above, over or below the counter, not beside the title or digits', () => {
    const height = (iconPosition: (typeof base)['iconPosition']) =>
      suggestBrowserSourceSize({ ...base, socialIcon: 'youtube', iconPosition }).height;
    for (const own of ['top', 'counter-top', 'bottom'] as const)
      expect(height(own), own).toBe(250 + 90 + 70 + 100);
    for (const beside of ['left', 'right', 'title-left', 'title-right'] as const)
      expect(height(beside), beside).toBe(250 + 90 + 70);
    expect(suggestBrowserSourceSize({ ...base, socialIcon: 'none', iconPosition: 'top' }).height).toBe(
      250 + 90 + 70,
    );
  });

  it('leaves out a completion message of spaces', () => {
    expect(suggestBrowserSourceSize({ ...base, completionMessage: '   ' }).height).toBe(250 + 90);
  });
});
