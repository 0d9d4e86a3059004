import { cn } from '@web/lib/cn';
import { Slot } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { Label } from './label';

type FormFieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  // The control (input, select...); it receives id, aria-invalid and aria-describedby.
  children: ReactNode;
};

export function FormField({ label, error, hint, optional, className, children }: FormFieldProps) {
  const id = useId();
  const controlId = `${id}-control`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    // content-start: beside a field with an error (a taller grid row), this one keeps its label and
    // control at the top instead of stretching its rows and sliding out of line.
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {optional && <span className="ml-1 font-normal text-slate-500">(optional)</span>}
      </Label>
      <Slot.Root id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
