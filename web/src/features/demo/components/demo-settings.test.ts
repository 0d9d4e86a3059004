import { resolveViewerSettings } from '@core/counter/settings-defaults';
import { completeFixedSettings } from '@core/counter/viewer-defaults';
import { describe, expect, it } from 'vitest';
import { FOLLOWER_DEMO, FOLLOWER_DEMO_DESIGN, newYearDemo } from './demo-settings';

// The demo completes its designs without zod; they must come out as the viewer's resolver makes them.
describe('demo settings', () => {
  it('the follower demo is what resolveViewerSettings makes of its design', () => {
    expect(FOLLOWER_DEMO).toEqual(resolveViewerSettings(FOLLOWER_DEMO_DESIGN));
  });

  it('the New Year demo is too', () => {
    const settings = newYearDemo(new Date('2026-11-25T12:00:00Z'));
    expect(settings).toEqual(resolveViewerSettings(settings));
    expect(settings.title).toBe('Countdown to 2027');
  });

  it('colours fall back to the text colour, as the resolver does', () => {
    const design = { textColor: '#123456', titleColor: '#abcdef' };
    expect(completeFixedSettings(design)).toEqual(resolveViewerSettings(design));
  });
});
