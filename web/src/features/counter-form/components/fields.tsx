import type { ContrastKind } from '@core/counter/colour-contrast';
import type { NumberInputField } from '@core/counter/number-input';
import { parseNumberInput } from '@core/counter/number-input';
import type { CounterBody, CounterSettings } from '@core/counter/settings';
import { ColorInput } from '@web/components/ui/color-input';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Switch } from '@web/components/ui/switch';
import { type ComponentProps, useId } from 'react';
import { Controller, type FieldPath, get, useFormContext, useFormState } from 'react-hook-form';
import type { CounterFormValues } from '../utils/form-values';
import { entriesOf } from '../utils/options';
import { ContrastNote } from './contrast-note';

type Path = FieldPath<CounterFormValues>;

/** The current error text of a form path, re-rendering when it changes. */
export function useFieldError(name: Path): string | undefined {
  const { errors } = useFormState<CounterFormValues>({ name });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

type SelectFieldProps = {
  label: string;
  name: Path;
  /** The closed value set, value → human label, in display order. */
  labels: Record<string, string>;
  hint?: string;
  onValue?: (value: string) => void;
};

/** A select over one of the settings' closed value sets, with its label, hint and server error. */
export function SelectField({ label, name, labels, hint, onValue }: SelectFieldProps) {
  const { register } = useFormContext<CounterFormValues, unknown, CounterBody>();
  const onChange = onValue && ((event: { target: { value: string } }) => onValue(event.target.value));
  return (
    <FormField label={label} hint={hint} error={useFieldError(name)}>
      <NativeSelect {...register(name, onChange && { onChange })}>
        {entriesOf(labels).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

type NumberFieldProps = ComponentProps<'input'> & { label: string; field: NumberInputField; hint?: string };

// Text that is not a number falls back per docs/product.md §5 (parseNumberInput); the schema then judges the range.
export function NumberField({ label, field, hint, ...props }: NumberFieldProps) {
  const { register } = useFormContext<CounterFormValues, unknown, CounterBody>();
  const name = `settings.${field}` as const;
  return (
    <FormField label={label} hint={hint} error={useFieldError(name)}>
      <Input
        type="number"
        inputMode="numeric"
        step={1}
        className="tabular"
        {...props}
        {...register(name, { setValueAs: (raw: unknown) => parseNumberInput(raw, field) })}
      />
    </FormField>
  );
}

/** The settings whose value is a `V`: any of them can be drawn by the field for that kind of value. */
type SettingsKeyOf<V> = {
  [K in keyof CounterSettings]-?: Exclude<CounterSettings[K], undefined> extends V ? K : never;
}[keyof CounterSettings];

type ColorKey = SettingsKeyOf<string>;

type ColorFieldProps = {
  label: string;
  field: ColorKey;
  /** What the colour paints, for the live contrast check against the background; none: no check. */
  contrast?: ContrastKind;
};

export function ColorField({ label, field, contrast }: ColorFieldProps) {
  const name = `settings.${field}` as const;
  const error = useFieldError(name);
  return (
    <Controller<CounterFormValues>
      name={name}
      render={({ field: { value, onChange, onBlur, ref } }) => (
        <FormField
          label={label}
          error={error}
          hint={contrast && <ContrastNote colour={String(value ?? '')} kind={contrast} />}
        >
          <ColorInput
            ref={ref}
            value={String(value ?? '')}
            onChange={onChange}
            onBlur={onBlur}
            pickerLabel={`Pick ${label.toLowerCase()}`}
          />
        </FormField>
      )}
    />
  );
}

type SwitchFieldProps = {
  label: string;
  description?: string;
  field: SettingsKeyOf<boolean>;
  /** Why the switch cannot be used now: it shows off, disabled, with this in place of the description. */
  disabledReason?: string;
};

export function SwitchField({ label, description, field, disabledReason }: SwitchFieldProps) {
  const id = useId();
  const note = disabledReason ?? description;
  return (
    <Controller<CounterFormValues>
      name={`settings.${field}`}
      render={({ field: { value, onChange, onBlur, ref } }) => (
        <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 bg-slate-50/60 p-3.5">
          <div className="grid gap-0.5">
            <Label htmlFor={id}>{label}</Label>
            {note && (
              <p id={`${id}-note`} className="text-xs text-slate-500">
                {note}
              </p>
            )}
          </div>
          <Switch
            id={id}
            ref={ref}
            checked={disabledReason ? false : Boolean(value)}
            disabled={disabledReason !== undefined}
            aria-describedby={note ? `${id}-note` : undefined}
            onCheckedChange={onChange}
            onBlur={onBlur}
          />
        </div>
      )}
    />
  );
}
