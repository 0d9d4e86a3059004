import type { CounterSettingsInput } from '@core/counter';

type SettingsKey = keyof CounterSettingsInput;

// Fields the form does not render for the current choices. Their values are kept (and sent),
// so an invalid one would block the save with no message in sight.
export function hiddenSettingsFields(s: Partial<CounterSettingsInput>): SettingsKey[] {
  const hidden: SettingsKey[] = [];
  if (s.countdownType === 'datetime') {
    hidden.push(
      'startNumber',
      'endNumber',
      'numberIncrement',
      'useRandomIncrement',
      'randomMin',
      'randomMax',
      'prefix',
      'suffix',
      'decimals',
      'compact',
    );
    if (s.timerMode === 'evergreen' || s.timerMode === 'recurring') hidden.push('endDateTime');
    if (s.timerMode !== 'evergreen') hidden.push('evergreenMinutes');
    if (s.timerMode !== 'recurring') hidden.push('recurrence');
    if (s.endAction !== 'redirect') hidden.push('redirectUrl');
  } else {
    hidden.push('endDateTime', 'timeZone', 'hideLeadingZeros');
    hidden.push('timerMode', 'evergreenMinutes', 'recurrence', 'afterZero', 'endAction', 'redirectUrl');
    hidden.push('sound', 'warnBelowSeconds', 'warnColor');
    hidden.push(
      ...(s.useRandomIncrement ? ['numberIncrement' as const] : ['randomMin' as const, 'randomMax' as const]),
    );
  }
  if (s.backgroundType === 'gradient') hidden.push('backgroundColor');
  else hidden.push('gradientStart', 'gradientEnd', 'gradientDirection');
  return hidden;
}
