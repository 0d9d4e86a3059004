import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { type ReactNode, useId } from 'react';

type Props = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  // Right of the title on wide screens, below it on phones (e.g. a search box or a count).
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

// A titled card that is also a named region, so each admin panel is a landmark (and a test handle).
export function AdminSection({ title, description, icon, aside, className, children }: Props) {
  const titleId = useId();
  return (
    <Card className={cn('flex flex-col', className)}>
      <section aria-labelledby={titleId} className="flex flex-1 flex-col gap-5 p-5 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex items-start gap-3">
            {icon && (
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 [&_svg]:size-5">
                {icon}
              </span>
            )}
            <div className="grid gap-0.5">
              <h2 id={titleId} className="text-lg font-bold tracking-tight text-slate-900">
                {title}
              </h2>
              {description && <p className="text-sm text-slate-600">{description}</p>}
            </div>
          </div>
          {aside}
        </div>
        {children}
      </section>
    </Card>
  );
}
