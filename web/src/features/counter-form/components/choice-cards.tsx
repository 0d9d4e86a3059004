import { cn } from '@web/lib/cn';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export type Choice = { value: string; label: string; hint?: string; icon: LucideIcon; disabled?: boolean };

type Props = {
  legend: string;
  choices: Choice[];
  registration: UseFormRegisterReturn;
  footer?: ReactNode;
};

// A radio group drawn as cards; native radios keep keyboard arrows and form semantics.
export function ChoiceCards({ legend, choices, registration, footer }: Props) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {choices.map(({ value, label, hint, icon: Icon, disabled }) => (
          <label
            key={value}
            className={cn(
              'relative flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white p-3.5 transition',
              'hover:border-brand-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-500/30',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2',
              disabled && 'cursor-not-allowed bg-slate-50 opacity-60 hover:border-slate-300',
            )}
          >
            <input type="radio" value={value} disabled={disabled} className="sr-only" {...registration} />
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-white text-brand-700 shadow-xs ring-1 ring-slate-200">
              <Icon className="size-[18px]" aria-hidden />
            </span>
            <span className="grid">
              <span className="text-sm font-semibold text-slate-900">{label}</span>
              {hint && <span className="text-xs text-slate-600">{hint}</span>}
            </span>
          </label>
        ))}
      </div>
      {footer}
    </fieldset>
  );
}
