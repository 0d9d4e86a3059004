import { type CounterBody, instantToZonedLocal, isValidTimeZone } from '@core/counter';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { CalendarClock } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { type CounterFormValues, timeZoneOptions } from '../utils/form-values';
import { SwitchField, useFieldError } from './fields';
import { FormSection } from './form-section';

// The target is a wall-clock time in the chosen zone, so every viewer counts to the same instant.
export function DatetimeOptionsSection() {
  const { register } = useFormContext<CounterFormValues, unknown, CounterBody>();
  const timeZone = useWatch<CounterFormValues, 'settings.timeZone'>({ name: 'settings.timeZone' });
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  // The picker's minimum is now, in the chosen zone (SPEC.md §5).
  const min = instantToZonedLocal(Date.now(), zone);
  return (
    <FormSection title="Countdown Options" description="When the countdown ends." icon={CalendarClock}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="End Date & Time" error={useFieldError('settings.endDateTime')}>
          <Input type="datetime-local" min={min} className="tabular" {...register('settings.endDateTime')} />
        </FormField>
        <FormField label="Time Zone" error={useFieldError('settings.timeZone')}>
          <NativeSelect {...register('settings.timeZone')}>
            {timeZoneOptions(timeZone).map((name) => (
              <option key={name} value={name}>
                {name.replaceAll('_', ' ')}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <SwitchField
        label="Hide Leading Zeros"
        description="Drop empty units, e.g. show 05:30:12 instead of 00:05:30:12."
        field="hideLeadingZeros"
      />
    </FormSection>
  );
}
