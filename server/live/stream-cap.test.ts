import { describe, expect, it } from 'vitest';
import { StreamCap } from './stream-cap';

// The per-IP cap on open event streams: a viewer behind one address gets up to `max` streams, the
// next is refused, and every closed stream gives its slot back exactly once.

describe('StreamCap', () => {
  it('gives an address up to max streams and refuses the next, other addresses unaffected', () => {
    const cap = new StreamCap(2);
    expect(cap.acquire('a')).toBeTypeOf('function');
    expect(cap.acquire('a')).toBeTypeOf('function');
    expect(cap.count('a')).toBe(2);
    expect(cap.acquire('a')).toBeNull();
    expect(cap.count('a')).toBe(2);
    expect(cap.acquire('b')).toBeTypeOf('function');
    expect(cap.count('b')).toBe(1);
    expect(cap.size).toBe(2);
  });

  it('lets a new stream in once one closes, and forgets an address with none open', () => {
    const cap = new StreamCap(2);
    const first = cap.acquire('a')!;
    const second = cap.acquire('a')!;
    first();
    expect(cap.count('a')).toBe(1);
    expect(cap.size).toBe(1);
    expect(cap.acquire('a')).not.toBeNull();
    expect(cap.count('a')).toBe(2);
    second();
    expect(cap.count('a')).toBe(1);
    expect(cap.size).toBe(1);
  });

  it('drops the entry when the last stream closes, so no memory is kept per past client', () => {
    const cap = new StreamCap(3);
    const release = cap.acquire('a')!;
    expect(cap.size).toBe(1);
    release();
    expect(cap.count('a')).toBe(0);
    expect(cap.size).toBe(0);
  });

  it('gives a slot back only once, however often the request end is reported', () => {
    const cap = new StreamCap(2);
    const first = cap.acquire('a')!;
    cap.acquire('a');
    first();
    first(); // a 'close' after an error: must not free the other stream's slot
    expect(cap.count('a')).toBe(1);
    expect(cap.acquire('a')).not.toBeNull();
    expect(cap.acquire('a')).toBeNull();
  });

  it('refuses every stream when the cap is zero', () => {
    const cap = new StreamCap(0);
    expect(cap.acquire('a')).toBeNull();
    expect(cap.size).toBe(0);
  });
});
