import { checkTimingFields, timingSettingsShape } from './schedule/timing-schema';
import { formDefaultsOf, SETTING_FIELDS } from './setting-fields';
import type { CounterSettings } from './settings';
import { counterSettingsObjectSchema } from './settings';
import { resolveAnimationStyle, resolveFontStyle } from './settings-style';
import { instantToZonedLocal } from './time-zone';
import { VIEWER_DEFAULTS, type ViewerBase } from './viewer-defaults';

const DAY_MS = 86_400_000;

export { DEFAULT_COUNTER_NAME } from './setting-fields';

// A new counter's form values (docs/product.md §9 'Counter form defaults'): each field's `form` in
// setting-fields.ts, else the viewer's default (the same design). The end time is a day ahead in the
// creator's zone, so the datetime mode starts valid.
export function createFormDefaults(now: Date, timeZone: string): CounterSettings {
  const endDateTime = instantToZonedLocal(now.getTime() + DAY_MS, timeZone);
  return formDefaultsOf(SETTING_FIELDS, { endDateTime, timeZone }) as CounterSettings;
}

export { VIEWER_DEFAULTS } from './viewer-defaults';

type LooseSettings = Partial<Record<keyof CounterSettings, unknown>>;
const shape = counterSettingsObjectSchema.shape;

// Each field on its own: one bad value must not throw away the rest of a stored design.
function pickField<K extends keyof ViewerBase>(partial: LooseSettings, key: K): ViewerBase[K] {
  const parsed = shape[key].safeParse(partial[key]);
  // An optional field (synced) that is missing takes its default too.
  return parsed.success && parsed.data !== undefined ? (parsed.data as ViewerBase[K]) : VIEWER_DEFAULTS[key];
}

function pickColour(partial: LooseSettings, key: 'counterColor' | 'titleColor' | 'iconColor') {
  const parsed = shape[key].safeParse(partial[key]);
  return parsed.success ? parsed.data : undefined;
}

/** Complete, renderable settings from whatever a stored or demo counter carries. */
export function resolveViewerSettings(partial: LooseSettings = {}): CounterSettings {
  const resolved = {} as Record<string, unknown>;
  for (const key of Object.keys(VIEWER_DEFAULTS) as (keyof ViewerBase)[]) {
    resolved[key] = pickField(partial, key);
  }
  const settings = resolved as ViewerBase;
  // The viewer accepts the product's viewer font names and unknown styles fall to the default fade.
  settings.fontStyle = resolveFontStyle(partial.fontStyle);
  settings.animationStyle = resolveAnimationStyle(partial.animationStyle);
  // A reversed random range steps by its minimum.
  settings.randomMax = Math.max(settings.randomMin, settings.randomMax);
  // textColor already fell back to white, so this is "textColor, then white" (docs/product.md §3).
  const textColor = settings.textColor;
  const avatar = shape.avatarUrl.safeParse(partial.avatarUrl);
  // The uploaded logo (its content hash): kept only when it is one.
  const logo = shape.logo.safeParse(partial.logo);
  // Goals (issue 18): kept only when stored and valid, so other designs resolve as before.
  const goalBar = shape.goalBar.safeParse(partial.goalBar);
  const milestones = shape.milestones.safeParse(partial.milestones);
  // The progress words: absent (or not a choice) reads as 'percent' (progress-words.ts).
  const progressWords = shape.progressWords.safeParse(partial.progressWords);
  return {
    ...pickTimingFields(partial),
    ...pickOptionalFields(partial),
    ...(goalBar.success && goalBar.data !== undefined ? { goalBar: goalBar.data } : {}),
    ...(milestones.success && milestones.data?.length ? { milestones: milestones.data } : {}),
    ...(progressWords.success && progressWords.data !== undefined
      ? { progressWords: progressWords.data }
      : {}),
    ...settings,
    counterColor: pickColour(partial, 'counterColor') ?? textColor,
    titleColor: pickColour(partial, 'titleColor') ?? textColor,
    iconColor: pickColour(partial, 'iconColor') ?? textColor,
    ...(avatar.success && avatar.data ? { avatarUrl: avatar.data } : {}),
    ...(logo.success && logo.data ? { logo: logo.data } : {}),
  };
}

// Optional choices with no viewer default, each kept only when stored and valid: the e-mail image's
// (absent: cards and the end text) and a versus display's labels (absent: the accounts' names).
const OPTIONAL_KEYS = ['emailLayout', 'emailEnd', 'emailEndText', 'versusLabels'] as const;
function pickOptionalFields(partial: LooseSettings): Partial<CounterSettings> {
  const picked: Record<string, unknown> = {};
  for (const key of OPTIONAL_KEYS) {
    const parsed = shape[key].safeParse(partial[key]);
    if (parsed.success && parsed.data !== undefined) picked[key] = parsed.data;
  }
  return picked as Partial<CounterSettings>;
}

type TimingKey = keyof typeof timingSettingsShape;

// Issue #17's fields, each kept only when stored and valid (absent keeps today's behaviour). A
// mode missing what it needs falls back to the default one rather than showing nothing.
function pickTimingFields(partial: LooseSettings): Partial<CounterSettings> {
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(timingSettingsShape) as TimingKey[]) {
    const parsed = timingSettingsShape[key].safeParse(partial[key]);
    if (parsed.success && parsed.data !== undefined) kept[key] = parsed.data;
  }
  const timing = kept as Partial<CounterSettings>;
  let problem = checkTimingFields(timing);
  while (problem) {
    const field = problem.path[0];
    if (field === 'redirectUrl') timing.endAction = 'message';
    else timing.timerMode = 'date';
    problem = checkTimingFields(timing);
  }
  return timing;
}
