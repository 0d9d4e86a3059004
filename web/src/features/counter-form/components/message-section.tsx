import type { CounterBody } from '@core/counter/settings';
import { LIMITS } from '@core/counter/settings-options';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PartyPopper } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import type { CounterFormValues } from '../utils/form-values';
import { ICON_POSITION_LABELS } from '../utils/options';
import { SelectField, useFieldError } from './fields';
import { FormSection } from './form-section';
import { LogoField } from './logo-field';
import { SocialIconField } from './social-icon-field';

// Completion Message, Social Icon, a Premium counter's own logo, and where the icon or logo sits.
export function MessageSection({ counterId, premium }: { counterId?: string; premium: boolean }) {
  const { register } = useFormContext<CounterFormValues, unknown, CounterBody>();
  return (
    <FormSection
      title="Message & Icon"
      description="What shows at the end, and a platform icon or your logo."
      icon={PartyPopper}
    >
      <FormField
        label="Completion Message"
        hint="Shown when the counter reaches its goal."
        error={useFieldError('settings.completionMessage')}
      >
        <Input maxLength={LIMITS.completionMessageMax} {...register('settings.completionMessage')} />
      </FormField>
      <SocialIconField />
      <LogoField counterId={counterId} premium={premium} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Icon Position" name="settings.iconPosition" labels={ICON_POSITION_LABELS} />
      </div>
    </FormSection>
  );
}
