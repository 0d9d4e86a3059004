import { PageContainer } from '@web/components/layout/app-layout';
import { Card } from '@web/components/ui/card';
import type { ReactNode } from 'react';
import { PageHero } from './page-hero';

export type LegalSection = { id: string; title: string; body: ReactNode };

// A policy page: a summary, a table of contents beside headed sections, readable line lengths.
export function LegalLayout({
  title,
  summary,
  sections,
}: {
  title: string;
  summary: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <>
      <PageHero eyebrow="Legal" title={title} description={summary} />
      <PageContainer>
        <div className="grid gap-10 lg:grid-cols-[14rem_1fr]">
          <nav aria-label="On this page" className="hidden lg:sticky lg:top-24 lg:block lg:self-start">
            <p className="text-xs font-bold tracking-widest text-slate-500 uppercase">On this page</p>
            <ol className="mt-4 grid gap-2.5 text-sm">
              {sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="text-slate-600 transition hover:text-brand-700">
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <Card className="px-6 py-8 sm:px-10 sm:py-10">
            <div className="grid max-w-3xl gap-10">
              {sections.map((s, i) => (
                <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24">
                  <h2 id={`${s.id}-title`} className="text-xl font-bold tracking-tight text-brand-950">
                    <span aria-hidden className="mr-2 text-accent-purple tabular">
                      {i + 1}.
                    </span>
                    {s.title}
                  </h2>
                  <div className="mt-3 grid gap-3 leading-relaxed text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_ul]:grid [&_ul]:gap-1.5">
                    {s.body}
                  </div>
                </section>
              ))}
            </div>
          </Card>
        </div>
      </PageContainer>
    </>
  );
}
