import { SampleCountdownCard } from '@web/components/marketing/sample-countdown-card';
import { SampleFollowerCard } from '@web/components/marketing/sample-follower-card';
import { SampleMilestoneCard } from '@web/components/marketing/sample-milestone-card';
import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

const samples: Array<{ title: string; text: string; card: ReactNode }> = [
  {
    title: 'Follower & subscriber counters',
    text: 'Count up to your next big number and let your audience watch it happen.',
    card: <SampleFollowerCard />,
  },
  {
    title: 'Launch & event countdowns',
    text: 'Days, hours, minutes and seconds to your launch, stream or event, in every time zone.',
    card: <SampleCountdownCard />,
  },
  {
    title: 'Milestone celebrations',
    text: 'Finish with a message and confetti when you hit the goal.',
    card: <SampleMilestoneCard />,
  },
];

// docs/product.md §2 'See What You Can Create': three live sample cards.
export function SamplesSection() {
  return (
    <section id="examples" aria-labelledby="examples-title" className="scroll-mt-6 bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="examples-title" eyebrow="Examples" title="See What You Can Create">
          Every sample below is running live — the same counters you can build in minutes.
        </SectionHeading>
        <ul className="mt-14 grid gap-8 md:grid-cols-3">
          {samples.map((s) => (
            <li key={s.title} className="flex flex-col">
              <div className="h-72 shadow-xl shadow-brand-950/10 [border-radius:1.5rem]">{s.card}</div>
              <h3 className="mt-6 text-lg font-bold text-brand-950">{s.title}</h3>
              <p className="mt-1.5 leading-relaxed text-slate-600">{s.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
