import { cn } from '@web/lib/cn';
import type { ComponentProps } from 'react';

const HEX = /^#[0-9a-fA-F]{6}$/;

type ColorInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the swatch picker, e.g. "Pick text color". */
  pickerLabel: string;
};

// A colour swatch picker beside a '#rrggbb' text field; both edit the same value. id and aria-*
// go to the text field so a FormField label and error describe it. The picker needs a valid hex,
// so while the text is half-typed it shows black.
export function ColorInput({ value, onChange, pickerLabel, className, disabled, ...props }: ColorInputProps) {
  const valid = HEX.test(value);
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <span
        className="relative size-11 shrink-0 overflow-hidden rounded-xl border border-slate-300 shadow-xs focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2"
        style={{ backgroundColor: valid ? value : '#000000' }}
      >
        <input
          type="color"
          aria-label={pickerLabel}
          value={valid ? value.toLowerCase() : '#000000'}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
      </span>
      <input
        type="text"
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
        maxLength={7}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value.trim())}
        className={cn(
          'block h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3.5 font-mono text-base text-slate-900 uppercase shadow-xs sm:text-sm',
          'transition focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2',
          'aria-invalid:border-red-500 disabled:cursor-not-allowed disabled:bg-slate-50',
        )}
        {...props}
      />
    </div>
  );
}
