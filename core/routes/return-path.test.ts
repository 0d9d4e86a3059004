import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './return-path';

// Return paths (after sign-in, after a Twitch or Kick connect) are an open redirect when a spelling
// that looks like a path leads to another host once the browser normalises it. Each spelling here
// either yields a path of this site or is refused.

const ORIGIN = 'http://localhost:3000';

const SPELLINGS: [string, string | null][] = [
  // Pages of this site, as their normalised path, query and fragment.
  ['/x', '/x'],
  ['/', '/'],
  ['/counter/abc?x=1#y', '/counter/abc?x=1#y'],
  ['/counter/./abc/../abc', '/counter/abc'],
  ['/x@evil.example', '/x@evil.example'],
  ['/a?next=//evil.example', '/a?next=//evil.example'],
  // An absolute URL of this very origin is that page; of the other scheme or port, another site.
  [`${ORIGIN}/x?y=1`, '/x?y=1'],
  ['//localhost:3000/x', '/x'],
  ['https://localhost:3000/x', null],
  ['http://localhost:3001/x', null],
  // Other hosts, spelled directly or protocol-relative.
  ['https://evil.example', null],
  ['//evil.example', null],
  ['///evil.example', null],
  ['http://localhost:3000@evil.example/', null],
  // Paths that normalise to `//host`: the dot segments are resolved first.
  ['/.//evil.example/x', null],
  ['/x/../..//evil.example', null],
  ['/x/%2e%2e/%2e%2e//evil.example', null],
  // Backslashes, which the parser reads as `/`.
  ['/\\evil.example', null],
  ['\\/evil.example', null],
  ['\\\\evil.example', null],
  ['/x\\y', null],
  // Escaped slashes, which a decoding router reads as `//`.
  ['/%2F/evil.example', null],
  ['/%5c/evil.example', null],
  // Controls and spaces, which the parser drops: `/\t/x` would become `//x`.
  ['/\t/evil.example', null],
  ['/\n/evil.example', null],
  ['/%09/evil.example', '/%09/evil.example'],
  [' /x', null],
  ['/x ', null],
  ['\u0000/x', null],
  ['/x\u2028', null],
  // Other schemes.
  ['javascript:alert(1)', null],
  ['JaVaScRiPt:alert(1)', null],
  ['data:text/html,<script>alert(1)</script>', null],
  [`blob:${ORIGIN}/4b1c`, null],
  // Relative values, which mean another page depending on where they are read; nothing at all.
  ['admin', null],
  ['../x', null],
  ['?x=1', null],
  ['#top', null],
  ['', null],
];

describe('sameOriginPath', () => {
  it.each(SPELLINGS)('%j → %j', (value, expected) => {
    expect(sameOriginPath(value, ORIGIN)).toBe(expected);
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 1, ['/x'], { toString: () => '/x' }])
      expect(sameOriginPath(value, ORIGIN)).toBeNull();
  });

  it('judges against the origin it is given, whatever path that origin URL has', () => {
    expect(sameOriginPath('https://countstream.example/x', 'https://countstream.example')).toBe('/x');
    expect(sameOriginPath('/x', 'https://countstream.example/app/')).toBe('/x');
    expect(sameOriginPath(`${ORIGIN}/x`, 'https://countstream.example')).toBeNull();
  });

  // Values made of the pieces the spellings above are made of, in any order.
  const PIECES = [
    '/',
    '\\',
    '.',
    '..',
    '%2e',
    '%2f',
    '%09',
    '\t',
    ' ',
    ':',
    '@',
    '?',
    '#',
    'http:',
    'localhost:3000',
    'evil.example',
    'x',
  ];

  it('whatever it is given, an answer is a path of this origin that reads back as itself', () => {
    const spellings = fc.oneof(
      fc.string(),
      fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }).map((p) => p.join('')),
    );
    fc.assert(
      fc.property(spellings, (value) => {
        const path = sameOriginPath(value, ORIGIN);
        if (path === null) return;
        expect(path).toMatch(/^\/(?![/\\])/);
        const url = new URL(path, ORIGIN);
        expect(url.origin).toBe(ORIGIN);
        expect(`${url.pathname}${url.search}${url.hash}`).toBe(path);
        expect(sameOriginPath(path, ORIGIN)).toBe(path);
      }),
    );
  });
});
