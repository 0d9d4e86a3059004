import { cn } from '@web/lib/cn';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';

// A styled native <select>: long lists (time zones) stay fast, phones get their own picker, and
// type-ahead comes with the platform. id and aria-* props reach the <select> itself.
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'block h-11 w-full appearance-none rounded-xl border border-slate-300 bg-white pr-10 pl-3.5 text-base text-slate-900 shadow-xs sm:text-sm',
          'transition focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2',
          'aria-invalid:border-red-500 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-70',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
