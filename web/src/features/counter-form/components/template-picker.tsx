import { cn } from '@web/lib/cn';
import { CalendarHeart, Crown, type LucideIcon, Mail, PartyPopper, Rocket, Timer, Users } from 'lucide-react';
import { Link } from 'wouter';
import { COUNTER_TEMPLATES, type CounterTemplate, type TemplateId } from '../utils/templates';

const ICONS: Record<TemplateId, LucideIcon> = {
  'follower-goal': Users,
  launch: Rocket,
  subathon: Timer,
  'sale-email': Mail,
  'new-year': PartyPopper,
};

type Props = {
  chosen: TemplateId | null;
  /** Which templates only Premium can save (the server's rule), for this moment and zone. */
  needsPremium: (template: CounterTemplate) => boolean;
  /** Whether the creator has Premium: the note about a Premium template is for those who do not. */
  premium: boolean;
  onChoose: (template: CounterTemplate) => void;
};

// A new counter's starting points: one click lays a complete design over the form.
export function TemplatePicker({ chosen, needsPremium, premium, onChoose }: Props) {
  const picked = COUNTER_TEMPLATES.find((t) => t.id === chosen);
  return (
    <section
      aria-labelledby="template-picker-title"
      className="rounded-2xl border border-brand-100 bg-brand-50/50 p-4 sm:p-5"
    >
      <h2 id="template-picker-title" className="flex items-center gap-2 text-base font-bold text-slate-900">
        <CalendarHeart className="size-[18px] text-brand-700" aria-hidden />
        Start from a template
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">
        Pick one, then make it yours: every setting stays editable.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {COUNTER_TEMPLATES.map((template) => {
          const Icon = ICONS[template.id];
          const isPremium = needsPremium(template);
          return (
            <li key={template.id} className="contents">
              <button
                type="button"
                aria-pressed={chosen === template.id}
                onClick={() => onChoose(template)}
                className={cn(
                  'flex min-h-20 flex-col items-start gap-1 rounded-xl border border-slate-200 bg-white p-3 text-left transition',
                  'hover:border-brand-400 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none',
                  'aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:ring-2 aria-pressed:ring-brand-500/30',
                )}
              >
                <span className="flex w-full items-center justify-between gap-2">
                  <Icon className="size-[18px] text-brand-700" aria-hidden />
                  {isPremium && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      <Crown className="size-3" aria-hidden />
                      Premium
                    </span>
                  )}
                </span>
                <span className="text-sm font-semibold text-slate-900">{template.label}</span>
                <span className="text-xs text-slate-600">{template.description}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {picked && needsPremium(picked) && !premium && (
        <p
          role="status"
          className="mt-3 flex flex-wrap items-center gap-x-1.5 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900"
        >
          <Crown className="size-4 shrink-0" aria-hidden />
          {picked.label} uses a Premium feature: you can build and preview it, and save it with Premium.
          <Link href="/account" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Upgrade to Premium
          </Link>
        </p>
      )}
    </section>
  );
}
