import { formatCountdownParts, splitDuration } from '@core/counter/engine/countdown';
import { resolveViewerSettings } from '@core/counter/settings-defaults';
import { countdownGridEm, countdownLineEm, numberLineEm } from '@core/painter/fit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countdownFit, defaultLocale, describeFace, numberFit, rootVars } from './display-model';
import type { CounterFace } from './types';

afterEach(() => vi.unstubAllGlobals());

const settings = resolveViewerSettings({
  textColor: '#111111',
  titleColor: '#222222',
  iconColor: '#333333',
  warnColor: '#444444',
  backgroundType: 'solid',
  backgroundColor: '#555555',
  fontStyle: 'orbitron',
  animationStyle: 'odometer', // 900 ms: the longest, so the tick's limit shows
});
const number: CounterFace = { kind: 'number', value: 3, progress: 30 };
const countdown = (warn?: boolean): CounterFace => ({
  kind: 'countdown',
  parts: formatCountdownParts(splitDuration(61), false),
  ...(warn === undefined ? {} : { warn }),
});

describe('the counter root CSS variables', () => {
  it('gives the colours, the font stack and the background', () => {
    expect(rootVars(settings, number, false)).toEqual({
      '--cs-counter': '#111111',
      '--cs-title': '#222222',
      '--cs-icon': '#333333',
      '--cs-font': expect.stringMatching(/^'Orbitron'/),
      '--cs-dur': '900ms',
      background: '#555555',
    });
    const gradient = { ...settings, backgroundType: 'gradient' as const };
    expect(rootVars(gradient, number, false).background).toBe(
      `linear-gradient(${settings.gradientDirection}, ${settings.gradientStart}, ${settings.gradientEnd})`,
    );
    expect(rootVars(gradient, number, true).background).toBe('transparent');
  });

  it('takes the warning colour only for a countdown face that says warn', () => {
    expect(rootVars(settings, countdown(true), false)['--cs-counter']).toBe('#444444');
    expect(rootVars(settings, countdown(false), false)['--cs-counter']).toBe('#111111');
    expect(rootVars(settings, countdown(), false)['--cs-counter']).toBe('#111111');
  });

  it('never animates longer than 90 % of a tick, nor shorter than 80 ms', () => {
    const at = (speed: number, face: CounterFace) =>
      rootVars({ ...settings, speed }, face, false)['--cs-dur'];
    // A number counter ticks at its speed: 90 % of 500 ms is shorter than the odometer's 900 ms.
    expect(at(500, number)).toBe('450ms');
    expect(at(1000, number)).toBe('900ms');
    expect(at(2000, number)).toBe('900ms');
    expect(at(50, number)).toBe('80ms');
    // A countdown ticks every second whatever the speed field says.
    expect(at(500, countdown())).toBe('900ms');
    expect(at(50, countdown())).toBe('900ms');
    expect(rootVars({ ...settings, animationStyle: 'slide-up' }, countdown(), false)['--cs-dur']).toBe(
      '500ms',
    );
  });
});

describe('the fit variables', () => {
  it('size a number line and cap it at 24 units, with less room beside an icon', () => {
    expect(numberFit('1,234', settings)).toEqual({
      '--cs-em': numberLineEm('1,234', 'orbitron').toFixed(3),
      '--cs-cap-n': '24',
      '--cs-room': '88',
    });
    const icon = { ...settings, socialIcon: 'instagram' as const, iconPosition: 'left' as const };
    expect(numberFit('1', icon)['--cs-room']).toBe('74');
  });

  it('size a countdown line and its 2×2 grid and cap it at 18 units', () => {
    const parts = formatCountdownParts(splitDuration(90_061), false);
    expect(countdownFit(parts, settings)).toEqual({
      '--cs-em': countdownLineEm(parts, 'orbitron').toFixed(3),
      '--cs-grid-em': countdownGridEm(parts, 'orbitron').toFixed(3),
      '--cs-cap-n': '18',
      '--cs-room': '88',
    });
    expect(countdownFit(parts, settings)['--cs-em']).toMatch(/^\d+\.\d{3}$/);
  });
});

describe('the default number locale', () => {
  it("is the browser's language, else en-US", () => {
    vi.stubGlobal('navigator', { language: 'de-DE' });
    expect(defaultLocale()).toBe('de-DE');
    vi.stubGlobal('navigator', { language: '' });
    expect(defaultLocale()).toBe('en-US');
    vi.stubGlobal('navigator', undefined);
    expect(defaultLocale()).toBe('en-US');
  });
});

describe('screen-reader text of a face', () => {
  it('says 1 sec and 1 day, not 1 secs', () => {
    const face = {
      kind: 'countdown' as const,
      parts: [
        { value: '01', label: 'days' as const },
        { value: '00', label: 'hours' as const },
        { value: '02', label: 'mins' as const },
        { value: '01', label: 'secs' as const },
      ],
    };
    expect(describeFace(face, 'en-US')).toBe('1 day, 0 hours, 2 mins, 1 sec');
    expect(describeFace({ ...face, overtime: true }, 'en-US')).toBe('+1 day, 0 hours, 2 mins, 1 sec');
  });

  it('says a number as the counter shows it', () => {
    expect(describeFace({ kind: 'number', value: 1_234_567, progress: 1 }, 'en-US')).toBe('1,234,567');
    expect(describeFace({ kind: 'number', value: 1_234_567, progress: 1 }, 'de-DE')).toBe('1.234.567');
    expect(describeFace({ kind: 'number', value: 5, progress: 1 }, 'en-US', { prefix: '$' })).toBe('$5');
  });
});
