import { describe, expect, it } from 'vitest';
import { localDigits, localUnitWord } from './countdown-words';
import { COUNTER_LOCALES, spokenPhrases } from './unit-words';
import './unit-words-table';

const part = (value: string, label: 'days' | 'hours' | 'mins' | 'secs') => ({ value, label });

describe('countdown words', () => {
  it('English keeps the short forms and ASCII digits', () => {
    expect(localUnitWord(part('01', 'mins'))).toBe('min');
    expect(localUnitWord(part('02', 'secs'), 'en')).toBe('secs');
    expect(localDigits(part('05', 'secs'))).toBe('05');
  });

  it('German and Polish follow their plural rules', () => {
    expect(localUnitWord(part('01', 'days'), 'de')).toBe('Tag');
    expect(localUnitWord(part('02', 'days'), 'de')).toBe('Tage');
    expect(localUnitWord(part('03', 'hours'), 'pl')).toBe('godziny');
    expect(localUnitWord(part('05', 'hours'), 'pl')).toBe('godzin');
  });

  it('digits come from Intl.NumberFormat, keeping the padding', () => {
    const arabic = new Intl.NumberFormat('ar', { minimumIntegerDigits: 2, useGrouping: false }).format(7);
    expect(localDigits(part('07', 'secs'), 'ar')).toBe(arabic);
    expect(localDigits(part('07', 'secs'), 'de')).toBe('07');
    expect(localUnitWord(part('11', 'mins'), 'ar')).toBe('دقيقة');
    expect(localUnitWord(part('02', 'days'), 'ar')).toBe('يومان');
  });

  it('every language but English has its live-region phrases, each with a place for the time', () => {
    for (const locale of COUNTER_LOCALES.filter((l) => l !== 'en')) {
      const phrases = spokenPhrases(locale);
      expect(phrases, locale).toBeDefined();
      for (const phrase of phrases?.slice(0, 3) ?? []) expect(phrase, locale).toContain('{}');
      expect(phrases?.[3], locale).not.toBe('');
    }
    expect(spokenPhrases('en')).toBeUndefined();
  });
});
