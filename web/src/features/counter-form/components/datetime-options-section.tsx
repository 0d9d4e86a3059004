import type { CounterBody } from '@core/counter/settings';
import { instantToZonedLocal, isValidTimeZone } from '@core/counter/time-zone';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { CalendarClock } from 'lucide-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { CounterFormValues } from '../utils/form-values';
import { EmailImageFields } from './email-image-fields';
import { EndOptionsFields } from './end-options-fields';
import { SwitchField, useFieldError } from './fields';
import { FormSection } from './form-section';
import { TimeZonePicker } from './time-zone-picker';
import { TimerModeFields } from './timer-mode-fields';

// The target is a wall-clock time in the chosen zone, so every viewer counts to the same instant.
export function DatetimeOptionsSection() {
  const { register } = useFormContext<CounterFormValues, unknown, CounterBody>();
  const timeZone = useWatch<CounterFormValues, 'settings.timeZone'>({ name: 'settings.timeZone' });
  const mode = useWatch<CounterFormValues, 'settings.timerMode'>({ name: 'settings.timerMode' }) ?? 'date';
  const endDateTimeError = useFieldError('settings.endDateTime');
  const zoneError = useFieldError('settings.timeZone');
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  // The picker's minimum is now, in the chosen zone (docs/product.md §5).
  const min = instantToZonedLocal(Date.now(), zone);
  return (
    <FormSection
      title="Countdown Options"
      description="When the countdown ends, and what then."
      icon={CalendarClock}
    >
      <TimerModeFields />
      <div className="grid gap-5 sm:grid-cols-2">
        {mode === 'date' && (
          <FormField label="End Date & Time" error={endDateTimeError}>
            <Input
              type="datetime-local"
              min={min}
              className="tabular"
              {...register('settings.endDateTime')}
            />
          </FormField>
        )}
        <Controller<CounterFormValues>
          name="settings.timeZone"
          render={({ field: { value, onChange, onBlur, ref } }) => (
            // FormField hands its id and descriptions to its direct child: the picker passes them to its text field.
            <FormField label="Time Zone" error={zoneError}>
              <TimeZonePicker ref={ref} value={String(value ?? '')} onChange={onChange} onBlur={onBlur} />
            </FormField>
          )}
        />
      </div>
      <SwitchField
        label="Hide Leading Zeros"
        description="Drop empty units, e.g. show 05:30:12 instead of 00:05:30:12."
        field="hideLeadingZeros"
      />
      <EndOptionsFields />
      <EmailImageFields />
    </FormSection>
  );
}
