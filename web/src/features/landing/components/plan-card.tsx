import { cn } from '@web/lib/cn';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';

export type PlanFeature = { text: string; included?: boolean };

type PlanCardProps = {
  name: string;
  tagline: string;
  price: ReactNode;
  features: PlanFeature[];
  action: ReactNode;
  highlighted?: boolean;
  badge?: string;
};

// One plan of the pricing section; the highlighted plan is the dark, gradient-framed one.
export function PlanCard({ name, tagline, price, features, action, highlighted, badge }: PlanCardProps) {
  return (
    <article
      aria-label={`${name} plan`}
      className={cn(
        'relative flex flex-col rounded-3xl p-8 sm:p-10',
        highlighted
          ? 'bg-brand-950 text-white shadow-2xl shadow-accent-purple/25 ring-2 ring-accent-purple/60'
          : 'border border-slate-200 bg-white text-brand-950 shadow-sm',
      )}
    >
      {badge && (
        <span className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-gradient px-4 py-1.5 text-xs font-bold tracking-wide text-white uppercase shadow-lg">
          {badge}
        </span>
      )}
      <h3 className="text-xl font-bold">{name}</h3>
      <p className={cn('mt-1 text-sm', highlighted ? 'text-white/70' : 'text-slate-600')}>{tagline}</p>
      <div className="mt-6 min-h-20">{price}</div>
      <ul className="mt-6 grid flex-1 content-start gap-3.5">
        {features.map((f) => (
          <li key={f.text} className="flex items-start gap-3 text-[0.95rem]">
            {f.included === false ? (
              <Minus className="mt-0.5 size-5 shrink-0 opacity-40" aria-hidden />
            ) : (
              <span
                className={cn(
                  'mt-0.5 grid size-5 shrink-0 place-items-center rounded-full',
                  highlighted ? 'bg-brand-gradient text-white' : 'bg-brand-50 text-brand-700',
                )}
              >
                <Check className="size-3.5" strokeWidth={3} aria-hidden />
              </span>
            )}
            {/* Muted by colour, not opacity: the text keeps 4.5:1 on both cards. */}
            <span className={cn(f.included === false && (highlighted ? 'text-white/70' : 'text-slate-600'))}>
              {f.text}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-9">{action}</div>
    </article>
  );
}
