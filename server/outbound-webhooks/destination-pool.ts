// Deliveries claimed together are sent side by side, a few at a time per destination (host and
// port): a receiver that never answers holds at most its own slots for the timeout, not the rest of
// the batch, and a burst to one receiver cannot open 50 connections to it at once.

export interface PoolLimits {
  perDestination: number;
  overall: number;
}

export const DELIVERY_LIMITS: PoolLimits = { perDestination: 2, overall: 10 };

/** Where a URL sends to, for the per-destination limit: its host and port. */
export function destinationOf(raw: string): string {
  try {
    const url = new URL(raw);
    return `${url.protocol}//${url.host}`.toLowerCase();
  } catch {
    return raw;
  }
}

/**
 * Runs `run` for every item, at most `perDestination` at a time for one destination and `overall`
 * in all, in the items' order as far as the limits allow. Resolves when all are done; if any
 * failed, rejects with the first failure, after the others have finished.
 */
export function runPerDestination<T>(
  items: readonly T[],
  destination: (item: T) => string,
  run: (item: T) => Promise<unknown>,
  limits: PoolLimits = DELIVERY_LIMITS,
): Promise<void> {
  const waiting = [...items];
  const busy = new Map<string, number>();
  let running = 0;
  let failure: { err: unknown } | null = null;
  return new Promise((resolve, reject) => {
    const pump = () => {
      for (let i = 0; i < waiting.length && running < limits.overall; ) {
        const item = waiting[i]!;
        const key = destination(item);
        const n = busy.get(key) ?? 0;
        if (n >= limits.perDestination) {
          i++;
          continue;
        }
        waiting.splice(i, 1);
        busy.set(key, n + 1);
        running++;
        Promise.resolve()
          .then(() => run(item))
          .catch((err) => {
            failure ??= { err };
          })
          .finally(() => {
            running--;
            busy.set(key, (busy.get(key) ?? 1) - 1);
            pump();
          });
      }
      if (running === 0 && waiting.length === 0) {
        if (failure) reject(failure.err);
        else resolve();
      }
    };
    pump();
  });
}
