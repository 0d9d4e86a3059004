import { describe, expect, it } from 'vitest';
import { evergreenKey, readEvergreenStart } from './evergreen-start';

function memoryStore(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('readEvergreenStart', () => {
  it('stores the first visit and keeps it on later visits, per counter', () => {
    const store = memoryStore();
    expect(readEvergreenStart(store, 'a', 1_000)).toBe(1_000);
    expect(store.map.get(evergreenKey('a'))).toBe('1000');
    expect(readEvergreenStart(store, 'a', 90_000)).toBe(1_000);
    expect(readEvergreenStart(store, 'b', 90_000)).toBe(90_000);
  });

  it('replaces a start in the future or an unreadable one with now', () => {
    const store = memoryStore({ [evergreenKey('a')]: '5000', [evergreenKey('b')]: 'junk' });
    expect(readEvergreenStart(store, 'a', 4_000)).toBe(4_000);
    expect(store.map.get(evergreenKey('a'))).toBe('4000');
    expect(readEvergreenStart(store, 'b', 4_000)).toBe(4_000);
  });

  it('counts this visit as the first when storage is missing or refuses', () => {
    expect(readEvergreenStart(null, 'a', 7)).toBe(7);
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {},
    };
    expect(readEvergreenStart(refusing, 'a', 8)).toBe(8);
  });
});
