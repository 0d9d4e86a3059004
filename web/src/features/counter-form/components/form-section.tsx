import { Card } from '@web/components/ui/card';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

type Props = { title: string; description?: string; icon: LucideIcon; children: ReactNode };

// One card per group of settings, with a heading the screen reader outline can jump to.
export function FormSection({ title, description, icon: Icon, children }: Props) {
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id} className="p-5 sm:p-6">
      <div className="mb-5 flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-[18px]" aria-hidden />
        </span>
        <div className="grid gap-0.5">
          <h2 id={id} className="text-base font-bold text-slate-900">
            {title}
          </h2>
          {description && <p className="text-sm text-slate-500">{description}</p>}
        </div>
      </div>
      <div className="grid gap-5">{children}</div>
    </Card>
  );
}
