import { Alert } from '@web/components/ui/alert';
import type { ReactNode } from 'react';

// Placeholder rows while a list first loads.
export function ListSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="grid gap-2">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="h-14 animate-pulse rounded-xl bg-slate-100" />
      ))}
    </div>
  );
}

export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}

export function ListError({ what }: { what: string }) {
  return <Alert>We couldn't load the {what}. Please reload the page.</Alert>;
}
