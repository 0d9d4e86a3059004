import { cn } from '@web/lib/cn';
import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';

export interface CardChoice<T extends string | number> {
  value: T;
  label: string;
  hint?: string;
  /** A second, quieter line (e.g. the platforms a size is for). */
  detail?: string;
  icon?: LucideIcon;
  disabled?: boolean;
}

interface Props<T extends string | number> {
  legend: string;
  value: T;
  onChange: (value: T) => void;
  choices: CardChoice<T>[];
  columns?: 2 | 3 | 4;
  disabled?: boolean;
  /** Icon above the text, for narrow cards with longer text. */
  stacked?: boolean;
}

const COLS = { 2: 'grid-cols-2', 3: 'grid-cols-1 sm:grid-cols-3', 4: 'grid-cols-2 sm:grid-cols-4' };

// A radio group drawn as cards; native radios keep arrow keys and screen-reader semantics.
export function ChoiceGroup<T extends string | number>({
  legend,
  value,
  onChange,
  choices,
  columns = 2,
  disabled = false,
  stacked = false,
}: Props<T>) {
  const name = useId();
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className={cn('grid gap-2.5', COLS[columns])}>
        {choices.map(({ value: v, label, hint, detail, icon: Icon, disabled: off }) => (
          <label
            key={String(v)}
            className={cn(
              'relative flex cursor-pointer gap-3 rounded-xl border border-slate-300 bg-white p-3 transition',
              stacked ? 'items-center sm:flex-col sm:items-start sm:gap-2' : 'items-center',
              'hover:border-brand-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-500/30',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2',
              (off || disabled) && 'cursor-not-allowed bg-slate-50 opacity-60 hover:border-slate-300',
            )}
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={v === value}
              disabled={off}
              onChange={() => onChange(v)}
            />
            {Icon && (
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-white text-brand-700 shadow-xs ring-1 ring-slate-200">
                <Icon className="size-[18px]" aria-hidden />
              </span>
            )}
            <span className="grid min-w-0">
              <span className="text-sm font-semibold text-slate-900">{label}</span>
              {hint && <span className="text-xs text-slate-600 tabular-nums">{hint}</span>}
              {detail && <span className="text-xs text-slate-600">{detail}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
