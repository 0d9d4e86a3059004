import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { matchesAll, termPattern, textOf } from '../utils/help-search';
import type { HelpTopic } from './help-topic';
import { highlight } from './highlight';

type TopicHits = { topic: HelpTopic; guide: boolean; items: HelpTopic['items']; score: number };

/** Which parts of each topic hold every term: the article itself, and which of its questions. */
export function searchTopics(topics: HelpTopic[], terms: string[]): TopicHits[] {
  return topics
    .map((topic) => {
      const article = [topic.title, topic.summary, textOf(topic.body), topic.keywords].join(' ');
      const guide = topic.body !== undefined && matchesAll(article, terms);
      const items = topic.items.filter((item) =>
        matchesAll(`${topic.title} ${item.q} ${textOf(item.a)}`, terms),
      );
      // An article named by the words comes first, then the ones that match most often.
      const named = matchesAll(topic.title, terms) ? 100 : 0;
      return { topic, guide, items, score: named + (guide ? 2 : 0) + items.length };
    })
    .filter((h) => h.guide || h.items.length > 0)
    .sort((a, b) => b.score - a.score);
}

/** A line of the article around the first word found, so the reader sees why it matched. */
function snippet(topic: HelpTopic, pattern: RegExp | null): string {
  const text = textOf(topic.body).replace(/\s+/g, ' ').trim();
  if (!pattern) return '';
  const at = text.search(new RegExp(pattern.source, 'i'));
  if (at < 0) return '';
  const start = Math.max(0, text.lastIndexOf(' ', Math.max(0, at - 70)) + 1);
  const end = text.indexOf(' ', Math.min(text.length, at + 110));
  return `${start > 0 ? '…' : ''}${text.slice(start, end < 0 ? undefined : end)}${end < 0 ? '' : '…'}`;
}

export const resultCount = (hits: TopicHits[]) =>
  hits.reduce((n, h) => n + (h.guide ? 1 : 0) + h.items.length, 0);

// The matches of a search, each with its words marked: an article by its summary and a link to
// it, a question with its whole answer, open.
export function HelpResults({
  hits,
  terms,
  onOpenGuide,
}: {
  hits: TopicHits[];
  terms: string[];
  onOpenGuide: () => void;
}) {
  const pattern = termPattern(terms);
  if (hits.length === 0) {
    return (
      <Card className="grid justify-items-center gap-3 px-6 py-12 text-center" data-testid="help-no-results">
        <span className="grid size-12 place-items-center rounded-2xl bg-slate-100 text-slate-500">
          <SearchX className="size-6" aria-hidden />
        </span>
        <h2 className="text-lg font-bold text-brand-950">No results</h2>
        <p className="max-w-md text-slate-600">
          Nothing in Help or the FAQ matches these words. Try other words, or ask us: we answer every message.
        </p>
        <Button asChild>
          <Link href="/contact">Contact Support</Link>
        </Button>
      </Card>
    );
  }
  return (
    <ul className="grid gap-6" aria-label="Search results">
      {hits.map(({ topic, guide, items }) => {
        const line = guide ? snippet(topic, pattern) : '';
        return (
          <li key={topic.id}>
            <Card className="grid gap-4 px-6 py-6 sm:px-8" data-testid="help-result">
              <div className="flex flex-wrap items-center gap-3">
                <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-gradient text-white">
                  <topic.Icon className="size-5" aria-hidden />
                </span>
                <h2 className="text-lg font-bold text-brand-950">{highlight(topic.title, pattern)}</h2>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
                  {topic.body ? 'Guide' : 'FAQ'}
                </span>
              </div>
              {guide && (
                <div className="grid gap-1.5">
                  <p className="text-slate-700">{highlight(topic.summary, pattern)}</p>
                  {line && (
                    <p className="border-l-2 border-brand-200 pl-3 text-sm text-slate-600">
                      {highlight(line, pattern)}
                    </p>
                  )}
                  <a
                    href={`#${topic.id}`}
                    onClick={onOpenGuide}
                    aria-label={`Read the guide: ${topic.title}`}
                    className="w-fit font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    Read the guide
                  </a>
                </div>
              )}
              {items.map((item) => (
                <div
                  key={item.q}
                  className="grid gap-1.5 border-t border-slate-100 pt-4 first:border-t-0 first:pt-0"
                >
                  <h3 className="font-semibold text-brand-950">{highlight(item.q, pattern)}</h3>
                  <div className="text-[0.95rem] leading-relaxed text-slate-700">
                    {highlight(item.a, pattern)}
                  </div>
                </div>
              ))}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
