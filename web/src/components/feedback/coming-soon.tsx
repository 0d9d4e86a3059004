import { Card } from '@web/components/ui/card';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';

export function ComingSoon({ children }: { children?: ReactNode }) {
  return (
    <Card className="relative overflow-hidden">
      <div aria-hidden className="absolute inset-x-0 top-0 h-1 bg-brand-gradient" />
      <div className="flex flex-col items-center gap-4 px-6 py-16 text-center sm:py-20">
        <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <Sparkles className="size-7" aria-hidden />
        </span>
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">Coming soon</h2>
        <p className="max-w-md text-slate-600">
          {children ?? "We're putting the finishing touches on this page. Check back shortly."}
        </p>
      </div>
    </Card>
  );
}
