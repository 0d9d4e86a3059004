import { describe, expect, it } from 'vitest';
import { ViewCache } from './view-cache';

// The design-version side of the view cache (issue 8); the API tests cover the route around it.

const viewAt = (designVersion: number) => ({ settings: { title: `v${designVersion}` }, designVersion });

describe('ViewCache minVersion', () => {
  it('serves a cached entry unless a newer design version is asked for, then reloads once for all', async () => {
    const cache = new ViewCache();
    const now = Date.now();
    let loads = 0;
    let stored = now - 5000;
    const load = async () => {
      loads += 1;
      return viewAt(stored);
    };
    expect((await cache.getOrLoad('c1', load)).version).toBe(now - 5000);
    expect((await cache.getOrLoad('c1', load, now - 5000)).version).toBe(now - 5000);
    expect(loads).toBe(1);

    stored = now - 10; // an edit the cache was not told of (made through another instance)
    const asked = await Promise.all([1, 2, 3].map(() => cache.getOrLoad('c1', load, now - 10)));
    expect(asked.map((e) => e.version)).toEqual([now - 10, now - 10, now - 10]);
    expect(loads).toBe(2); // the displays asking at once share one read
    expect(JSON.parse((await cache.getOrLoad('c1', load)).body.toString()).settings.title).toBe(
      `v${now - 10}`,
    );
  });

  it('reads again when a load already under way returns the design from before the edit', async () => {
    const cache = new ViewCache();
    const now = Date.now();
    const versions = [now - 100, now - 50];
    let release!: () => void;
    const firstLoad = new Promise<void>((resolve) => {
      release = resolve;
    });
    let loads = 0;
    const load = async () => {
      const version = versions[loads++]!;
      if (loads === 1) await firstLoad; // started before the edit committed
      return viewAt(version);
    };
    const before = cache.getOrLoad('c2', load); // a plain visitor's miss starts the first load
    const after = cache.getOrLoad('c2', load, now - 50); // a live display, told of the edit, joins it
    release();
    expect((await before).version).toBe(now - 100);
    expect((await after).version).toBe(now - 50);
    expect(loads).toBe(2);
  });

  it('ignores a version far ahead of the clock, so it cannot force a read on every request', async () => {
    const cache = new ViewCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return viewAt(Date.now() - 1000);
    };
    await cache.getOrLoad('c3', load);
    await cache.getOrLoad('c3', load, Date.now() + 86_400_000);
    await cache.getOrLoad('c3', load, Number.NaN);
    expect(loads).toBe(1);
  });
});
