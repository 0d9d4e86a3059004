import type { ViewerState } from '@core/counter/engine/viewer-machine';
import { type SpokenPhrases, spokenPhrases } from '@core/counter/locale/unit-words';
import type { CounterSettings } from '@core/counter/settings';
import { describeFace } from '@web/components/counter-display/display-model';
import type { CounterFace } from '@web/components/counter-display/types';
import { useEffect, useRef, useState } from 'react';

// Screen readers hear the value at calm intervals, not every tick (docs/architecture.md §8).
const INTERVAL_MS = { countdown: 10_000, number: 5_000 } as const;

// English is the viewer's own; other languages' phrases come with their unit words (core's extras,
// loaded for a counter in that language), so the live region speaks the labels' language.
const ENGLISH: SpokenPhrases = ['{} remaining', 'Paused at {}', 'Started. {}', 'Complete'];

/** The settings the spoken value depends on: the language, and a number's prefix, suffix… */
export type SpokenSettings = Parameters<typeof describeFace>[2] & Pick<CounterSettings, 'completionMessage'>;

/**
 * What the live region says: the value (`changed` false, the calm interval's update) or the news
 * of a status change. The value is the counter's accessible label (describeFace: the labels'
 * words and plural rules); `locale` groups numbers.
 */
export function announcementText(
  face: CounterFace,
  status: ViewerState['status'],
  s: SpokenSettings,
  locale: string,
  changed: boolean,
): string {
  const [remaining, paused, started, complete] = (s.locale && spokenPhrases(s.locale)) || ENGLISH;
  // Through a function: the time holds the counter's own label words, and a "$" in them must be
  // read out as it is, not as a replacement pattern.
  const fill = (phrase: string, text: string) => phrase.replace('{}', () => text);
  const time = describeFace(face, locale, s);
  const value = face.kind === 'number' || face.overtime ? time : fill(remaining, time);
  if (!changed) return value;
  if (status === 'completed') return s.completionMessage || complete;
  if (status === 'paused') return fill(paused, time);
  return status === 'running' ? fill(started, value) : '';
}

/** What the live region last spoke about (the status) and when. */
export interface Spoken {
  at: number;
  status: ViewerState['status'];
}

/**
 * The live region's next words, or null to stay quiet: at once on a status change; otherwise only
 * while running, once per calm interval, so a paused or finished counter does not repeat itself.
 * Pure, so the hook's timing is tested without a browser.
 */
export function nextAnnouncement(
  last: Spoken,
  face: CounterFace,
  status: ViewerState['status'],
  s: SpokenSettings,
  locale: string,
  now: number,
): { spoken: Spoken; text: string } | null {
  const changed = last.status !== status;
  if (!changed && (status !== 'running' || now - last.at < INTERVAL_MS[face.kind])) return null;
  return { spoken: { at: now, status }, text: announcementText(face, status, s, locale, changed) };
}

export function useLiveAnnouncement(
  face: CounterFace,
  status: ViewerState['status'],
  settings: SpokenSettings,
  locale: string,
): string {
  const [text, setText] = useState('');
  const last = useRef<Spoken>({ at: 0, status });
  useEffect(() => {
    const next = nextAnnouncement(last.current, face, status, settings, locale, Date.now());
    if (!next) return;
    last.current = next.spoken;
    setText(next.text);
  }, [face, status, settings, locale]);
  return text;
}
