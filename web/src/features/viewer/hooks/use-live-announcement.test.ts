import '@core/counter/extras';
import { formatCountdownParts, splitDuration } from '@core/counter/engine/countdown';
import type { CounterFace } from '@web/components/counter-display/types';
import { describe, expect, it } from 'vitest';
import { announcementText } from './use-live-announcement';

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
});
