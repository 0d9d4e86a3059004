import { cn } from '@web/lib/cn';
import type { ComponentProps, ReactNode } from 'react';

// A data table that turns into stacked cards on phones (below sm): the header row hides and each
// row becomes a bordered card; cells given a `label` show it inline there, since no header is seen.
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="w-full sm:overflow-x-auto sm:rounded-xl sm:border sm:border-slate-200">
      <table className={cn('w-full border-collapse text-left text-sm max-sm:block', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-slate-50 max-sm:hidden', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('max-sm:grid max-sm:gap-3', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn(
        'transition-colors sm:border-t sm:border-slate-200 sm:even:bg-slate-50/70 sm:hover:bg-brand-50/60',
        'max-sm:grid max-sm:gap-2 max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-4',
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase',
        className,
      )}
      {...props}
    />
  );
}

type CellProps = ComponentProps<'td'> & { label?: ReactNode };

export function TableCell({ className, label, children, ...props }: CellProps) {
  return (
    <td className={cn('align-middle max-sm:block sm:px-4 sm:py-3', className)} {...props}>
      {label && <span className="mr-1 text-slate-500 sm:sr-only">{label}</span>}
      {children}
    </td>
  );
}
