import { type CounterBody, LIVE_SOURCES_SYNCED_MESSAGE } from '@core/counter/settings';
import { LIMITS } from '@core/counter/settings-options';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { CalendarClock, Hash, PenLine } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CounterFormValues } from '../utils/form-values';
import { ChoiceCards } from './choice-cards';
import { SwitchField, useFieldError } from './fields';
import { FormSection } from './form-section';

const TYPES = [
  { value: 'number', label: 'Number counter', hint: 'Count from one number to another', icon: Hash },
  {
    value: 'datetime',
    label: 'Date and time countdown',
    hint: 'Count down to a moment',
    icon: CalendarClock,
  },
];

// Counter Name, Counter type (a number counter or a date-and-time countdown) and Counter Title.
export function BasicsSection() {
  const { register } = useFormContext<CounterFormValues, unknown, CounterBody>();
  const type = useWatch<CounterFormValues, 'settings.countdownType'>({ name: 'settings.countdownType' });
  const liveSources = useWatch<CounterFormValues, 'settings.liveSources'>({ name: 'settings.liveSources' });
  // A counter follows live counts or Live control, not both (the Live count section turns this off).
  const followsLiveCount = type !== 'datetime' && liveSources !== undefined;
  return (
    <FormSection title="Basics" description="Name your counter and choose what it counts." icon={PenLine}>
      <FormField
        label="Counter Name"
        hint="Only you see this, on your dashboard."
        error={useFieldError('name')}
      >
        <Input maxLength={LIMITS.nameMax} placeholder="e.g. Road to 100K" {...register('name')} />
      </FormField>
      <ChoiceCards legend="Counter type" choices={TYPES} registration={register('settings.countdownType')} />
      <FormField
        label="Counter Title"
        hint="Shown above the counter."
        error={useFieldError('settings.title')}
      >
        <Input
          maxLength={LIMITS.titleMax}
          placeholder="e.g. Instagram Followers"
          {...register('settings.title')}
        />
      </FormField>
      <SwitchField
        label="Synced (live control)"
        description="Every display shows the same moment, and you drive it from your phone (Premium)."
        field="synced"
        disabledReason={followsLiveCount ? LIVE_SOURCES_SYNCED_MESSAGE : undefined}
      />
    </FormSection>
  );
}
