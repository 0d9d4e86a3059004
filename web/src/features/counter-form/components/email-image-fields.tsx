import type { CounterBody } from '@core/counter/settings';
import { LIMITS } from '@core/counter/settings-options';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Mail } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { EMAIL_END_LABELS, EMAIL_LAYOUT_LABELS } from '../utils/email-image-options';
import type { CounterFormValues } from '../utils/form-values';
import { emptyToUndefined } from '../utils/timing-options';
import { SelectField, useFieldError } from './fields';

// How the countdown's e-mail image (the live GIF in newsletters) looks, and what it shows once the
// timer has ended: a text (by default the completion message) or the digits at zero.
export function EmailImageFields() {
  const { register } = useFormContext<CounterFormValues, unknown, CounterBody>();
  const end = useWatch<CounterFormValues, 'settings.emailEnd'>({ name: 'settings.emailEnd' }) ?? 'text';
  const message = useWatch<CounterFormValues, 'settings.completionMessage'>({
    name: 'settings.completionMessage',
  });
  const textError = useFieldError('settings.emailEndText');
  return (
    <fieldset className="grid gap-5 rounded-lg border border-slate-200 p-4">
      <legend className="flex items-center gap-2 px-1 text-sm font-semibold text-slate-900">
        <Mail className="size-4 text-brand-700" aria-hidden />
        E-mail image
      </legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="E-mail Layout"
          name="settings.emailLayout"
          labels={EMAIL_LAYOUT_LABELS}
          hint="The digits fill the image; empty units (00 days) are left out."
        />
        <SelectField label="After the End, Show" name="settings.emailEnd" labels={EMAIL_END_LABELS} />
      </div>
      {end === 'text' && (
        <FormField
          label="End Text"
          hint={`Up to ${LIMITS.emailEndTextMax} characters. Empty: the completion message.`}
          error={textError}
        >
          <Input
            maxLength={LIMITS.emailEndTextMax}
            placeholder={message?.trim() || 'Sale ended'}
            {...register('settings.emailEndText', { setValueAs: emptyToUndefined })}
          />
        </FormField>
      )}
    </fieldset>
  );
}
