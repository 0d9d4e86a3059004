import { AFFIX_MAX } from '@core/counter/locale/format-value';
import { LOCALE_NAMES } from '@core/counter/locale/locale-names';
import { COUNTER_LOCALES } from '@core/counter/locale/unit-words';
import { DECIMALS_MAX } from '@core/counter/number-value';
import type { CounterBody } from '@core/counter/settings';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Switch } from '@web/components/ui/switch';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { CounterFormValues } from '../utils/form-values';
import { emptyToUndefined, numberOrUndefined } from '../utils/timing-options';
import { useFieldError } from './fields';
import { FormSection } from './form-section';

// The counter's language (unit words, digits, right-to-left for Arabic) and, for number
// counters, how the value is written: '$1,234.50', '12.5K followers'.
export function LanguageSection() {
  const { register } = useFormContext<CounterFormValues, unknown, CounterBody>();
  const type = useWatch<CounterFormValues, 'settings.countdownType'>({ name: 'settings.countdownType' });
  const prefixError = useFieldError('settings.prefix');
  const suffixError = useFieldError('settings.suffix');
  const decimalsError = useFieldError('settings.decimals');
  return (
    <FormSection
      title="Language & Format"
      description="The words under the digits and how numbers are written."
      icon={Languages}
    >
      <FormField
        label="Language"
        hint="Unit words follow the language's plural rules; Arabic reads right to left."
        error={useFieldError('settings.locale')}
      >
        <NativeSelect {...register('settings.locale', { setValueAs: emptyToUndefined })}>
          <option value="">Automatic (English words, the visitor's number format)</option>
          {COUNTER_LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {type === 'number' && (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Prefix"
              hint={`Before the number, e.g. $ (up to ${AFFIX_MAX} characters).`}
              error={prefixError}
            >
              <Input
                maxLength={AFFIX_MAX}
                {...register('settings.prefix', { setValueAs: emptyToUndefined })}
              />
            </FormField>
            <FormField label="Suffix" hint="After the number, e.g. ' followers'." error={suffixError}>
              <Input
                maxLength={AFFIX_MAX}
                {...register('settings.suffix', { setValueAs: emptyToUndefined })}
              />
            </FormField>
          </div>
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <FormField
              label="Decimals"
              hint={`0 to ${DECIMALS_MAX} digits after the separator.`}
              error={decimalsError}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={DECIMALS_MAX}
                placeholder="0"
                className="tabular"
                {...register('settings.decimals', { setValueAs: numberOrUndefined })}
              />
            </FormField>
            <CompactSwitch />
          </div>
        </>
      )}
    </FormSection>
  );
}

function CompactSwitch() {
  const id = useId();
  return (
    <Controller<CounterFormValues, 'settings.compact'>
      name="settings.compact"
      render={({ field: { value, onChange, onBlur, ref } }) => (
        <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 bg-slate-50/60 p-3.5 sm:mt-7">
          <div className="grid gap-0.5">
            <Label htmlFor={id}>Compact Numbers</Label>
            <p className="text-xs text-slate-500">1.2M, 12.5K, in the language's own short form.</p>
          </div>
          <Switch id={id} ref={ref} checked={Boolean(value)} onCheckedChange={onChange} onBlur={onBlur} />
        </div>
      )}
    />
  );
}
