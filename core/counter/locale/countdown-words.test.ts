import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDigits, localUnitLabel, localUnitWord } from './countdown-words';
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

  it('a display label keeps one form whatever the count, so its width never changes', () => {
    for (const value of ['00', '01', '02', '05', '21'])
      expect(localUnitLabel(part(value, 'secs'))).toBe('secs');
    expect(localUnitLabel(part('01', 'days'), 'de')).toBe(localUnitLabel(part('02', 'days'), 'de'));
    expect(localUnitLabel(part('01', 'days'), 'de')).toBe('Tage');
    expect(localUnitLabel(part('01', 'hours'), 'pl')).toBe(localUnitLabel(part('05', 'hours'), 'pl'));
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

describe('countdown digits', () => {
  afterEach(() => vi.restoreAllMocks());
  // The real constructor, for the spy to build with.
  const RealNumberFormat = Intl.NumberFormat;

  it('keeps each part’s own padding and never groups a long count of days', () => {
    expect(localDigits(part('7', 'days'), 'de')).toBe('7');
    expect(localDigits(part('07', 'hours'), 'de')).toBe('07');
    expect(localDigits(part('007', 'days'), 'de')).toBe('007');
    // 1234 days is one number on the face, not '1.234'.
    expect(localDigits(part('1234', 'days'), 'de')).toBe('1234');
    expect(localDigits(part('1234', 'days'), 'hi')).toBe('1234');
  });

  it('English never builds a formatter; another language builds one per width and reuses it', async () => {
    // A first formatter costs the first paint on slow phones (the OBS source, the embed). A fresh
    // import starts with no cached formatter, whatever ran before.
    vi.resetModules();
    const { localDigits } = await import('./countdown-words');
    // A plain function, not an arrow one: the code under test calls it with new.
    function build(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      return new RealNumberFormat(...args);
    }
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(build);
    expect(localDigits(part('09', 'secs'), 'en')).toBe('09');
    expect(localDigits(part('123', 'days'))).toBe('123');
    expect(made).not.toHaveBeenCalled();
    expect(localDigits(part('09', 'secs'), 'ko')).toBe('09');
    expect(localDigits(part('08', 'secs'), 'ko')).toBe('08');
    expect(localDigits(part('59', 'mins'), 'ko')).toBe('59');
    expect(made).toHaveBeenCalledTimes(1);
    expect(localDigits(part('5', 'days'), 'ko')).toBe('5');
    expect(made).toHaveBeenCalledTimes(2);
  });
});
