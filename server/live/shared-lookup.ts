/**
 * Concurrent look-ups of the same thing share one query (single flight): under a burst of events
 * (a relay sends hundreds a second with a handful of keys), the key holder and the owner check run
 * once per key and counter for all requests waiting at that moment, instead of once per request.
 * Nothing is kept after the query answers, so a revoked key or a deleted counter is seen by the
 * next request that arrives after the change.
 */
export function createSharedLookup<T>() {
  const pending = new Map<string, Promise<T>>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const running = pending.get(key);
    if (running) return running;
    const started = load().finally(() => pending.delete(key));
    pending.set(key, started);
    return started;
  };
}
