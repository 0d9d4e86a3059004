import { describe, expect, it } from 'vitest';
import type { CounterSettings } from './settings';
import { resolveViewerSettings } from './settings-defaults';
import { completeFixedSettings, VIEWER_DEFAULTS } from './viewer-defaults';

// A fixed design (the demo's) is completed without zod; it must read exactly as a stored counter
// with the same fields would, or the demo would show a design the app never does.
const design: Partial<CounterSettings> = {
  countdownType: 'number',
  title: 'Instagram Followers',
  startNumber: 99_930,
  endNumber: 100_000,
  speed: 800,
  useRandomIncrement: true,
  randomMin: 1,
  randomMax: 3,
  backgroundType: 'gradient',
  textColor: '#fde68a',
  socialIcon: 'instagram',
  animationStyle: 'digits-roll',
};

describe('VIEWER_DEFAULTS', () => {
  it('is an untitled, unsynced number counter with no target date (docs/product.md §9)', () => {
    expect(VIEWER_DEFAULTS).toMatchObject({
      countdownType: 'number',
      title: '',
      endDateTime: '',
      timeZone: 'UTC',
      hideLeadingZeros: false,
      useRandomIncrement: false,
      synced: false,
      completionMessage: '🎉 Complete!',
    });
  });
});

describe('completeFixedSettings', () => {
  it('gives what resolveViewerSettings gives for the same design', () => {
    expect(completeFixedSettings(design)).toEqual(resolveViewerSettings(design));
    expect(completeFixedSettings({})).toEqual(resolveViewerSettings({}));
  });

  it('keeps every field of the design and fills the rest from the viewer defaults', () => {
    const s = completeFixedSettings(design);
    expect(s).toMatchObject(design);
    expect(s.fontStyle).toBe(VIEWER_DEFAULTS.fontStyle);
    expect(s.completionMessage).toBe(VIEWER_DEFAULTS.completionMessage);
  });

  it('colours the counter, title and icon with the text colour unless the design sets them', () => {
    expect(completeFixedSettings(design)).toMatchObject({
      counterColor: '#fde68a',
      titleColor: '#fde68a',
      iconColor: '#fde68a',
    });
    const own = completeFixedSettings({
      ...design,
      counterColor: '#111111',
      titleColor: '#222222',
      iconColor: '#333333',
    });
    expect(own).toMatchObject({ counterColor: '#111111', titleColor: '#222222', iconColor: '#333333' });
    expect(completeFixedSettings({}).counterColor).toBe('#ffffff');
  });
});
