import { createHash } from 'node:crypto';

export interface CachedView {
  body: Buffer;
  etag: string;
  expiresAt: number;
  /** The view's designVersion, so a caller who knows of a newer edit can skip a stale entry. */
  version: number;
}

// A design version further ahead of this clock than any sane skew is not a real edit: it must not
// turn every request into a database read.
const MAX_VERSION_AHEAD_MS = 60_000;

// The public view is the hottest path: answers are kept serialised, with their ETag, per instance.
// Changes on this instance invalidate at once; the short TTL bounds staleness from other instances
// and from the owner's plan changing (watermark).
export class ViewCache {
  private readonly entries = new Map<string, CachedView>();
  private readonly loading = new Map<string, Promise<CachedView>>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(id: string, now = Date.now()): CachedView | undefined {
    const hit = this.entries.get(id);
    if (!hit) return undefined;
    if (hit.expiresAt <= now) {
      this.entries.delete(id);
      return undefined;
    }
    return hit;
  }

  set(id: string, value: unknown, now = Date.now()): CachedView {
    const body = Buffer.from(JSON.stringify(value));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const version = Number((value as { designVersion?: unknown } | null)?.designVersion) || 0;
    const entry = { body, etag, expiresAt: now + this.ttlMs, version };
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, entry);
    return entry;
  }

  /**
   * Concurrent misses for one id share a single load (a shared link opened by thousands at once).
   * minVersion comes from a live viewer that was told of an edit: an entry older than that (kept
   * by another instance, which has not seen the edit) is reloaded, once for all of them.
   */
  getOrLoad(id: string, load: () => Promise<unknown>, minVersion = 0): Promise<CachedView> {
    const wanted = minVersion <= Date.now() + MAX_VERSION_AHEAD_MS ? minVersion : 0;
    const hit = this.get(id);
    if (hit && hit.version >= wanted) return Promise.resolve(hit);
    return this.loadShared(id, load).then((entry) =>
      // A load already under way may have read the row before the edit committed: one more.
      entry.version >= wanted ? entry : this.loadShared(id, load),
    );
  }

  private loadShared(id: string, load: () => Promise<unknown>): Promise<CachedView> {
    let pending = this.loading.get(id);
    if (!pending) {
      pending = load().then((value) => this.set(id, value));
      this.loading.set(id, pending);
      pending.finally(() => this.loading.delete(id)).catch(() => {});
    }
    return pending;
  }

  invalidate(id: string): void {
    this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    viewCache: ViewCache;
  }
}
