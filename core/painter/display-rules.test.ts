import { describe, expect, it } from 'vitest';
import { createFormDefaults } from '../counter/settings-defaults';
import { DEFAULT_WARN_COLOR, digitColor, digitRoom, formatPercent, markAt } from './display-rules';

const base = createFormDefaults(new Date('2030-01-01T00:00:00Z'), 'UTC');

describe('display rules shared by the viewer and the painter', () => {
  it('paints the digits in the warning colour only while warning', () => {
    const s = { counterColor: '#ffffff', warnColor: '#00ff00' };
    expect(digitColor(s, false)).toBe('#ffffff');
    expect(digitColor(s, true)).toBe('#00ff00');
    expect(digitColor({ counterColor: '#ffffff' }, true)).toBe(DEFAULT_WARN_COLOR);
    expect(DEFAULT_WARN_COLOR).toBe('#ef4444');
  });

  it('leaves the digits less room when an icon sits beside them', () => {
    expect(digitRoom({ ...base, socialIcon: 'none', iconPosition: 'left' })).toBe(88);
    expect(digitRoom({ ...base, socialIcon: 'instagram', iconPosition: 'left' })).toBe(74);
    expect(digitRoom({ ...base, socialIcon: 'instagram', iconPosition: 'right' })).toBe(74);
    expect(digitRoom({ ...base, socialIcon: 'instagram', iconPosition: 'top' })).toBe(88);
    // A logo takes the icon's place, with or without an icon chosen.
    expect(digitRoom({ ...base, socialIcon: 'none', logo: 'a'.repeat(64), iconPosition: 'right' })).toBe(74);
  });

  it('puts the mark, a logo or else an icon, at the icon position only', () => {
    const logo = 'a'.repeat(64);
    expect(markAt({ socialIcon: 'none', iconPosition: 'top' }, 'top')).toBe(false);
    expect(markAt({ socialIcon: 'none', logo, iconPosition: 'top' }, 'top')).toBe(true);
    expect(markAt({ socialIcon: 'twitch', iconPosition: 'top' }, 'top')).toBe(true);
    expect(markAt({ socialIcon: 'twitch', logo, iconPosition: 'top' }, 'bottom')).toBe(false);
  });

  it('writes a percentage with one decimal, rounded down, and 100% only at the end', () => {
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(12.349)).toBe('12.3%');
    expect(formatPercent(99.99)).toBe('99.9%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(130)).toBe('100%');
  });
});
