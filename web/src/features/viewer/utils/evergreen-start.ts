// Evergreen timers (issue #17): each visitor's deadline starts at their first visit and is kept in
// their browser, one entry per counter, so a reload or a return next day does not restart it.
// Storage may be missing or refused (private modes, sandboxed frames): then the visit itself is
// the start, as on a first visit.

export const evergreenKey = (id: string) => `countstream:evergreen:${id}`;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored first visit, or `now` stored as it, when there is none (or it is unreadable). */
export function readEvergreenStart(store: Store | null, id: string, now: number): number {
  try {
    // Stryker disable next-line OptionalChaining: without a store the call throws into the catch, which answers now too.
    const stored = Number(store?.getItem(evergreenKey(id)));
    // A start in the future is a clock error of an earlier visit: the visit now counts instead.
    if (Number.isFinite(stored) && stored > 0 && stored <= now) return stored;
    // Stryker disable next-line OptionalChaining: as above.
    store?.setItem(evergreenKey(id), String(now));
  } catch {
    // Storage refused: this visit counts as the first.
  }
  return now;
}

export function browserStore(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
