import { createHash } from 'node:crypto';

export interface CachedView {
  body: Buffer;
  etag: string;
  expiresAt: number;
}

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
    const entry = { body, etag, expiresAt: now + this.ttlMs };
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, entry);
    return entry;
  }

  // Concurrent misses for one id share a single load (a shared link opened by thousands at once).
  getOrLoad(id: string, load: () => Promise<unknown>): Promise<CachedView> {
    const hit = this.get(id);
    if (hit) return Promise.resolve(hit);
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
