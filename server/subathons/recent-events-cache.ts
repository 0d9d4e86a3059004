// The event strips an instance has read lately, one per counter and run version. Every display of
// a counter asks again when its run changes, so thousands may ask at once: each key is read from
// the database once and kept a second. The number kept is bounded, the oldest forgotten first, so
// a flood of made-up versions cannot grow the memory.
export const STRIP_TTL_MS = 1000;
export const STRIPS_KEPT = 1000;

export interface StripCache<T> {
  /** The kept answer for `key`, or `load()`'s, kept from `now` on unless it fails. */
  read(key: string, now: number, load: () => Promise<T>): Promise<T>;
}

export function createStripCache<T>(ttlMs = STRIP_TTL_MS, kept = STRIPS_KEPT): StripCache<T> {
  const entries = new Map<string, { at: number; answer: Promise<T> }>();
  return {
    read(key, now, load) {
      let entry = entries.get(key);
      if (!entry || now - entry.at > ttlMs) {
        entry = { at: now, answer: load() };
        if (entries.size >= kept) entries.delete(entries.keys().next().value!);
        entries.set(key, entry);
        // A failed read is not kept: the next display asks the database again.
        entry.answer.catch(() => entries.delete(key));
      }
      return entry.answer;
    },
  };
}
