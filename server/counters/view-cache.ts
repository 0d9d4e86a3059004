import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '@core/errors/app-error';

export interface CachedView {
  body: Buffer;
  etag: string;
  expiresAt: number;
  /** The view's designVersion, so a caller who knows of a newer edit can skip a stale entry. */
  version: number;
  /** When the read behind this entry started: the next read a visitor may cause is a gap later. */
  readAt: number;
}

export interface Miss {
  error: AppError;
  expiresAt: number;
  readAt: number;
}

interface Load {
  promise: Promise<CachedView>;
  /** Set when the counter changed while this read ran: its result is served once, never kept. */
  outdated: boolean;
}

export interface ViewCacheOptions {
  ttlMs?: number;
  /** How long an unknown or deleted id is answered 404 from memory. */
  missTtlMs?: number;
  /** The shortest time between two reads of one counter that a visitor's request can cause. */
  minReadGapMs?: number;
  maxEntries?: number;
}

// A version hint further ahead of this clock than the skew between it and the database's clock is
// not a real edit (versions are the database's now()); it is dropped instead of waited for.
const MAX_VERSION_AHEAD_MS = 5_000;

// The hint a request is held to: one too far ahead of this clock is dropped (0).
const wantedVersion = (minVersion: number, now: number) =>
  minVersion <= now + MAX_VERSION_AHEAD_MS ? minVersion : 0;

const isNotFound = (err: unknown): err is AppError => err instanceof AppError && err.code === 'not_found';

// The public view is the hottest path: answers are kept serialised, with their ETag, per instance.
// Nothing a visitor sends can make it read more than once per counter per minReadGapMs (docs/architecture.md
// §9, "Caches that cannot be steered from outside"): the ?v= hint of a live display waits for the
// next allowed read and shares it, and unknown ids are remembered as misses. Only the owner's own
// changes on this instance (invalidate) read again at once. The TTL bounds staleness from other
// instances and from a plan ending by itself.
export class ViewCache {
  private readonly entries = new Map<string, CachedView>();
  private readonly misses = new Map<string, Miss>();
  private readonly loading = new Map<string, Load>();
  private readonly rereads = new Map<string, Promise<CachedView>>();
  private readonly ttlMs: number;
  private readonly missTtlMs: number;
  private readonly minReadGapMs: number;
  private readonly maxEntries: number;

  constructor(opts: ViewCacheOptions = {}) {
    this.ttlMs = opts.ttlMs ?? 10_000;
    this.missTtlMs = opts.missTtlMs ?? 5_000;
    this.minReadGapMs = opts.minReadGapMs ?? 1_000;
    this.maxEntries = opts.maxEntries ?? 10_000;
  }

  get(id: string, now = Date.now()): CachedView | undefined {
    return live(this.entries, id, now);
  }

  /**
   * The view, from memory when possible. Concurrent misses share a single load (a shared link
   * opened by thousands at once). minVersion comes from a live viewer that was told of an edit: an
   * entry older than that (kept by another instance, which has not seen the edit) is read again,
   * once for all of them, no sooner than minReadGapMs after the last read.
   */
  getOrLoad(id: string, load: () => Promise<unknown>, minVersion = 0): Promise<CachedView> {
    const now = Date.now();
    const known = this.peek(id, minVersion, now);
    if (known) return 'error' in known ? Promise.reject(known.error) : Promise.resolve(known);
    const wanted = wantedVersion(minVersion, now);
    if (this.get(id, now)) return this.readAgain(id, load); // kept, but older than the hint
    return this.loadShared(id, load).then((entry) =>
      // A load already under way may have read the row before the edit committed: one more.
      entry.version >= wanted ? entry : this.readAgain(id, load),
    );
  }

