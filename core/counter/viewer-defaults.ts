import type { CounterSettings } from './settings';

// Kept apart from settings-defaults.ts (which parses with zod) so pages that only show fixed,
// known-good designs (the demo) do not load zod.
const WHITE = '#ffffff';

// What the viewer assumes for anything missing (docs/product.md §9 'Viewer defaults'; the rest match the
// form). endDateTime '' means "no target": see resolveEndInstant.
export type ViewerBase = Omit<CounterSettings, 'counterColor' | 'titleColor' | 'iconColor' | 'avatarUrl'>;

export const VIEWER_DEFAULTS: Readonly<ViewerBase> = {
  countdownType: 'number',
  title: '',
  startNumber: 0,
  endNumber: 1_000_000,
  endDateTime: '',
  timeZone: 'UTC',
  speed: 1000,
  backgroundType: 'solid',
  backgroundColor: '#1e1b4b',
  gradientStart: '#833ab4',
  gradientEnd: '#fcb045',
  gradientDirection: '135deg',
  textColor: WHITE,
  fontStyle: 'inter',
  animationStyle: 'fade-scale',
  numberStyle: 'normal',
  socialIcon: 'none',
  iconPosition: 'title-left',
  completionMessage: '🎉 Complete!',
  hideLeadingZeros: false,
  numberIncrement: 1,
  useRandomIncrement: false,
  randomMin: 1,
  randomMax: 5,
  synced: false,
};

/**
 * A fixed design written in code, completed with the viewer's defaults. Only for designs known to
 * be valid (no parsing): what resolveViewerSettings gives for them (settings-defaults.test.ts).
 */
export function completeFixedSettings(design: Partial<CounterSettings>): CounterSettings {
  const settings = { ...VIEWER_DEFAULTS, ...design };
  return {
    ...settings,
    counterColor: design.counterColor ?? settings.textColor,
    titleColor: design.titleColor ?? settings.textColor,
    iconColor: design.iconColor ?? settings.textColor,
  };
}
