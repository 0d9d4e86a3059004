import { PremiumPriceText } from '@web/components/marketing/premium-price';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@web/components/ui/accordion';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SectionHeading } from './section-heading';

const faqs: Array<{ q: string; a: ReactNode }> = [
  {
    q: 'Is Countstream really free?',
    a: 'Yes. The Free plan costs $0/month, forever. You get 1 counter with full customization, every animation style and social media icons. Public free counters show a small Countstream watermark link.',
  },
  {
    q: 'What do I get with Premium?',
    a: (
      <>
        Premium costs <PremiumPriceText /> and adds unlimited counters, gradient backgrounds, watermark
        removal, embedding in websites and streaming software, export options and priority support.
      </>
    ),
  },
  {
    q: 'What kinds of counters can I create?',
    a: 'Number counters that count up or down between two numbers (followers, subscribers, sales, donations) and countdown timers to any date and time, with a title, a social icon and a completion message.',
  },
  {
    q: 'Can I show my counter in OBS or on my website?',
    a: 'Yes. Every counter has a public link anyone can open. Premium adds embed codes for your website and a transparent, auto-starting view you add to OBS or Streamlabs as a browser source.',
  },
  {
    q: 'Do my viewers need an account?',
    a: 'No. Anyone with the link can watch your counter in a browser, full screen, on any device. Only you need an account to create and edit counters.',
  },
  {
    q: 'Can I cancel or get a refund?',
    a: (
      <>
        You can cancel anytime and keep Premium until the end of the period you paid for. New subscriptions
        have a 30-day money-back guarantee — see our{' '}
        <Link
          href="/refund-policy"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Refund Policy
        </Link>
        .
      </>
    ),
  },
];

// docs/product.md §2/§4: six questions, one open at a time, and the open one can be closed.
export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-6 py-20 sm:py-28">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        <Accordion
          type="single"
          collapsible
          className="mt-12 rounded-3xl border border-slate-200/80 bg-white px-6 shadow-sm sm:px-8"
        >
          {faqs.map((f, i) => (
            <AccordionItem key={f.q} value={`faq-${i}`} className="last:border-b-0">
              <AccordionTrigger className="text-base sm:text-lg">{f.q}</AccordionTrigger>
              <AccordionContent>{f.a}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
