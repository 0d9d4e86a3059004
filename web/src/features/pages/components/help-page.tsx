import { PageContainer } from '@web/components/layout/app-layout';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@web/components/ui/accordion';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { HELP_TOPICS } from './help-topics';
import { PageHero } from './page-hero';
import { ResponseTimesList } from './support-info';

export function HelpPage() {
  return (
    <>
      <PageHero
        eyebrow="Support"
        title="Help Center"
        description="Answers to the most common questions about creating, customizing, sharing and paying for your counters."
      >
        <nav aria-label="Help topics" className="mt-8 flex flex-wrap gap-2">
          {HELP_TOPICS.map(({ id, title, Icon }) => (
            <a
              key={id}
              href={`#${id}`}
              className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/10 px-3 py-1.5 text-xs font-medium sm:px-4 sm:py-2 sm:text-sm text-white/90 transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
            >
              <Icon className="size-4" aria-hidden />
              {title}
            </a>
          ))}
        </nav>
      </PageHero>
      <PageContainer>
        <div className="grid gap-10 lg:grid-cols-[1fr_21rem]">
          <div className="grid gap-8">
            {HELP_TOPICS.map(({ id, title, Icon, items }) => (
              <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
                <Card className="px-6 pt-6 sm:px-8 sm:pt-8">
                  <h2 id={`${id}-title`} className="flex items-center gap-3 text-xl font-bold text-brand-950">
                    <span className="grid size-10 place-items-center rounded-xl bg-brand-gradient text-white">
                      <Icon className="size-5" aria-hidden />
                    </span>
                    {title}
                  </h2>
                  <Accordion type="single" collapsible className="mt-2">
                    {items.map((item, i) => (
                      <AccordionItem key={item.q} value={`${id}-${i}`} className="last:border-b-0">
                        <AccordionTrigger>{item.q}</AccordionTrigger>
                        <AccordionContent>{item.a}</AccordionContent>
                      </AccordionItem>
                    ))}
                  </Accordion>
                </Card>
              </section>
            ))}
          </div>
          <aside className="lg:sticky lg:top-24 lg:self-start">
            <Card className="p-6">
              <span className="grid size-11 place-items-center rounded-2xl bg-brand-50 text-brand-700">
                <MessageCircle className="size-5" aria-hidden />
              </span>
              <h2 className="mt-4 text-lg font-bold text-brand-950">Still need help?</h2>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600">
                Our team answers every message. Typical response times:
              </p>
              <div className="mt-4">
                <ResponseTimesList />
              </div>
              <Button asChild className="mt-6 w-full">
                <Link href="/contact">Contact Support</Link>
              </Button>
            </Card>
          </aside>
        </div>
      </PageContainer>
    </>
  );
}
