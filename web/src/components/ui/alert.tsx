import { cn } from '@web/lib/cn';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import type { ComponentProps } from 'react';

type AlertProps = ComponentProps<'div'> & { variant?: 'error' | 'success' };

// Errors are announced at once (role="alert"); successes politely (role="status").
export function Alert({ variant = 'error', className, children, ...props }: AlertProps) {
  const Icon = variant === 'error' ? AlertCircle : CheckCircle2;
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-3 rounded-xl border px-4 py-3 text-sm',
        variant === 'error'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-emerald-200 bg-emerald-50 text-emerald-800',
        className,
      )}
      {...props}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>{children}</div>
    </div>
  );
}
