import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';

// The way back from a counter's sub-pages (export, live control) to the dashboard.
export function BackToDashboard() {
  return (
    <Link
      href="/account"
      className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-brand-700"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Back to dashboard
    </Link>
  );
}
