import { Input } from '@web/components/ui/input';
import type { ComponentProps } from 'react';

// A dollar amount: numeric, cents step (docs/product.md §5). id and aria-* reach the input for FormField.
export function PriceInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className="relative">
      <span
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-sm text-slate-500"
      >
        $
      </span>
      <Input type="number" inputMode="decimal" step={0.01} min={0.01} className="tabular pl-7" {...props} />
    </div>
  );
}
