import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_NAMES } from './locale-names';
import { COUNTER_LOCALES, isCounterLocale, isRightToLeft, unitWord } from './unit-words';
import './unit-words-table';

describe('unitWord', () => {
  it('English keeps the short forms with one and other', () => {
    expect(unitWord('en', 'days', 1)).toBe('day');
    expect(unitWord('en', 'days', 2)).toBe('days');
    expect(unitWord('en', 'days', 0)).toBe('days');
    expect(unitWord('en', 'seconds', 1)).toBe('sec');
    expect(unitWord('en', 'minutes', 59)).toBe('mins');
  });

  it('German singular and plural', () => {
    expect(unitWord('de', 'days', 1)).toBe('Tag');
    expect(unitWord('de', 'days', 3)).toBe('Tage');
    expect(unitWord('de', 'hours', 1)).toBe('Stunde');
    expect(unitWord('de', 'hours', 12)).toBe('Stunden');
  });

  it('Polish, Russian and Ukrainian take one, few and many by the last digits', () => {
    expect([1, 2, 5, 12, 22, 25].map((n) => unitWord('pl', 'hours', n))).toEqual([
      'godzina',
      'godziny',
      'godzin',
      'godzin',
      'godziny',
      'godzin',
    ]);
    expect([1, 3, 11, 21, 24, 0].map((n) => unitWord('ru', 'days', n))).toEqual([
      'день',
      'дня',
      'дней',
      'день',
      'дня',
      'дней',
    ]);
    expect([1, 2, 5].map((n) => unitWord('uk', 'minutes', n))).toEqual(['хвилина', 'хвилини', 'хвилин']);
  });

  it('Polish, Russian and Ukrainian take their fraction form for a count that is not whole', () => {
    const units = ['days', 'hours', 'minutes', 'seconds'] as const;
    expect(units.map((u) => unitWord('pl', u, 1.5))).toEqual(['dnia', 'godziny', 'minuty', 'sekundy']);
    expect(units.map((u) => unitWord('ru', u, 1.5))).toEqual(['дня', 'часа', 'минуты', 'секунды']);
    expect(units.map((u) => unitWord('uk', u, 1.5))).toEqual(['дня', 'години', 'хвилини', 'секунди']);
  });

  it('Arabic has distinct dual and few forms', () => {
    expect(unitWord('ar', 'days', 2)).toBe('يومان');
    expect(unitWord('ar', 'days', 3)).toBe('أيام');
    expect(unitWord('ar', 'days', 11)).toBe('يومًا');
    expect(unitWord('ar', 'seconds', 5)).toBe('ثوانٍ');
  });

  it('French counts 0 as singular, as CLDR says', () => {
    expect(unitWord('fr', 'seconds', 0)).toBe('seconde');
    expect(unitWord('fr', 'seconds', 2)).toBe('secondes');
  });

  it('every locale has a non-empty word for every unit and count', () => {
    for (const locale of COUNTER_LOCALES) {
      expect(LOCALE_NAMES[locale].length).toBeGreaterThan(0);
      for (const unit of ['days', 'hours', 'minutes', 'seconds'] as const) {
        for (const n of [0, 1, 2, 3, 5, 11, 21, 101])
          expect(unitWord(locale, unit, n).length).toBeGreaterThan(0);
      }
    }
    expect(COUNTER_LOCALES.length).toBeGreaterThanOrEqual(15);
  });
});

describe('locale helpers', () => {
  it('knows its locales and which read right to left', () => {
    expect(isCounterLocale('pt-BR')).toBe(true);
    expect(isCounterLocale('pt')).toBe(false);
    expect(isRightToLeft('ar')).toBe(true);
    expect(isRightToLeft('de')).toBe(false);
  });
});

describe('unitWord: plural rules', () => {
  afterEach(() => vi.restoreAllMocks());
  const RealPluralRules = Intl.PluralRules;

  it('builds a language’s plural rules once and reuses them on every later tick', async () => {
    // A countdown asks for its words every second; a fresh import starts with no cached rules.
    vi.resetModules();
    const fresh = await import('./unit-words');
    await import('./unit-words-table');
    // A plain function, not an arrow one: the code under test calls it with new.
    function build(...args: ConstructorParameters<typeof Intl.PluralRules>) {
      return new RealPluralRules(...args);
    }
    const made = vi.spyOn(Intl, 'PluralRules').mockImplementation(build);
    expect(fresh.unitWord('pl', 'hours', 3)).toBe('godziny');
    expect(fresh.unitWord('pl', 'hours', 5)).toBe('godzin');
    expect(fresh.unitWord('pl', 'minutes', 1)).toBe('minuta');
    expect(made).toHaveBeenCalledTimes(1);
  });
});

describe('controlWords', () => {
  it('gives every counter language its own viewer controls, with a place for the time', async () => {
    const { OTHER_UNIT_WORDS } = await import('./unit-words-table');
    const { COUNTER_LOCALES, controlWords } = await import('./unit-words');
    const english = controlWords('en');
    expect(english[0]).toBe('Start Counter');
    for (const locale of COUNTER_LOCALES.filter((l) => l !== 'en')) {
      const words = controlWords(locale);
      expect(words, locale).toBe(OTHER_UNIT_WORDS[locale]?.controls);
      expect(words).toHaveLength(english.length);
      expect(
        words.every((w) => w.trim() !== ''),
        locale,
      ).toBe(true);
      expect(words[10], locale).toContain('{}');
      expect(words[0], locale).not.toBe(english[0]);
    }
  });

  it('falls back to English for no language', async () => {
    const { controlWords } = await import('./unit-words');
    expect(controlWords(undefined)[4]).toBe('Fullscreen');
  });
});
