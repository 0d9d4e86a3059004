import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@web/components/ui/accordion';
import { Card } from '@web/components/ui/card';
import { Screenshot } from './help-bits';
import type { HelpTopic } from './help-topic';

export function TopicHeading({ topic }: { topic: HelpTopic }) {
  const { id, title, Icon } = topic;
  return (
    <h2 id={`${id}-title`} className="flex items-center gap-3 text-xl font-bold text-brand-950">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-gradient text-white">
        <Icon className="size-5" aria-hidden />
      </span>
      {title}
    </h2>
  );
}

export function TopicQuestions({ topic }: { topic: HelpTopic }) {
  if (topic.items.length === 0) return null;
  return (
    <Accordion type="single" collapsible className="mt-2">
      {topic.items.map((item, i) => (
        <AccordionItem key={item.q} value={`${topic.id}-${i}`} className="last:border-b-0">
          <AccordionTrigger>{item.q}</AccordionTrigger>
          <AccordionContent>{item.a}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

// One Help article at /help#<id>: what it is for, the steps with the real button names, a
// screenshot of the screen, then its questions.
export function HelpGuide({ topic }: { topic: HelpTopic }) {
  return (
    <section id={topic.id} aria-labelledby={`${topic.id}-title`} className="scroll-mt-24">
      <Card className="grid gap-5 px-6 pt-6 pb-2 sm:px-8 sm:pt-8">
        <div className="grid gap-2">
          <TopicHeading topic={topic} />
          {topic.summary && <p className="font-medium text-slate-700">{topic.summary}</p>}
        </div>
        <div className="grid gap-3 text-[0.95rem] leading-relaxed text-slate-700">{topic.body}</div>
        {topic.figure && <Screenshot figure={topic.figure} />}
        <div className={topic.items.length === 0 ? 'pb-4' : undefined}>
          <TopicQuestions topic={topic} />
        </div>
      </Card>
    </section>
  );
}

/** The guides at a glance, at the top of the Help Center. */
export function GuideIndex({ guides }: { guides: HelpTopic[] }) {
  return (
    <nav aria-labelledby="guides-title">
      <h2 id="guides-title" className="text-2xl font-extrabold tracking-tight text-brand-950">
        Guides
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {guides.map(({ id, title, summary, Icon }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="flex h-full gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="grid gap-0.5">
                <span className="font-semibold text-brand-950">{title}</span>
                <span className="text-sm text-slate-600">{summary}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
