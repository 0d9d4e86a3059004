import { readFileSync } from 'node:fs';
import { PUBLIC_PAGES } from '@core/routes/page-meta';
import { describe, expect, it } from 'vitest';

describe('the screens main.tsx loads before hydrating a server-rendered page', () => {
  it('are named for exactly the pages the server renders', () => {
    const source = readFileSync(new URL('./lazy-screens.ts', import.meta.url), 'utf8');
    const block = /const PUBLIC_SCREENS[^\n]*\n([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
    const paths = [...block.matchAll(/'([^']+)':/g)].map((m) => m[1]);
    expect(paths.sort()).toEqual(Object.keys(PUBLIC_PAGES).sort());
  });
});
