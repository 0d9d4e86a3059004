import { resolveViewerSettings } from '@core/counter/settings-defaults';
import { completeFixedSettings } from '@core/counter/viewer-defaults';
import { describe, expect, it } from 'vitest';
import {
  DEMO_CONFETTI,
  FOLLOWER_DEMO,
  FOLLOWER_DEMO_DESIGN,
  newYearDemo,
  START_AGAIN_DELAY_MS,
} from './demo-settings';

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

  it("is the product's follower demo: 99,930 to 100,000 by 1 to 3 every 800 ms, confetti, Start Again after 2 s", () => {
    expect(FOLLOWER_DEMO).toMatchObject({
      countdownType: 'number',
      title: 'Instagram Followers',
      startNumber: 99_930,
      endNumber: 100_000,
      speed: 800,
      useRandomIncrement: true,
      randomMin: 1,
      randomMax: 3,
      completionMessage: '🎉 100K Followers! Thank you!',
    });
    expect(DEMO_CONFETTI).toEqual({ particleCount: 100, spread: 70 });
    expect(START_AGAIN_DELAY_MS).toBe(2000);
  });

  it('looks as designed: an Instagram gradient with white text, its icon left of the title, rolling digits', () => {
    // The gradient ends keep white text readable (issue 16); the icon and motion are the design's.
    expect(FOLLOWER_DEMO).toMatchObject({
      backgroundType: 'gradient',
      gradientStart: '#833ab4',
      gradientEnd: '#be123c',
      gradientDirection: '135deg',
      textColor: '#ffffff',
      socialIcon: 'instagram',
      iconPosition: 'title-left',
      animationStyle: 'digits-roll',
    });
  });

  it('counts down to local midnight of the next New Year, as designed', () => {
    const settings = newYearDemo(new Date(2026, 0, 1, 0, 0, 1));
    expect(settings).toMatchObject({
      countdownType: 'datetime',
      title: 'Countdown to 2027',
      endDateTime: '2027-01-01T00:00',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      backgroundType: 'gradient',
      gradientStart: '#0f172a',
      gradientEnd: '#4338ca',
      gradientDirection: '135deg',
      textColor: '#ffffff',
      fontStyle: 'inter',
      animationStyle: 'flip',
      completionMessage: '🎆 Happy New Year 2027!',
    });
    expect(newYearDemo().title).toBe(`Countdown to ${new Date().getFullYear() + 1}`);
  });
});
