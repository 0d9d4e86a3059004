import {
  type CheckoutOpenOptions,
  initializePaddle,
  type Paddle,
  type PaddleEventData,
} from '@paddle/paddle-js';

// Paddle.js v2 through Paddle's own loader (@paddle/paddle-js): it injects the CDN script, the only
// third-party script, loaded only where checkout can open (docs/architecture.md §1). Paddle.js reports what
// happens to a checkout (loaded, completed, closed, error) as events to the eventCallback, never as
// exceptions from Checkout.open.
export type { CheckoutOpenOptions, Paddle, PaddleEventData };

// Paddle.Initialize may run only once per page, but the banner mounts and unmounts with the
// dashboard: the one eventCallback fans events out to whoever is listening now.
const listeners = new Set<(event: PaddleEventData) => void>();
let initialized: Promise<Paddle> | null = null;

export function setupPaddle(config: { clientToken: string; environment: string }): Promise<Paddle> {
  if (initialized) return initialized;
  const attempt = initializePaddle({
    token: config.clientToken,
    // Production is Paddle.js's default: the loader calls Environment.set only when one is given.
    ...(config.environment === 'sandbox' ? { environment: 'sandbox' as const } : {}),
    eventCallback: (event) => {
      for (const listener of listeners) listener(event);
    },
  }).then((paddle) => {
    if (!paddle) throw new Error('Paddle.js loaded without a Paddle instance');
    return paddle;
  });
  initialized = attempt;
  // The loader keeps its own failed promise, so a failed script load is retried on the next page load.
  attempt.catch(() => {
    if (initialized === attempt) initialized = null;
  });
  return attempt;
}

export function onPaddleEvent(listener: (event: PaddleEventData) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
