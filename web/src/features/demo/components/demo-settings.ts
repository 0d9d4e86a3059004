import type { CounterSettings } from '@core/counter/settings';
import { completeFixedSettings } from '@core/counter/viewer-defaults';

// The demo's fixed counters (docs/product.md §2 'Demo', §9). Never saved, never sent to the server.
export const FOLLOWER_DEMO_DESIGN: Partial<CounterSettings> = {
  countdownType: 'number',
  title: 'Instagram Followers',
  startNumber: 99_930,
  endNumber: 100_000,
  speed: 800,
  useRandomIncrement: true,
  randomMin: 1,
  randomMax: 3,
  backgroundType: 'gradient',
  // Both ends keep white text (and its 85 % progress line) above 4.5:1 (issue 16).
  gradientStart: '#833ab4',
  gradientEnd: '#be123c',
  gradientDirection: '135deg',
  textColor: '#ffffff',
  socialIcon: 'instagram',
  iconPosition: 'title-left',
  animationStyle: 'digits-roll',
  completionMessage: '🎉 100K Followers! Thank you!',
};
// Completed without zod (viewer-defaults.ts): the demo's first load stays small.
export const FOLLOWER_DEMO = completeFixedSettings(FOLLOWER_DEMO_DESIGN);

export const DEMO_CONFETTI = { particleCount: 100, spread: 70 } as const;
export const START_AGAIN_DELAY_MS = 2000;

/** Counts to local midnight on 1 January of next year (a fixed past year would already be over). */
export function newYearDemo(now: Date = new Date()): CounterSettings {
  const year = now.getFullYear() + 1;
  return completeFixedSettings({
    countdownType: 'datetime',
    title: `Countdown to ${year}`,
    endDateTime: `${year}-01-01T00:00`,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    backgroundType: 'gradient',
    gradientStart: '#0f172a',
    gradientEnd: '#4338ca',
    gradientDirection: '135deg',
    textColor: '#ffffff',
    fontStyle: 'inter',
    animationStyle: 'flip',
    completionMessage: `🎆 Happy New Year ${year}!`,
  });
}
