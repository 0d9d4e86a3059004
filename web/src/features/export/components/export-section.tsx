import { Card } from '@web/components/ui/card';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

// A titled card of the export screen.
export function ExportSection({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="grid gap-0.5">
          <h2 className="text-lg font-bold text-slate-900">{title}</h2>
          {description && <p className="text-sm text-slate-600">{description}</p>}
        </div>
      </div>
      {children}
    </Card>
  );
}
