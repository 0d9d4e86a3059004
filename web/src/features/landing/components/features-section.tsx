import {
  ANIMATION_STYLE_COUNT_WORD,
  ANIMATION_STYLE_LIST,
} from '@web/components/marketing/animation-style-words';
import { Hash, Layers, MonitorPlay, Palette, Share2, Timer } from 'lucide-react';
import { SectionHeading } from './section-heading';

const features = [
  {
    Icon: Hash,
    title: 'Number counters',
    text: 'Count up or down between any two numbers — followers, subscribers, sales, donations or sign-ups.',
  },
  {
    Icon: Timer,
    title: 'Countdown timers',
    text: 'Count down to any date and time. Every viewer sees the same moment, whatever their time zone.',
  },
  {
    Icon: Palette,
    title: 'Full customization',
    text: 'Fonts, colours, titles, completion messages and solid or gradient backgrounds to match your brand.',
  },
  {
    Icon: Layers,
    title: `${ANIMATION_STYLE_COUNT_WORD} animation styles`,
    text: `${ANIMATION_STYLE_LIST[0]?.toUpperCase()}${ANIMATION_STYLE_LIST.slice(1)} — pick the motion that fits the moment.`,
  },
  {
    Icon: Share2,
    title: 'Social media icons',
    text: 'Add an Instagram, X (Twitter), YouTube or Facebook icon next to your title or number.',
  },
  {
    Icon: MonitorPlay,
    title: 'Share, embed & stream',
    text: 'Share a public link on any plan. With Premium, embed it in your website or add it to OBS as a transparent browser source.',
  },
];

// docs/product.md §2: the six-card feature grid.
export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-6 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to count what matters"
        >
          Made for creators, streamers and businesses who want their numbers to look as good as their content.
        </SectionHeading>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ Icon, title, text }) => (
            <li
              key={title}
              className="group rounded-3xl border border-slate-200/80 bg-white p-7 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-brand-950/5"
            >
              <span className="grid size-12 place-items-center rounded-2xl bg-brand-gradient text-white shadow-md shadow-accent-red/20">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-5 text-lg font-bold text-brand-950">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
