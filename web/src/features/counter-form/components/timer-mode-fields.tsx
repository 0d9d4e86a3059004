import {
  EVERGREEN_MINUTES_MAX,
  EVERGREEN_MINUTES_MIN,
  type TimerMode,
} from '@core/counter/schedule/timer-target';
import type { CounterBody } from '@core/counter/settings';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { CounterFormValues } from '../utils/form-values';
import {
  FREQUENCY_LABELS,
  numberOrUndefined,
  TIMER_MODE_HINTS,
  TIMER_MODE_LABELS,
  WEEKDAY_LABELS,
} from '../utils/timing-options';
import { SelectField, useFieldError } from './fields';

/** Timer mode: a fixed date, per-visitor evergreen minutes, or a recurring deadline. */
export function TimerModeFields() {
  const { register, setValue, getValues } = useFormContext<CounterFormValues, unknown, CounterBody>();
  const mode = (useWatch<CounterFormValues, 'settings.timerMode'>({ name: 'settings.timerMode' }) ??
    'date') as TimerMode;
  const evergreenMinutesError = useFieldError('settings.evergreenMinutes');
  const onMode = (next: TimerMode) => {
    // A mode starts with usable parameters, so switching to it never blocks the save.
    if (next === 'evergreen' && getValues('settings.evergreenMinutes') === undefined)
      setValue('settings.evergreenMinutes', 60);
    if (next === 'recurring' && getValues('settings.recurrence') === undefined)
      setValue('settings.recurrence', { freq: 'weekly', time: '17:00', weekdays: [5] });
  };
  return (
    <div className="grid gap-5">
      <SelectField
        label="Timer Mode"
        name="settings.timerMode"
        labels={TIMER_MODE_LABELS}
        hint={TIMER_MODE_HINTS[mode]}
        onValue={(value) => onMode(value as TimerMode)}
      />
      {mode === 'evergreen' && (
        <FormField
          label="Minutes per Visitor"
          hint={`From ${EVERGREEN_MINUTES_MIN} to ${EVERGREEN_MINUTES_MAX.toLocaleString('en-US')} (a year).`}
          error={evergreenMinutesError}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={EVERGREEN_MINUTES_MIN}
            max={EVERGREEN_MINUTES_MAX}
            className="tabular"
            {...register('settings.evergreenMinutes', { setValueAs: numberOrUndefined })}
          />
        </FormField>
      )}
      {mode === 'recurring' && <RecurrenceFields />}
    </div>
  );
}

function RecurrenceFields() {
  const { register } = useFormContext<CounterFormValues, unknown, CounterBody>();
  const freq = useWatch<CounterFormValues, 'settings.recurrence.freq'>({ name: 'settings.recurrence.freq' });
  const weekdaysError = useFieldError('settings.recurrence.weekdays');
  const monthDayError = useFieldError('settings.recurrence.monthDay');
  return (
    <div className="grid gap-5 rounded-xl border border-slate-200 bg-slate-50/60 p-3.5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Repeats" name="settings.recurrence.freq" labels={FREQUENCY_LABELS} />
        <FormField label="Time of Day" error={useFieldError('settings.recurrence.time')}>
          <Input type="time" className="tabular" {...register('settings.recurrence.time')} />
        </FormField>
      </div>
      {freq === 'weekly' && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-900">On</legend>
          <Controller<CounterFormValues, 'settings.recurrence.weekdays'>
            name="settings.recurrence.weekdays"
            render={({ field }) => {
              const chosen = new Set(field.value ?? []);
              const toggle = (day: number) => {
                if (chosen.has(day)) chosen.delete(day);
                else chosen.add(day);
                field.onChange([...chosen].sort((a, b) => a - b));
              };
              return (
                <div className="flex flex-wrap gap-2">
                  {WEEKDAY_LABELS.map((day, index) => (
                    <label
                      key={day}
                      className="flex h-11 min-w-14 cursor-pointer items-center justify-center gap-1.5 rounded-xl border border-slate-300 bg-white px-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2"
                    >
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-600"
                        checked={chosen.has(index)}
                        onChange={() => toggle(index)}
                        onBlur={field.onBlur}
                        ref={index === 0 ? field.ref : undefined}
                      />
                      {day}
                    </label>
                  ))}
                </div>
              );
            }}
          />
          {weekdaysError && (
            <p className="text-sm text-red-600" role="alert">
              {weekdaysError}
            </p>
          )}
        </fieldset>
      )}
      {freq === 'monthly' && (
        <FormField
          label="Day of the Month"
          hint="1 to 31; past the month's end means its last day."
          error={monthDayError}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={31}
            className="tabular"
            {...register('settings.recurrence.monthDay', { setValueAs: numberOrUndefined })}
          />
        </FormField>
      )}
    </div>
  );
}
