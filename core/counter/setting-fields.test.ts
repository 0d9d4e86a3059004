import { describe, expect, it } from 'vitest';
import { findPremiumViolations } from '../plan/plan-rules';
import { NUMBER_INPUT_FALLBACKS, type NumberInputField } from './number-input';
import {
  DEFAULT_COUNTER_NAME,
  formDefaultsOf,
  hiddenSettingsFields,
  premiumFields,
  SETTING_FIELDS,
  SETTING_KEYS,
  type SettingField,
  viewerDefaultsOf,
} from './setting-fields';
import { type CounterSettingsInput, counterSettingsObjectSchema } from './settings';
import { createFormDefaults } from './settings-defaults';
import { VIEWER_DEFAULTS } from './viewer-defaults';

const shape = counterSettingsObjectSchema.shape;
const schemaKeys = Object.keys(shape) as (keyof typeof shape)[];

describe('SETTING_FIELDS', () => {
  it('has exactly one entry per schema field, in the schema’s order', () => {
    // A field added to the schema without an entry (or an entry without a field) fails here.
    expect(SETTING_KEYS).toEqual(schemaKeys);
    expect(new Set(SETTING_KEYS).size).toBe(SETTING_KEYS.length);
  });

  it('holds defaults the schema accepts (the viewer’s “no title” and “no end” aside)', () => {
    const form = formDefaultsOf(SETTING_FIELDS, { endDateTime: '2026-01-01T00:00', timeZone: 'UTC' });
    for (const key of SETTING_KEYS) {
      const viewer = SETTING_FIELDS[key].viewer;
      if (viewer !== undefined && viewer !== '') expect(shape[key].safeParse(viewer).success, key).toBe(true);
      if (key in form) expect(shape[key].safeParse(form[key]).success, key).toBe(true);
    }
  });
});

describe('derived defaults', () => {
  it('NUMBER_INPUT_FALLBACKS is every registry inputFallback, as docs/product.md §5 had them', () => {
    expect(NUMBER_INPUT_FALLBACKS).toEqual({
      startNumber: 0,
      endNumber: 0,
      numberIncrement: 1,
      randomMin: 1,
      randomMax: 5,
      speed: 1000,
    });
    for (const key of SETTING_KEYS) {
      expect(NUMBER_INPUT_FALLBACKS[key as NumberInputField], key).toBe(SETTING_FIELDS[key].inputFallback);
    }
  });

  it('VIEWER_DEFAULTS is every registry viewer default, and nothing else', () => {
    expect(VIEWER_DEFAULTS).toEqual(viewerDefaultsOf(SETTING_FIELDS));
    for (const key of SETTING_KEYS) {
      expect(VIEWER_DEFAULTS[key as keyof typeof VIEWER_DEFAULTS], key).toBe(SETTING_FIELDS[key].viewer);
    }
  });

  it('VIEWER_DEFAULTS is the table of docs/product.md §9, unchanged', () => {
    expect(VIEWER_DEFAULTS).toEqual({
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
      textColor: '#ffffff',
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
      // Live counts show their sum unless the creator picked versus.
      liveDisplay: 'sum',
    });
  });

  it('createFormDefaults is each registry form value, else the viewer default', () => {
    const now = new Date('2026-03-07T15:20:30Z');
    const d = createFormDefaults(now, 'Europe/Paris');
    expect(d).toEqual(
      formDefaultsOf(SETTING_FIELDS, { endDateTime: d.endDateTime, timeZone: 'Europe/Paris' }),
    );
    for (const key of SETTING_KEYS) {
      const entry = SETTING_FIELDS[key] as SettingField<typeof key>;
      const form = typeof entry.form === 'function' ? undefined : entry.form;
      if (typeof entry.form !== 'function') expect(d[key], key).toBe(form ?? entry.viewer);
    }
    // As before the registry: the viewer's design with a title, a valid end and white colours.
    expect(d).toEqual({
      ...VIEWER_DEFAULTS,
      title: DEFAULT_COUNTER_NAME,
      endDateTime: '2026-03-08T16:20',
      timeZone: 'Europe/Paris',
      counterColor: '#ffffff',
      titleColor: '#ffffff',
      iconColor: '#ffffff',
    });
  });
});

type State = Partial<CounterSettingsInput>;

