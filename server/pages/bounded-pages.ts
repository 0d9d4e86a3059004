interface Entry<V> {
  value: V;
  /** The instant from which the value is no longer given (Infinity: until pushed out). */
  until: number;
  bytes: number;
}

// What an entry costs beyond its page: the Map's slot, the entry object and its numbers.
const ENTRY_OVERHEAD = 256;

/**
 * Pages kept by key within a count and a byte budget, oldest out first. The keys hold the address's
 * query, which anyone can vary, and a page holds its counter's own text: counted alone, a few hundred
 * large pages were hundreds of megabytes. A page past its time is dropped when it is next asked for,
 * and every expired page goes whenever another is put in, not only once the cache is full.
 */
export class BoundedPages<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private total = 0;
  /** No entry expires before this instant: until then, putting a page in skips the sweep. */
  private soonest = Number.POSITIVE_INFINITY;

  constructor(
    private readonly limits: { count: number; bytes: number },
    private readonly bytesOf: (value: V) => number,
  ) {}

  /** How many pages are kept, and what they cost (for tests). */
  get size(): number {
    return this.entries.size;
  }
  get bytes(): number {
    return this.total;
  }

  /** The value kept under `key` and the instant it stops being given, while it holds at `now`. */
  entry(key: string, now: number): { value: V; until: number } | undefined {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    if (now < kept.until) return kept;
    this.drop(key, kept);
    return undefined;
  }

  get(key: string, now: number): V | undefined {
    return this.entry(key, now)?.value;
  }

  /** Keeps `value` until `until`, unless it alone is over the byte budget or already expired. */
  set(key: string, value: V, until: number, now: number): void {
    const old = this.entries.get(key);
    if (old) this.drop(key, old); // re-inserted last, so the oldest entries go first
    if (now >= this.soonest) this.dropExpired(now);
    // Two bytes a character: the key is kept as a string.
    const bytes = this.bytesOf(value) + key.length * 2 + ENTRY_OVERHEAD;
    if (now >= until || bytes > this.limits.bytes) return;
    while (this.entries.size >= this.limits.count || this.total + bytes > this.limits.bytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.drop(oldestKey, oldest);
    }
    this.entries.set(key, { value, until, bytes });
    this.total += bytes;
    this.soonest = Math.min(this.soonest, until);
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
    this.soonest = Number.POSITIVE_INFINITY;
  }

  private drop(key: string, kept: Entry<V>) {
    this.entries.delete(key);
    this.total -= kept.bytes;
  }

  private dropExpired(now: number) {
    let soonest = Number.POSITIVE_INFINITY;
    for (const [key, kept] of this.entries) {
      if (now >= kept.until) this.drop(key, kept);
      else soonest = Math.min(soonest, kept.until);
    }
    this.soonest = soonest;
  }
}
