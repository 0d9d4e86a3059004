import { describe, expect, it } from 'vitest';
import { createStripCache, STRIP_TTL_MS, STRIPS_KEPT } from './recent-events-cache';

// The route's own tests read through the database; the bound is checked here, where filling the
// cache costs no database read per entry.

function countingLoads() {
  const loads: string[] = [];
  const load = (key: string) => () => {
    loads.push(key);
    return Promise.resolve(`strip of ${key}`);
  };
  return { loads, load };
}

describe('the strip cache', () => {
  it('answers a key from memory for a second, then loads it again', async () => {
    const cache = createStripCache<string>();
    const { loads, load } = countingLoads();
    await cache.read('a:0', 0, load('a:0'));
    await cache.read('a:0', STRIP_TTL_MS, load('a:0'));
    expect(loads).toEqual(['a:0']);
    expect(await cache.read('a:0', STRIP_TTL_MS + 1, load('a:0'))).toBe('strip of a:0');
    expect(loads).toEqual(['a:0', 'a:0']);
  });

  it(`keeps at most ${STRIPS_KEPT} keys, forgetting the oldest first`, async () => {
    const cache = createStripCache<string>();
    const { loads, load } = countingLoads();
    for (let v = 0; v < STRIPS_KEPT; v++) await cache.read(`a:${v}`, 0, load(`a:${v}`));
    await cache.read('a:0', 0, load('a:0'));
    expect(loads).toHaveLength(STRIPS_KEPT);
    // One more key forgets the oldest (a:0, though read since: the order is of loading) and no other.
    await cache.read(`a:${STRIPS_KEPT}`, 0, load(`a:${STRIPS_KEPT}`));
    await cache.read('a:1', 0, load('a:1'));
    expect(loads).toHaveLength(STRIPS_KEPT + 1);
    await cache.read('a:0', 0, load('a:0'));
    expect(loads.slice(-1)).toEqual(['a:0']);
  });

  it('does not keep a failed load', async () => {
    const cache = createStripCache<string>();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('database away'));
    };
    await expect(cache.read('a:0', 0, failing)).rejects.toThrow('database away');
    await expect(cache.read('a:0', 0, failing)).rejects.toThrow('database away');
    expect(calls).toBe(2);
  });
});
