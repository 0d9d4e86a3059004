import { PageContainer } from '@web/components/layout/app-layout';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { MessageCircle } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'wouter';
import { queryTerms } from '../utils/help-search';
import { GuideIndex, HelpGuide, TopicHeading, TopicQuestions } from './help-guide';
import { HelpResults, resultCount, searchTopics } from './help-results';
import { HelpSearchBox } from './help-search-box';
import { HELP_GUIDES, HELP_TOPICS } from './help-topics';
import { PageHero } from './page-hero';
import { ResponseTimesList } from './support-info';

const ALL_TOPICS = [...HELP_GUIDES, ...HELP_TOPICS];

// The search is kept in ?q= so a search can be linked to; replaceState keeps Back for leaving.
function writeQuery(q: string) {
  const url = new URL(window.location.href);
  if (q) url.searchParams.set('q', q);
  else url.searchParams.delete('q');
  url.hash = '';
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
}

export function HelpPage() {
  // Empty on the server and the first client render alike (the page is server-rendered); a
  // linked search is read once hydrated.
  const [query, setQuery] = useState('');
  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get('q');
    if (q) setQuery(q);
    // Reached inside the app (a link to /help#export), the article exists only now.
    else if (window.location.hash) document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, []);

  const terms = useMemo(() => queryTerms(query), [query]);
  const hits = useMemo(() => (terms.length > 0 ? searchTopics(ALL_TOPICS, terms) : []), [terms]);
  const searching = terms.length > 0;

  const change = (q: string) => {
    setQuery(q);
    writeQuery(q);
  };
  // A result's "Read the guide" link: the articles are drawn again before the browser follows
  // the link, so it lands on the article.
  const openGuide = () => {
    flushSync(() => setQuery(''));
    writeQuery('');
  };

  return (
    <>
      <PageHero
        eyebrow="Support"
        title="Help Center"
        description="Guides and answers for creating, sharing, streaming and paying for your counters."
      >
        <HelpSearchBox
          value={query}
          onChange={change}
          status={searching ? resultStatus(resultCount(hits), query.trim()) : ''}
        />
        <nav aria-label="Help topics" className="mt-6 flex flex-wrap gap-2">
          {HELP_TOPICS.map(({ id, title, Icon }) => (
            <a
              key={id}
              href={`#${id}`}
              onClick={searching ? openGuide : undefined}
              className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/10 px-3 py-1.5 text-xs font-medium text-white/90 transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white sm:px-4 sm:py-2 sm:text-sm"
            >
              <Icon className="size-4" aria-hidden />
              {title}
            </a>
          ))}
        </nav>
      </PageHero>
      <PageContainer>
        <div className="grid gap-10 lg:grid-cols-[1fr_21rem]">
          <div className="grid min-w-0 content-start gap-8">
            {searching ? (
              <HelpResults hits={hits} terms={terms} onOpenGuide={openGuide} />
            ) : (
              <>
                <GuideIndex guides={HELP_GUIDES} />
                {HELP_GUIDES.map((topic) => (
                  <HelpGuide key={topic.id} topic={topic} />
                ))}
                <h2 className="mt-4 text-2xl font-extrabold tracking-tight text-brand-950">
                  Frequently asked questions
                </h2>
                {HELP_TOPICS.map((topic) => (
                  <section
                    key={topic.id}
                    id={topic.id}
                    aria-labelledby={`${topic.id}-title`}
                    className="scroll-mt-24"
                  >
                    <Card className="px-6 pt-6 sm:px-8 sm:pt-8">
                      <TopicHeading topic={topic} />
                      <TopicQuestions topic={topic} />
                    </Card>
                  </section>
                ))}
              </>
            )}
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

function resultStatus(count: number, query: string): string {
  if (count === 0) return `No results for “${query}”.`;
  return `${count} ${count === 1 ? 'result' : 'results'} for “${query}”.`;
}
