import { describe, expect, it } from 'vitest';
import { findDynamicReplacements } from './check-replace';

const check = (source: string, file = 'server/x.ts') => findDynamicReplacements(file, source);

describe('replacement check', () => {
  it('flags a replacement held in a variable, a template with substitutions or a call', () => {
    const found = check(
      [
        'html.replace(ROOT, tags);',
        // A template with a substitution, written escaped so this file has none of its own.
        `html.replace(/<title>/, \`<title>\${title}\`);`,
        "s.replaceAll('{}', String(n));",
        'page.replace(ROOT, render());',
        "s['replace']('a', b);",
        'html.replace(ROOT, onMatch);',
      ].join('\n'),
    );
    expect(found).toHaveLength(6);
    expect(found[0]).toMatch(/^server\/x\.ts:1:20: \.replace\(\)/);
    expect(found[1]).toContain('server/x.ts:2:');
    expect(found[2]).toContain('.replaceAll()');
  });

  it('accepts string literals and inline functions', () => {
    expect(
      check(
        [
          "s.replace(/</g, '\\\\u003c');",
          "s.replace(/(\\d)(?=(\\d{3})+$)/g, '$1,');",
          's.replace(ROOT, `<div id="root"></div>`);',
          `s.replace(ROOT, () => \`<div id="root">\${markup}</div>\`);`,
          "s.replace(/[&<]/g, (c) => ({ '&': '&amp;', '<': '&lt;' })[c]!);",
          's.replaceAll(x, function (m) { return m.toUpperCase(); });',
          "s.replace('a', ('b'));",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('leaves calls with one argument alone (location.replace, history.replace)', () => {
    expect(check('location.replace(url); router.replace(next);')).toEqual([]);
  });

  it('reads TSX, and finds a call nested in another', () => {
    const found = check('const A = () => <p>{label.replace("{}", value)}</p>;', 'web/src/a.tsx');
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('web/src/a.tsx:1:');
    expect(check('f(a.replace(b, () => c.replace(d, e)));')).toHaveLength(1);
  });
});
