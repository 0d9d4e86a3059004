import { cn } from '@web/lib/cn';

// Decorative ring; pair it with visible text such as 'Loading...'.
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-block size-8 animate-spin rounded-full border-[3px] border-current border-r-transparent',
        className,
      )}
    />
  );
}

export function LoadingState({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex flex-col items-center justify-center gap-4 text-brand-700', className)}
    >
      <Spinner className="size-10" />
      <p className="text-sm font-medium text-slate-600">{label}</p>
    </div>
  );
}
