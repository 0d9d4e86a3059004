import { describe, expect, it } from 'vitest';
import { BoundedPages } from './bounded-pages';

const page = (kb: number) => ({ html: Buffer.alloc(kb * 1024) });
const pages = (limits: { count: number; bytes: number }) =>
  new BoundedPages<{ html: Buffer }>(limits, (p) => p.html.length);
const KB = 1024;
const MB = 1024 * KB;

describe('bounded pages', () => {
  it('stays within its byte budget whatever the count allows, oldest out first', () => {
    const cache = pages({ count: 1000, bytes: 1 * MB });
    // Each query is a new key, as an address with ?a=1, ?a=2… is.
    for (let i = 0; i < 100; i++) cache.set(`/counter/x?a=${i}`, page(100), 1000, 0);
    expect(cache.bytes).toBeLessThanOrEqual(1 * MB);
    expect(cache.size).toBe(10);
    expect(cache.get('/counter/x?a=90', 0)).toBeDefined();
    expect(cache.get('/counter/x?a=89', 0)).toBeUndefined();
  });

  it('counts the key too: a long query is not free', () => {
    const cache = pages({ count: 1000, bytes: 1 * MB });
    cache.set(`/counter/x?${'q'.repeat(100_000)}`, page(0), 1000, 0);
    expect(cache.bytes).toBeGreaterThan(200_000);
  });

  it('keeps no page larger than the whole budget', () => {
    const cache = pages({ count: 10, bytes: 1 * MB });
    cache.set('small', page(1), 1000, 0);
    cache.set('huge', page(2 * KB), 1000, 0);
    expect(cache.get('huge', 0)).toBeUndefined();
    expect(cache.get('small', 0)).toBeDefined();
  });

  it('still bounds by count', () => {
    const cache = pages({ count: 3, bytes: 1 * MB });
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, page(1), 1000, 0);
    expect(cache.size).toBe(3);
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('drops every expired page when another is put in, far from full', () => {
    const cache = pages({ count: 500, bytes: 24 * MB });
    cache.set('a', page(30), 1000, 0);
    cache.set('b', page(30), 500, 0);
    cache.set('c', page(30), Number.POSITIVE_INFINITY, 0);
    cache.set('d', page(30), 2000, 1000);
    expect(cache.size).toBe(2);
    expect(cache.get('c', 1000)).toBeDefined();
    expect(cache.get('d', 1999)).toBeDefined();
    const [c, d] = [cache.get('c', 0)!, cache.get('d', 1000)!];
    expect(cache.bytes).toBe(c.html.length + d.html.length + 2 * (1 * 2 + 256));
  });

  it('gives no page past its time, and lets it go when asked for', () => {
    const cache = pages({ count: 10, bytes: 1 * MB });
    cache.set('a', page(1), 1000, 0);
    expect(cache.get('a', 999)).toBeDefined();
    expect(cache.entry('a', 999)?.until).toBe(1000);
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('replaces a page under the same key without counting it twice', () => {
    const cache = pages({ count: 10, bytes: 1 * MB });
    cache.set('a', page(1), 1000, 0);
    const once = cache.bytes;
    cache.set('a', page(1), 2000, 0);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(once);
  });
});
