import { SETTING_FIELDS, viewerDefaultsOf } from './setting-fields';
import type { CounterSettings } from './settings';

// Kept apart from settings-defaults.ts (which parses with zod) so pages that only show fixed,
// known-good designs (the demo) do not load zod.

// What the viewer assumes for anything missing (docs/product.md §9 'Viewer defaults'; the rest match the
// form): each field's `viewer` in setting-fields.ts. endDateTime '' means "no target": see resolveEndInstant.
export type ViewerBase = Omit<CounterSettings, 'counterColor' | 'titleColor' | 'iconColor' | 'avatarUrl'>;

export const VIEWER_DEFAULTS: Readonly<ViewerBase> = viewerDefaultsOf(SETTING_FIELDS) as ViewerBase;

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
