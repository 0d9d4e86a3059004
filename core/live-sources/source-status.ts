import type { CounterSource } from './counter-source-schema';
import { PLATFORM_LABELS } from './platforms';
import { ageWords, partWords, precisionWords } from './source-words';

// The line a public display of a live count shows under its number (the viewer and the embed):
// how exact the number is and how fresh, in the plain words of source-words.ts, and one line per
// followed account for the details. Time is passed in, so the server's first frame and the
// browser's hydration write the same words.

/** One followed account, as the details list shows it. */
export interface PartStatus {
  /** The account's name on its platform ("Alice"), else its handle. */
  name: string;
  /** "Bluesky" */
  platform: string;
  /** null: hidden or not read. */
  value: number | null;
  words: string;
}

export interface SourceStatus {
  /** "Rounded by YouTube · updated 2 min ago", "3 accounts · updated 1 min ago". */
  summary: string;
  parts: PartStatus[];
  /** The number is not current, or there is none: the line says why. */
  attention: boolean;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

export function sourceStatus(source: CounterSource, now: number): SourceStatus {
  const { parts, precision } = source;
  const several = parts.length > 1;
  const segments: string[] = several ? [`${parts.length} accounts`] : [];
  // Our own words start lower-case and the first segment is capitalised; a platform's note is a
  // sentence of its own and keeps its case.
  const note = parts.find((p) => p.note)?.note ?? null;
  const weak = parts.filter((p) => p.precision === precision);
  if (precision === 'hidden')
    segments.push(several ? `${weak.length} hidden by the creator` : 'hidden by the creator');
  else if (precision === 'unavailable') {
    const own = weak.find((p) => p.note)?.note;
    if (own) segments.push(several && weak.length > 1 ? `${weak.length} unavailable` : own);
    else segments.push(several ? `${weak.length} not read yet` : 'not read yet');
  } else {
    // Rounded or counted: the word of each platform that made it so, once each.
    const words = new Set(weak.map((p) => precisionWords(p.platform, precision)));
    for (const w of words) if (w) segments.push(lower(w));
    segments.push(source.updatedAt === null ? 'not read yet' : `updated ${ageWords(source.updatedAt, now)}`);
    // The count shown is an old one: why, last (a note is a whole sentence).
    if (source.stale && note) segments.push(several ? `${parts.filter((p) => p.note).length} delayed` : note);
  }
  const [first = '', ...rest] = segments;
  return {
    summary: [capitalize(first), ...rest].join(' · '),
    parts: parts.map((p) => ({
      name: p.displayName || p.account,
      platform: PLATFORM_LABELS[p.platform],
      value: p.value,
      words: partWords(p, now),
    })),
    attention: source.value === null || source.stale,
  };
}

/**
 * ms until sourceStatus's words next change on their own (the age moves on), rounded up to calm
 * steps: every 5 s in the first minute ("40 s ago", "45 s ago"), then each minute.
 */
export function nextStatusChangeMs(source: CounterSource, now: number): number {
  const age = Math.max(0, now - (source.updatedAt ?? now));
  const step = age < 60_000 ? 5_000 : 60_000;
  return step - (age % step);
}
