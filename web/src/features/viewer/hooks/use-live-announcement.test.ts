import '@core/counter/extras';
import { formatCountdownParts, splitDuration } from '@core/counter/engine/countdown';
import type { CounterFace } from '@web/components/counter-display/types';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  announcementText,
  nextAnnouncement,
  type Spoken,
  useLiveAnnouncement,
} from './use-live-announcement';

// The live region speaks the counter's language (issue #17), with the labels' words.
const face = (seconds: number): CounterFace => ({
  kind: 'countdown',
  parts: formatCountdownParts(splitDuration(seconds), false),
});
const DAY_3H = 86_400 + 3 * 3600 + 5 * 60 + 1;
const de = { locale: 'de' as const, completionMessage: '' };
const en = { completionMessage: '' };

describe('live region text', () => {
  it('German: unit words and plural rules of the labels, German phrases', () => {
    expect(announcementText(face(DAY_3H), 'running', de, 'en-US', false)).toBe(
      'Noch 1 Tag, 3 Stunden, 5 Minuten, 1 Sekunde',
    );
    expect(announcementText(face(DAY_3H), 'paused', de, 'en-US', true)).toBe(
      'Angehalten bei 1 Tag, 3 Stunden, 5 Minuten, 1 Sekunde',
    );
    expect(announcementText(face(0), 'completed', de, 'en-US', true)).toBe('Abgeschlossen');
  });

  it('English stays the default, with singular words for one', () => {
    expect(announcementText(face(DAY_3H), 'running', en, 'en-US', true)).toBe(
      'Started. 1 day, 3 hours, 5 mins, 1 sec remaining',
    );
    const live = { locale: 'en' as const, completionMessage: 'We are live' };
    expect(announcementText(face(0), 'completed', live, 'en-US', true)).toBe('We are live');
    expect(announcementText(face(5), 'idle', en, 'en-US', true)).toBe('');
  });

  it('Polish and Arabic plural forms', () => {
    expect(announcementText(face(5 * 3600 + 22 * 60), 'running', { ...en, locale: 'pl' }, 'pl', false)).toBe(
      'Pozostało 0 dni, 5 godzin, 22 minuty, 0 sekund',
    );
    expect(
      announcementText(face(2 * 86_400 + 3 * 3600), 'running', { ...en, locale: 'ar' }, 'ar', false),
    ).toBe('المتبقي: 2 يومان, 3 ساعات, 0 دقيقة, 0 ثانية');
  });

  it('overtime is time since zero, not time remaining', () => {
    const parts = formatCountdownParts(splitDuration(12), false);
    const over: CounterFace = { kind: 'countdown', parts, overtime: true };
    expect(announcementText(over, 'running', de, 'en-US', false)).toBe(
      '+0 Tage, 0 Stunden, 0 Minuten, 12 Sekunden',
    );
  });

  it('number counters say the number as shown, prefix and suffix included', () => {
    const number: CounterFace = { kind: 'number', value: 12_345, progress: 10 };
    expect(announcementText(number, 'running', { ...de, suffix: ' Follower' }, 'de-DE', false)).toBe(
      '12.345 Follower',
    );
  });

  it('English phrases for each status change, and the value alone between changes', () => {
    expect(announcementText(face(61), 'paused', en, 'en-US', true)).toBe(
      'Paused at 0 days, 0 hours, 1 min, 1 sec',
    );
    expect(announcementText(face(0), 'completed', en, 'en-US', true)).toBe('Complete');
    expect(announcementText(face(61), 'paused', en, 'en-US', false)).toBe(
      '0 days, 0 hours, 1 min, 1 sec remaining',
    );
    const number: CounterFace = { kind: 'number', value: 1_500, progress: 10 };
    expect(announcementText(number, 'running', en, 'en-US', true)).toBe('Started. 1,500');
    expect(announcementText(number, 'paused', en, 'en-US', true)).toBe('Paused at 1,500');
    expect(announcementText(number, 'completed', en, 'en-US', false)).toBe('1,500');
  });

  it('a counter set to English speaks the English phrases', () => {
    const english = { locale: 'en' as const, completionMessage: '' };
    expect(announcementText(face(1), 'running', english, 'en-US', false)).toBe(
      '0 days, 0 hours, 0 mins, 1 sec remaining',
    );
  });
});

describe('when the live region speaks', () => {
  const running: Spoken = { at: 100_000, status: 'running' };
  const number: CounterFace = { kind: 'number', value: 7, progress: 70 };
  const next = (last: Spoken, f: CounterFace, status: Spoken['status'], now: number) =>
    nextAnnouncement(last, f, status, en, 'en-US', now);

  it('at once on a status change, with the news, whatever the time', () => {
    expect(next(running, number, 'paused', 100_001)).toEqual({
      spoken: { at: 100_001, status: 'paused' },
      text: 'Paused at 7',
    });
    expect(next({ at: 100_000, status: 'paused' }, number, 'running', 100_000)).toEqual({
      spoken: { at: 100_000, status: 'running' },
      text: 'Started. 7',
    });
  });

  it('while running, the value once per calm interval: 10 s for a countdown, 5 s for a number', () => {
    expect(next(running, face(61), 'running', 109_999)).toBeNull();
    expect(next(running, face(61), 'running', 110_000)).toEqual({
      spoken: { at: 110_000, status: 'running' },
      text: '0 days, 0 hours, 1 min, 1 sec remaining',
    });
    expect(next(running, number, 'running', 104_999)).toBeNull();
    expect(next(running, number, 'running', 105_000)).toEqual({
      spoken: { at: 105_000, status: 'running' },
      text: '7',
    });
  });

  it('not again while paused, idle or complete', () => {
    for (const status of ['paused', 'idle', 'completed'] as const)
      expect(next({ at: 0, status }, number, status, 1_000_000), status).toBeNull();
  });
});

// The hook in a server render: the page's first HTML, before any effect runs.
function LiveRegion() {
  return createElement('p', null, JSON.stringify(useLiveAnnouncement(face(61), 'running', en, 'en-US')));
}

describe('useLiveAnnouncement', () => {
  it('says nothing in the first render: the region speaks only from the first update', () => {
    expect(renderToString(createElement(LiveRegion))).toBe('<p>&quot;&quot;</p>');
  });
});