  /**
   * What getOrLoad answers at once, without reading or waiting: the kept view when it satisfies
   * the hint, the remembered miss, else undefined (it would read). The kept answers in front of
   * the router (plugins/kept-answers.ts) ask this, so they follow the same rules.
   */
  peek(id: string, minVersion = 0, now = Date.now()): CachedView | Miss | undefined {
    const miss = live(this.misses, id, now);
    if (miss) return miss;
    const hit = this.get(id, now);
    return hit && hit.version >= wantedVersion(minVersion, now) ? hit : undefined;
  }

  /** The counter changed (edited, deleted, created, its owner's plan): the next request reads it. */
  invalidate(id: string): void {
    this.entries.delete(id);
    this.misses.delete(id);
    const running = this.loading.get(id);
    if (running) running.outdated = true;
    this.loading.delete(id);
  }

  clear(): void {
    this.entries.clear();
    this.misses.clear();
    for (const running of this.loading.values()) running.outdated = true;
    this.loading.clear();
  }

  private loadShared(id: string, load: () => Promise<unknown>): Promise<CachedView> {
    const running = this.loading.get(id);
    if (running) return running.promise;
    const readAt = Date.now();
    // Stryker disable next-line ObjectLiteral: the promise is set on the next line, and a missing outdated reads as false
    const record: Load = { promise: Promise.resolve() as never, outdated: false };
    record.promise = load().then(
      (value) => {
        const entry = toEntry(value, readAt, Date.now() + this.ttlMs);
        if (!record.outdated) keep(this.entries, id, entry, this.maxEntries);
        return entry;
      },
      (err: unknown) => {
        if (isNotFound(err) && !record.outdated) {
          keep(
            this.misses,
            id,
            { error: err, readAt, expiresAt: Date.now() + this.missTtlMs },
            this.maxEntries,
          );
        }
        throw err;
      },
    );
    this.loading.set(id, record);
    record.promise
      .finally(() => {
        if (this.loading.get(id) === record) this.loading.delete(id);
      })
      .catch(() => {});
    return record.promise;
  }

  // One read for every request waiting on this counter, started when nothing else is reading it
  // and minReadGapMs after the last read began. It starts after each of them arrived, so it sees
  // every edit committed before they asked.
  private readAgain(id: string, load: () => Promise<unknown>): Promise<CachedView> {
    const pending = this.rereads.get(id);
    if (pending) return pending;
    const reread = (async () => {
      // Not before it is registered below: a read that needs no wait would otherwise drop its
      // registration before it is made, and answer every later hint with this read.
      await null;
      for (;;) {
        const running = this.loading.get(id);
        if (running) {
          await running.promise.catch(() => {});
          continue;
        }
        const last = this.entries.get(id)?.readAt ?? this.misses.get(id)?.readAt ?? 0;
        const wait = last + this.minReadGapMs - Date.now();
        if (wait <= 0) break;
        await sleep(wait);
      }
      this.rereads.delete(id);
      return this.loadShared(id, load); // synchronously after the checks: nothing slipped in between
    })();
    this.rereads.set(id, reread);
    return reread;
  }
}

function toEntry(value: unknown, readAt: number, expiresAt: number): CachedView {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const version = Number((value as { designVersion?: unknown } | null)?.designVersion) || 0;
  return { body, etag, expiresAt, version, readAt };
}

function live<T extends { expiresAt: number }>(map: Map<string, T>, id: string, now: number): T | undefined {
  const hit = map.get(id);
  if (!hit) return undefined;
  if (hit.expiresAt > now) return hit;
  // Stryker disable next-line CallExpression: entries are kept in expiry order, so an expired one is among the first evicted anyway; no answer changes
  map.delete(id);
  return undefined;
}

// Oldest first out; misses have a map of their own, so a flood of made-up ids never evicts a view.
function keep<T>(map: Map<string, T>, id: string, value: T, max: number): void {
  map.delete(id);
  if (map.size >= max) {
    const oldest = map.keys().next().value;
    // Stryker disable next-line ConditionalExpression: a map at its limit is not empty (deleting undefined is a no-op anyway)
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(id, value);
}

declare module 'fastify' {
  interface FastifyInstance {
    viewCache: ViewCache;
  }
}
