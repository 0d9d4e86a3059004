/**
 * Look-ups asked for in the same turn of the event loop share one query (issue 18, group commit):
 * under a burst of events (relays sending hundreds a second over a few dozen keys), every request
 * parsed in one turn waits one `setImmediate`, then a single `where … in (…)` answers them all,
 * instead of one query per request. PGlite answers one statement at a time (in its own thread since
 * decision 026a), so shared statements are what lets a burst through. Nothing is kept after the
 * query answers, so a revoked key or a deleted counter is seen by the next request after the change.
 */
type Callers<T> = Map<string, { resolve: (v: T | undefined) => void; reject: (e: unknown) => void }[]>;

export function createSharedLookup<T>(loadMany: (keys: string[]) => Promise<Map<string, T>>) {
  let waiting: Callers<T> | null = null;
  const flush = async (batch: Callers<T>) => {
    try {
      const found = await loadMany([...batch.keys()]);
      for (const [key, callers] of batch) for (const c of callers) c.resolve(found.get(key));
    } catch (error) {
      for (const callers of batch.values()) for (const c of callers) c.reject(error);
    }
  };
  return (key: string): Promise<T | undefined> =>
    new Promise((resolve, reject) => {
      let batch = waiting;
      if (!batch) {
        const next: Callers<T> = new Map();
        batch = next;
        waiting = next;
        setImmediate(() => {
          waiting = null;
          void flush(next);
        });
      }
      const callers = batch.get(key);
      if (callers) callers.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
    });
}
