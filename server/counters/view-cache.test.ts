import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { AppError } from '../../core/errors/app-error';
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

describe('ViewCache read budget', () => {
  const notFound = () => new AppError('not_found', 'Counter not found');

  it('reads at most once per gap under a flood of hints ahead of it, and every request is answered', async () => {
    const gap = 150;
    const cache = new ViewCache({ minReadGapMs: gap });
    const reads: number[] = [];
    const load = async () => {
      reads.push(Date.now());
      return viewAt(Date.now() - 60_000); // the hints are never met: they are made up
    };
    await cache.getOrLoad('c4', load);
    const started = Date.now();
    const answers: Promise<unknown>[] = [];
    while (Date.now() - started < 4 * gap) {
      for (let i = 0; i < 20; i++) answers.push(cache.getOrLoad('c4', load, Date.now() + 1 + i * 200));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const settled = await Promise.all(answers);
    expect(settled).toHaveLength(answers.length);
    const gaps = reads.slice(1).map((at, i) => at - reads[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(gap - 5); // timers may fire a few ms early
    expect(reads.length).toBeLessThanOrEqual(1 + Math.ceil((Date.now() - started) / gap));
    expect(reads.length).toBeGreaterThanOrEqual(2); // the hint was honoured, just not more often
  });

  it('remembers an unknown id as a miss until it expires or the counter changes', async () => {
    // The clock is moved, not waited for: the miss ends at exactly missTtlMs after the read.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const cache = new ViewCache({ missTtlMs: 100 });
    let reads = 0;
    let exists = false;
    const load = async () => {
      reads += 1;
      if (!exists) throw notFound();
      return viewAt(1);
    };
    const first = await Promise.allSettled(Array.from({ length: 50 }, () => cache.getOrLoad('c5', load)));
    expect(first.every((r) => r.status === 'rejected' && r.reason.code === 'not_found')).toBe(true);
    await expect(cache.getOrLoad('c5', load, Date.now())).rejects.toMatchObject({ code: 'not_found' });
    expect(reads).toBe(1);
    vi.setSystemTime(Date.now() + 99);
    await expect(cache.getOrLoad('c5', load)).rejects.toMatchObject({ code: 'not_found' });
    expect(reads).toBe(1); // still remembered
    vi.setSystemTime(Date.now() + 1);
    await expect(cache.getOrLoad('c5', load)).rejects.toMatchObject({ code: 'not_found' });
    expect(reads).toBe(2); // expired, read again
    exists = true;
    cache.invalidate('c5'); // created (or changed): forgotten at once
    expect((await cache.getOrLoad('c5', load)).version).toBe(1);
    expect(reads).toBe(3);
  });

  it('does not remember other failures, nor keep a read that a change overtook', async () => {
    const cache = new ViewCache();
    let reads = 0;
    await expect(
      cache.getOrLoad('c6', async () => {
        reads += 1;
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    let release!: () => void;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = cache.getOrLoad('c6', async () => {
      reads += 1;
      await slow;
      return viewAt(5);
    });
    cache.invalidate('c6'); // the owner saved while that read ran
    release();
    expect((await before).version).toBe(5); // served to those who asked, but not kept
    const fresh = await cache.getOrLoad('c6', async () => {
      reads += 1;
      return viewAt(6);
    });
    expect(fresh.version).toBe(6);
    expect(reads).toBe(3);
  });
});
