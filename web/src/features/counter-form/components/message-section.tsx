import { type CounterBody, LIMITS } from '@core/counter';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { PartyPopper } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import type { CounterFormValues } from '../utils/form-values';
import { entriesOf, ICON_POSITION_LABELS, SOCIAL_ICON_LABELS } from '../utils/options';
import { useFieldError } from './fields';
import { FormSection } from './form-section';

// Completion Message, Social Icon and Icon Position.
export function MessageSection() {
  const { register } = useFormContext<CounterFormValues, unknown, CounterBody>();
  return (
    <FormSection
      title="Message & Icon"
      description="What shows at the end, and a platform icon."
      icon={PartyPopper}
    >
      <FormField
        label="Completion Message"
        hint="Shown when the counter reaches its goal."
        error={useFieldError('settings.completionMessage')}
      >
        <Input maxLength={LIMITS.completionMessageMax} {...register('settings.completionMessage')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Social Icon" error={useFieldError('settings.socialIcon')}>
          <NativeSelect {...register('settings.socialIcon')}>
            {entriesOf(SOCIAL_ICON_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Icon Position" error={useFieldError('settings.iconPosition')}>
          <NativeSelect {...register('settings.iconPosition')}>
            {entriesOf(ICON_POSITION_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
    </FormSection>
  );
}
