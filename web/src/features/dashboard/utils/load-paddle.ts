// Paddle.js v2 from Paddle's CDN: the only third-party script, loaded only where checkout can open
// (DESIGN.md §1). Only the few members we call are typed.
export const PADDLE_JS_URL = 'https://cdn.paddle.com/paddle/v2/paddle.js';

export type PaddleEvent = { name?: string; data?: unknown };

export type PaddleCheckoutOptions = {
  items?: Array<{ priceId: string; quantity: number }>;
  transactionId?: string;
  customer?: { id: string };
  customData: { userId: string; userSig: string };
  settings: { displayMode: 'overlay'; theme: 'light'; locale: 'en' };
};

export type PaddleJs = {
  Environment: { set: (environment: 'sandbox') => void };
  Initialize: (options: { token: string; eventCallback?: (event: PaddleEvent) => void }) => void;
  Checkout: { open: (options: PaddleCheckoutOptions) => void };
};

declare global {
  interface Window {
    Paddle?: PaddleJs;
  }
}

let loading: Promise<PaddleJs> | null = null;

/** Injects the script tag once and resolves window.Paddle; a failed load may be retried later. */
export function loadPaddle(): Promise<PaddleJs> {
  if (window.Paddle) return Promise.resolve(window.Paddle);
  loading ??= new Promise<PaddleJs>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PADDLE_JS_URL;
    script.async = true;
    script.onload = () =>
      window.Paddle ? resolve(window.Paddle) : reject(new Error('Paddle.js loaded without window.Paddle'));
    script.onerror = () => {
      // Forget the failed attempt so the next visit to the dashboard tries again.
      script.remove();
      loading = null;
      reject(new Error(`Failed to load ${PADDLE_JS_URL}`));
    };
    document.head.append(script);
  });
  return loading;
}

// Paddle.Initialize may run only once per page, but the banner mounts and unmounts with the
// dashboard: the one eventCallback fans events out to whoever is listening now.
const listeners = new Set<(event: PaddleEvent) => void>();
let initialized: Promise<PaddleJs> | null = null;

export function setupPaddle(config: { clientToken: string; environment: string }): Promise<PaddleJs> {
  if (initialized) return initialized;
  const attempt = loadPaddle().then((paddle) => {
    if (config.environment === 'sandbox') paddle.Environment.set('sandbox');
    paddle.Initialize({
      token: config.clientToken,
      eventCallback: (event) => {
        for (const listener of listeners) listener(event);
      },
    });
    return paddle;
  });
  initialized = attempt;
  // A failed load must not stick: a later mount tries again.
  attempt.catch(() => {
    if (initialized === attempt) initialized = null;
  });
  return attempt;
}

export function onPaddleEvent(listener: (event: PaddleEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
