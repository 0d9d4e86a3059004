import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { matchesAll, queryTerms, termPattern, textOf } from './help-search';

describe('help search', () => {
  it('splits a query into lower-case words without hyphens or edge punctuation', () => {
    expect(queryTerms('  E-mail   Timer? ')).toEqual(['email', 'timer']);
    expect(queryTerms('"obs"')).toEqual(['obs']);
    expect(queryTerms('   ')).toEqual([]);
  });

  it('needs every word, in any order, and treats e-mail and email alike', () => {
    expect(matchesAll('Live countdowns in e-mails', queryTerms('email countdown'))).toBe(true);
    expect(matchesAll('An email timer', queryTerms('e-mail'))).toBe(true);
    expect(matchesAll('Live countdowns in e-mails', queryTerms('email twitch'))).toBe(false);
  });

  it('marks every word it finds', () => {
    const re = termPattern(queryTerms('obs url'))!;
    expect('Copy URL for OBS'.split(re).filter((_, i) => i % 2 === 1)).toEqual(['URL', 'OBS']);
    expect(termPattern([])).toBeNull();
    expect(() => termPattern(queryTerms('a(b [c'))).not.toThrow();
  });

  it('reads the text of a React answer', () => {
    const a = createElement('span', null, 'Click ', createElement('strong', null, 'Embed'), '. Then ', 3);
    expect(textOf(a)).toBe('Click Embed. Then 3');
    const list = createElement(
      'ol',
      null,
      createElement('li', null, 'One.'),
      createElement('li', null, 'Two.'),
    );
    expect(textOf(list).replace(/\s+/g, ' ').trim()).toBe('One. Two.');
    expect(textOf([null, false, 'x'])).toBe('x');
  });
});
