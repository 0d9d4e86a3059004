import { readFileSync } from 'node:fs';
import { APP_PATHS, isAppPath } from '@core/routes/app-paths';
import { describe, expect, it } from 'vitest';

describe('the pages the server knows', () => {
  it('are exactly the paths the router matches', () => {
    const router = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
    const routed = [...router.matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]);
    expect([...routed].sort()).toEqual([...APP_PATHS].sort());
  });

  it('match pages with parameters and nothing else', () => {
    expect(isAppPath('/counter/abc123/edit')).toBe(true);
    expect(isAppPath('/embed/abc123')).toBe(true);
    expect(isAppPath('/help/')).toBe(true);
    expect(isAppPath('/this/page/does-not-exist')).toBe(false);
    expect(isAppPath('/counter/a/b/c')).toBe(false);
    expect(isAppPath('/helpx')).toBe(false);
  });
});
