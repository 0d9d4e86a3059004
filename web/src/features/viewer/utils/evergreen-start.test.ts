import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStore, evergreenKey, readEvergreenStart } from './evergreen-start';

afterEach(() => vi.unstubAllGlobals());

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

  it('keeps a start at this very instant, and replaces zero, negative and endless ones', () => {
    const store = memoryStore({
      [evergreenKey('now')]: '4000',
      [evergreenKey('zero')]: '0',
      [evergreenKey('negative')]: '-5',
      [evergreenKey('endless')]: 'Infinity',
    });
    expect(readEvergreenStart(store, 'now', 4_000)).toBe(4_000);
    // A start kept is only read, never written again.
    const setItem = vi.fn();
    expect(readEvergreenStart({ getItem: () => '4000', setItem }, 'now', 4_000)).toBe(4_000);
    expect(setItem).not.toHaveBeenCalled();
    for (const id of ['zero', 'negative', 'endless']) {
      expect(readEvergreenStart(store, id, 4_001), id).toBe(4_001);
      expect(store.map.get(evergreenKey(id)), id).toBe('4001');
    }
    expect(evergreenKey('abc')).toBe('countstream:evergreen:abc');
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
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(readEvergreenStart(full, 'a', 9)).toBe(9);
  });
});

describe('browserStore', () => {
  it("is the browser's localStorage, or none where reading it throws", () => {
    const localStorage = { getItem: () => null, setItem: () => {} };
    vi.stubGlobal('window', { localStorage });
    expect(browserStore()).toBe(localStorage);
    vi.stubGlobal('window', {
      get localStorage() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(browserStore()).toBeNull();
  });
});
