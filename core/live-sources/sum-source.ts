import type { CounterSource, SourcePart } from './counter-source-schema';
import type { Precision } from './platforms';

// The sum a counter following several accounts shows. Its precision is its weakest part's: one
// rounded count makes the sum rounded, one counted count (our own tally of pushed follows, which
// misses unfollows) makes it counted; one hidden count hides the sum (a sum would give the hidden
// number away to anyone who knows the others); one not read yet leaves nothing honest to show.

const STRENGTH: Record<Precision, number> = { exact: 4, rounded: 3, counted: 2, hidden: 1, unavailable: 0 };

export function weakestPrecision(precisions: Precision[]): Precision {
  let weakest: Precision = 'exact';
  for (const p of precisions) if (STRENGTH[p] < STRENGTH[weakest]) weakest = p;
  return weakest;
}

export function sumSource(parts: SourcePart[], staleParts: number): CounterSource {
  const precision = parts.length ? weakestPrecision(parts.map((p) => p.precision)) : 'unavailable';
  const showable = STRENGTH[precision] > STRENGTH.hidden;
  let value = 0;
  let updatedAt: number | null = null;
  for (const part of parts) {
    value += part.value ?? 0;
    if (part.updatedAt !== null && (updatedAt === null || part.updatedAt > updatedAt))
      updatedAt = part.updatedAt;
  }
  return { value: showable ? value : null, precision, updatedAt, stale: staleParts > 0, parts };
}
