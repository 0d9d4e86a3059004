import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-styles';

const dist = mkdtempSync(join(tmpdir(), 'inline-styles-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'Ab-1.css'), '.a{color:red}.b::after{content:"</style>"}');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('inlineStylesheets', () => {
  it("puts a built stylesheet inside the page and leaves a disabled link for Vite's loader", () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/Ab-1.css"></head>';
    expect(inlineStylesheets(html, dist)).toBe(
      '<head><style>.a{color:red}.b::after{content:"<\\/style>"}</style>' +
        '<link rel="stylesheet" href="/assets/Ab-1.css" disabled></head>',
    );
  });

  it('keeps a link whose file is missing, and links that are not built assets', () => {
    const html =
      '<link rel="stylesheet" crossorigin href="/assets/missing.css"><link rel="stylesheet" href="https://x.test/a.css">';
    expect(inlineStylesheets(html, dist)).toBe(html);
  });
});
