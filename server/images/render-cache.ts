// Shared renders for an e-mail blast: every request for the same key (counter, design version,
// format, size, plan, shown second) waits on one render; finished images are kept in an LRU bounded
// by total bytes, each for at most ttlMs. A render that fails is not kept: the next request retries.
export interface RenderCacheOptions {
  maxBytes?: number;
  ttlMs?: number;
}

interface Entry {
  bytes: Buffer;
  expiresAt: number;
}

export class RenderCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private size = 0;
  /** Renders started (misses); the bench and the tests read it. */
  renders = 0;

  constructor(opts: RenderCacheOptions = {}) {
    this.maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
    this.ttlMs = opts.ttlMs ?? 60_000;
  }

  get bytes(): number {
    return this.size;
  }

  get count(): number {
    return this.entries.size;
  }

  /** Whether a request for `key` would be answered without a render of its own (kept or in flight). */
  has(key: string, now = Date.now()): boolean {
    const hit = this.entries.get(key);
    return (hit !== undefined && hit.expiresAt > now) || this.inFlight.has(key);
  }

  get(key: string, render: () => Promise<Buffer>, now = Date.now()): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) {
      // Map order is the LRU order: a hit moves to the young end.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return Promise.resolve(hit.bytes);
    }
    if (hit) this.remove(key);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    this.renders += 1;
    const promise = render().then(
      (bytes) => {
        this.inFlight.delete(key);
        this.store(key, bytes, Date.now());
        return bytes;
      },
      (err: unknown) => {
        this.inFlight.delete(key);
        throw err;
      },
    );
    this.inFlight.set(key, promise);
    return promise;
  }

  private store(key: string, bytes: Buffer, now: number) {
    if (bytes.length > this.maxBytes) return;
    this.remove(key);
    this.entries.set(key, { bytes, expiresAt: now + this.ttlMs });
    this.size += bytes.length;
    for (const [oldest] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.size -= entry.bytes.length;
  }
}
