import { buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Check, Crown, FileJson, Film, ImageDown, Lock } from 'lucide-react';
import { Link } from 'wouter';

const OFFERS = [
  {
    icon: Film,
    title: 'Video clips',
    text: 'MP4 or WebM of your counter counting up, or the final seconds of your countdown, with the completion message and confetti.',
  },
  {
    icon: ImageDown,
    title: 'Images',
    text: 'Any frame as a PNG, with or without its background.',
  },
  {
    icon: FileJson,
    title: 'Settings files',
    text: 'Back up a design as JSON and create new counters from it.',
  },
];

const DETAILS = [
  '9:16 for Reels, Shorts and TikTok',
  '16:9 and 1:1 too',
  '30 or 60 fps',
  'Rendered in your browser',
];

// Free users: what export does, and the way to Premium (docs/product.md §1 'export options').
export function ExportOffer() {
  return (
    <Card className="overflow-hidden" data-testid="export-offer">
      <div aria-hidden className="h-1.5 bg-brand-gradient" />
      <div className="grid gap-6 p-6 sm:p-8">
        <div className="grid gap-2">
          <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
            <Lock className="size-4" aria-hidden />
            Export is a Premium feature
          </p>
          <h2 className="text-2xl font-extrabold tracking-tight text-brand-950">
            Post your counter anywhere
          </h2>
          <p className="max-w-2xl text-slate-600">
            Turn this counter into a clip for your next milestone post, without a video editor.
          </p>
        </div>
        <ul className="grid gap-4 md:grid-cols-3">
          {OFFERS.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="grid content-start gap-2 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
            >
              <Icon className="size-6 text-brand-700" aria-hidden />
              <h3 className="font-bold text-slate-900">{title}</h3>
              <p className="text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
          {DETAILS.map((d) => (
            <li key={d} className="flex items-center gap-2">
              <Check className="size-4 text-emerald-600" aria-hidden />
              {d}
            </li>
          ))}
        </ul>
        <div>
          <Link href="/account" className={buttonClasses('gradient', 'lg')}>
            <Crown aria-hidden />
            Upgrade to Premium
          </Link>
        </div>
      </div>
    </Card>
  );
}