// The hidden-field list as the form kept it before the registry, to pin the behaviour.
function previousHiddenFields(s: State): string[] {
  // "+N today" is drawn only beside live counts, which none of these states follows.
  const hidden: string[] = ['showToday'];
  if (s.countdownType === 'datetime') {
    hidden.push(
      'startNumber',
      'endNumber',
      'numberIncrement',
      'useRandomIncrement',
      'randomMin',
      'randomMax',
    );
    hidden.push('prefix', 'suffix', 'decimals', 'compact', 'liveSources', 'progressWords');
    if (s.timerMode === 'evergreen' || s.timerMode === 'recurring') hidden.push('endDateTime');
    if (s.timerMode !== 'evergreen') hidden.push('evergreenMinutes');
    if (s.timerMode !== 'recurring') hidden.push('recurrence');
    if (s.endAction !== 'redirect') hidden.push('redirectUrl');
  } else {
    hidden.push('endDateTime', 'timeZone', 'hideLeadingZeros');
    hidden.push('timerMode', 'evergreenMinutes', 'recurrence', 'afterZero', 'endAction', 'redirectUrl');
    hidden.push('sound', 'warnBelowSeconds', 'warnColor');
    hidden.push('emailLayout', 'emailEnd', 'emailEndText');
    hidden.push(...(s.useRandomIncrement ? ['numberIncrement'] : ['randomMin', 'randomMax']));
  }
  if (s.backgroundType === 'gradient') hidden.push('backgroundColor');
  else hidden.push('gradientStart', 'gradientEnd', 'gradientDirection');
  // How live counts show (added with versus): nothing to choose without live counts.
  hidden.push('liveDisplay', 'versusLabels');
  return hidden;
}

describe('hiddenSettingsFields', () => {
  it('hides where a number starts and how it steps while it follows live counts', () => {
    const liveSources = [{ platform: 'bluesky' as const, account: 'jay.bsky.team' }];
    // A live count writes its own goal line ('42.0% to 100K'), so the progress words go too.
    const stepping = [
      'numberIncrement',
      'progressWords',
      'randomMax',
      'randomMin',
      'startNumber',
      'useRandomIncrement',
    ];
    for (const useRandomIncrement of [true, false]) {
      const live = hiddenSettingsFields({ countdownType: 'number', useRandomIncrement, liveSources });
      const plain = hiddenSettingsFields({ countdownType: 'number', useRandomIncrement });
      // What a live count adds: the sum-or-versus choice ("+N today" too); the labels wait for versus.
      const shown = plain.filter((key) => key !== 'liveDisplay' && key !== 'showToday');
      expect([...new Set([...shown, ...stepping])].sort()).toEqual([...live].sort());
      expect(plain).toContain('showToday');
      expect(live).not.toContain('endNumber');
      expect(live).not.toContain('liveSources');
    }
    expect(hiddenSettingsFields({ countdownType: 'datetime', liveSources })).toContain('liveSources');
    expect(hiddenSettingsFields({ countdownType: 'datetime', liveSources })).toContain('liveDisplay');
  });

  it('draws the versus labels only for a versus display of live counts', () => {
    const liveSources = [
      { platform: 'bluesky' as const, account: 'jay.bsky.team' },
      { platform: 'x' as const, account: '@jack' },
    ];
    const versus = { countdownType: 'number' as const, liveSources, liveDisplay: 'versus' as const };
    expect(hiddenSettingsFields(versus)).not.toContain('versusLabels');
    expect(hiddenSettingsFields(versus)).not.toContain('liveDisplay');
    expect(hiddenSettingsFields({ ...versus, liveDisplay: 'sum' })).toContain('versusLabels');
    expect(hiddenSettingsFields({ ...versus, liveSources: undefined })).toContain('versusLabels');
    expect(hiddenSettingsFields({ ...versus, countdownType: 'datetime' })).toContain('versusLabels');
  });

  it('hides what the form hid before, for every combination of the choices it depends on', () => {
    for (const countdownType of [undefined, 'number', 'datetime'] as const)
      for (const timerMode of [undefined, 'date', 'evergreen', 'recurring'] as const)
        for (const endAction of [undefined, 'message', 'redirect'] as const)
          for (const useRandomIncrement of [undefined, false, true])
            for (const backgroundType of [undefined, 'solid', 'gradient'] as const) {
              const s: State = { countdownType, timerMode, endAction, useRandomIncrement, backgroundType };
              expect([...hiddenSettingsFields(s)].sort(), JSON.stringify(s)).toEqual(
                previousHiddenFields(s).sort(),
              );
            }
  });

  it('lists only the fields whose entry says so', () => {
    const s: State = { countdownType: 'datetime', backgroundType: 'solid' };
    expect(hiddenSettingsFields(s)).toEqual(SETTING_KEYS.filter((k) => SETTING_FIELDS[k].hiddenWhen?.(s)));
  });
});

describe('premium fields', () => {
  it('names the fields of each Premium rule of plan-rules.ts', () => {
    expect(premiumFields()).toEqual({
      gradient: ['backgroundType'],
      subathon: ['eventRules', 'capMinutes', 'milestones'],
      redirect: ['endAction'],
      logo: ['logo'],
    });
  });

  it('agrees with findPremiumViolations: each rule a free user breaks reports a field of that rule', () => {
    const violations = findPremiumViolations(null, {
      backgroundType: 'gradient',
      capMinutes: 60,
      endAction: 'redirect',
      logo: 'a'.repeat(64),
    });
    const byCode = premiumFields();
    expect(violations.map((v) => v.code).sort()).toEqual(Object.keys(byCode).sort());
    for (const v of violations) expect(byCode[v.code]).toContain(v.field);
  });
});
