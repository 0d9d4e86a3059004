import { AppError } from '@core/errors/app-error';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
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

describe('ViewCache limits and bookkeeping', () => {
  const fakeClock = () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
  };
  const counting = (version = 1) => {
    const state = { loads: 0 };
    const load = async () => {
      state.loads += 1;
      return viewAt(version);
    };
    return { state, load };
  };

  it('keeps a view 10 s and remembers a miss 5 s by default', async () => {
    fakeClock();
    const cache = new ViewCache();
    const { state, load } = counting();
    await cache.getOrLoad('t1', load);
    vi.setSystemTime(Date.now() + 9_999);
    await cache.getOrLoad('t1', load);
    expect(state.loads).toBe(1);
    vi.setSystemTime(Date.now() + 1);
    expect(cache.get('t1')).toBeUndefined();
    await cache.getOrLoad('t1', load);
    expect(state.loads).toBe(2);

    let misses = 0;
    const gone = async () => {
      misses += 1;
      throw new AppError('not_found', 'Counter not found');
    };
    await expect(cache.getOrLoad('t2', gone)).rejects.toMatchObject({ code: 'not_found' });
    vi.setSystemTime(Date.now() + 4_999);
    expect(cache.peek('t2')).toMatchObject({ error: { code: 'not_found' } });
    vi.setSystemTime(Date.now() + 1);
    expect(cache.peek('t2')).toBeUndefined();
    await expect(cache.getOrLoad('t2', gone)).rejects.toMatchObject({ code: 'not_found' });
    expect(misses).toBe(2);
  });

  it('stamps each entry with the time its read began and the ttl after the read ended', async () => {
    fakeClock();
    const cache = new ViewCache({ ttlMs: 1_000 });
    const began = Date.now();
    const entry = await cache.getOrLoad('t3', async () => {
      vi.setSystemTime(began + 300); // the read takes 300 ms
      return viewAt(7);
    });
    expect(entry.readAt).toBe(began);
    expect(entry.expiresAt).toBe(began + 1_300);
    expect(entry.version).toBe(7);
    expect(entry.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(JSON.parse(entry.body.toString())).toEqual(viewAt(7));
  });

  it('holds a hint up to 5 s ahead of its clock, and drops one further ahead', async () => {
    fakeClock();
    const cache = new ViewCache({ minReadGapMs: 0 });
    const now = Date.now();
    const { state, load } = counting(now - 1_000);
    await cache.getOrLoad('t4', load);
    expect(cache.peek('t4', now + 5_001)).toBeDefined();
    expect(cache.peek('t4', now + 5_000)).toBeUndefined();
    await cache.getOrLoad('t4', load, now + 5_001);
    expect(state.loads).toBe(1);
    await cache.getOrLoad('t4', load, now + 5_000);
    expect(state.loads).toBe(2);
  });

  it('needs no second read when the first read already meets the hint exactly', async () => {
    const cache = new ViewCache();
    const now = Date.now();
    const { state, load } = counting(now - 10);
    expect((await cache.getOrLoad('t5', load, now - 10)).version).toBe(now - 10);
    expect(state.loads).toBe(1);
  });

  it('waits about a second (the default gap) after the last read before reading again for a hint', async () => {
    const cache = new ViewCache();
    const { state, load } = counting(Date.now() - 60_000);
    await cache.getOrLoad('t6', load);
    const started = Date.now();
    await cache.getOrLoad('t6', load, Date.now());
    const waited = Date.now() - started;
    expect(state.loads).toBe(2);
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(3_000);
  });

  it('reads again for each later hint once the previous re-read is done, also one that started at once', async () => {
    // A re-read that needs no wait starts at once; it must still not answer the next hint.
    const cache = new ViewCache({ minReadGapMs: 50 });
    const now = Date.now();
    let stored = now - 3_000;
    let loads = 0;
    const load = async () => {
      loads += 1;
      return viewAt(stored);
    };
    await cache.getOrLoad('t7', load);
    await new Promise((resolve) => setTimeout(resolve, 60));
    stored = now - 2_000; // edited through another instance
    expect((await cache.getOrLoad('t7', load, now - 2_000)).version).toBe(now - 2_000);
    await new Promise((resolve) => setTimeout(resolve, 60));
    stored = now - 1_000; // and again
    expect((await cache.getOrLoad('t7', load, now - 1_000)).version).toBe(now - 1_000);
    expect(loads).toBe(3);
  });

  it('keeps at most maxEntries views, dropping the least recently read first', async () => {
    const cache = new ViewCache({ maxEntries: 3, minReadGapMs: 0 });
    const { load } = counting(1);
    for (const id of ['a', 'b', 'c']) await cache.getOrLoad(id, load);
    await cache.getOrLoad('b', load, Date.now()); // read again: now the newest, and nothing dropped
    expect(['a', 'b', 'c'].map((id) => cache.get(id) !== undefined)).toEqual([true, true, true]);
    await cache.getOrLoad('d', load);
    expect(['a', 'b', 'c', 'd'].map((id) => cache.get(id) !== undefined)).toEqual([false, true, true, true]);
    await cache.getOrLoad('e', load);
    expect(['b', 'c', 'd', 'e'].map((id) => cache.get(id) !== undefined)).toEqual([true, false, true, true]);
  });

  it('keeps 10,000 views by default', async () => {
    const cache = new ViewCache();
    const { load } = counting(1);
    for (let i = 0; i <= 10_000; i++) await cache.getOrLoad(`k${i}`, load);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k1')).toBeDefined();
    expect(cache.get('k10000')).toBeDefined();
  });

  it('forgets everything on clear, and does not keep a read that was running then', async () => {
    const cache = new ViewCache();
    const { state, load } = counting(1);
    await cache.getOrLoad('d1', load);
    await expect(
      cache.getOrLoad('d2', async () => {
        throw new AppError('not_found', 'Counter not found');
      }),
    ).rejects.toMatchObject({ code: 'not_found' });
    let release!: () => void;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const running = cache.getOrLoad('d3', async () => {
      await slow;
      return viewAt(3);
    });
    cache.clear();
    expect(cache.get('d1')).toBeUndefined();
    expect(cache.peek('d2')).toBeUndefined();
    const fresh = cache.getOrLoad('d3', load); // does not join the read from before the clear
    release();
    expect((await running).version).toBe(3);
    expect((await fresh).version).toBe(1);
    expect(cache.get('d3')?.version).toBe(1);
    expect(state.loads).toBe(2);
  });

  it('starts a new read after an invalidate rather than joining the outdated one', async () => {
    const cache = new ViewCache();
    let release!: () => void;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    let loads = 0;
    const first = cache.getOrLoad('e1', async () => {
      loads += 1;
      await slow;
      return viewAt(1);
    });
    cache.invalidate('e1');
    let releaseSecond!: () => void;
    const slowSecond = new Promise<void>((resolve) => {
      releaseSecond = resolve;
    });
    const second = cache.getOrLoad('e1', async () => {
      loads += 1;
      await slowSecond;
      return viewAt(2);
    });
    release();
    expect((await first).version).toBe(1);
    // The first read ending must not drop the second, still running: a third request joins it.
    const third = cache.getOrLoad('e1', async () => {
      loads += 1;
      return viewAt(3);
    });
    releaseSecond();
    expect((await second).version).toBe(2);
    expect((await third).version).toBe(2);
    expect(loads).toBe(2);
    expect(cache.get('e1')?.version).toBe(2);
  });

  it('does not remember a not-found read that a change overtook', async () => {
    const cache = new ViewCache();
    let release!: () => void;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const gone = cache.getOrLoad('f1', async () => {
      await slow;
      throw new AppError('not_found', 'Counter not found');
    });
    cache.invalidate('f1'); // created meanwhile
    release();
    await expect(gone).rejects.toMatchObject({ code: 'not_found' });
    expect(cache.peek('f1')).toBeUndefined();
  });

  it('keeps a view with no design version as version 0', async () => {
    const cache = new ViewCache();
    expect((await cache.getOrLoad('g1', async () => null)).version).toBe(0);
    expect((await cache.getOrLoad('g2', async () => ({ designVersion: 'soon' }))).version).toBe(0);
  });

  it('forgets a kept view on invalidate', async () => {
    const cache = new ViewCache();
    const { state, load } = counting(1);
    await cache.getOrLoad('h1', load);
    cache.invalidate('h1');
    expect(cache.get('h1')).toBeUndefined();
    await cache.getOrLoad('h1', load);
    expect(state.loads).toBe(2);
  });

  it('remembers only not-found answers of our own as misses', async () => {
    const cache = new ViewCache();
    const coded = Object.assign(new Error('not ours'), { code: 'not_found' });
    await expect(
      cache.getOrLoad('i1', async () => {
        throw coded;
      }),
    ).rejects.toBe(coded);
    expect(cache.peek('i1')).toBeUndefined();
    await expect(
      cache.getOrLoad('i2', async () => {
        throw new AppError('validation', 'broken');
      }),
    ).rejects.toMatchObject({ code: 'validation' });
    expect(cache.peek('i2')).toBeUndefined();
  });

  it('does not let a hint join a re-read that began before it arrived', async () => {
    const cache = new ViewCache({ minReadGapMs: 0 });
    const now = Date.now();
    let stored = now - 3_000;
    let release!: () => void;
    let gate: Promise<void> | null = null;
    let loads = 0;
    const load = async () => {
      loads += 1;
      const version = stored;
      if (gate) await gate;
      return viewAt(version);
    };
    await cache.getOrLoad('j1', load);
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    stored = now - 2_000;
    const first = cache.getOrLoad('j1', load, now - 2_000); // re-reads, slowly
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loads).toBe(2);
    gate = null;
    stored = now - 1_000; // edited again while that read runs
    const second = cache.getOrLoad('j1', load, now - 1_000);
    release();
    expect((await first).version).toBe(now - 2_000);
    expect((await second).version).toBe(now - 1_000);
    expect(loads).toBe(3);
  });

  it('reads again for a hint when the read it joined was overtaken by a change and not kept', async () => {
    const cache = new ViewCache();
    const now = Date.now();
    let release!: () => void;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    let loads = 0;
    const hinted = cache.getOrLoad(
      'k1',
      async () => {
        loads += 1;
        if (loads === 1) {
          await slow;
          return viewAt(now - 2_000);
        }
        return viewAt(now - 1_000);
      },
      now - 1_000,
    );
    cache.invalidate('k1');
    release();
    expect((await hinted).version).toBe(now - 1_000);
    expect(loads).toBe(2);
  });
});
