import { describe, expect, it } from 'vitest';
import { hasUnitWords, spokenPhrases, unitWord } from './unit-words';

// The viewer bundle carries English only; other languages' words arrive with unit-words-table.ts
// (this file must not import it statically: it checks the state before the table is loaded).
describe('unit words before and after the table is loaded', () => {
  it('English is always there; another language says it must be loaded, and falls back to English', () => {
    expect(hasUnitWords('en')).toBe(true);
    expect(hasUnitWords('xx')).toBe(true); // not a counter language: nothing to load
    expect(hasUnitWords('de')).toBe(false);
    expect(unitWord('de', 'days', 2)).toBe('days');
    expect(unitWord('de', 'days', 1)).toBe('day');
    // Nor any phrases for the live region: the viewer speaks English until the table is there.
    expect(spokenPhrases('de')).toBeUndefined();
  });

  it('importing the table adds every other language', async () => {
    await import('./unit-words-table');
    expect(hasUnitWords('de')).toBe(true);
    expect(unitWord('de', 'days', 2)).toBe('Tage');
    expect(unitWord('pl', 'hours', 5)).toBe('godzin');
  });
});
