import type { Page } from '@playwright/test';

export const PADDLE_JS_URL = 'https://cdn.paddle.com/paddle/v2/paddle.js';

export type PaddleCall = { method: 'Environment.set' | 'Initialize' | 'Checkout.open'; args: unknown };

// A local stand-in for Paddle.js v2, served in place of the CDN script: it records every call in
// window.__paddleCalls (as JSON copies, so later mutation by the app cannot hide what was passed)
// and fails Checkout.open on demand, the way a customer id Paddle does not know makes it fail.
// Flags, set with page.addInitScript: __paddleFailFirstOpen (only the first open throws) and
// __paddleFailEveryOpen. window.__paddleEmit(event) plays an event into the app's eventCallback.
export const PADDLE_STAND_IN_JS = `(() => {
  const calls = (window.__paddleCalls = []);
  const record = (method, args) => calls.push({ method, args: JSON.parse(JSON.stringify(args ?? null)) });
  let eventCallback = null;
  let opens = 0;
  window.Paddle = {
    Environment: { set: (environment) => record('Environment.set', environment) },
    Initialize: (options) => {
      eventCallback = options && options.eventCallback;
      record('Initialize', { token: options && options.token, eventCallback: typeof eventCallback });
    },
    Checkout: {
      open: (options) => {
        opens += 1;
        record('Checkout.open', options);
        if (window.__paddleFailEveryOpen || (window.__paddleFailFirstOpen && opens === 1)) {
          throw new Error('stand-in: checkout could not be opened');
        }
      },
    },
  };
  window.__paddleEmit = (event) => eventCallback && eventCallback(event);
})();`;

type ServeOptions = { abort?: boolean; until?: Promise<void> };

/** Answers the CDN request with the stand-in (optionally held back until `until`), or fails it. */
export async function servePaddleStandIn(page: Page, options: ServeOptions = {}): Promise<void> {
  await page.route(PADDLE_JS_URL, async (route) => {
    if (options.abort) return route.abort('connectionrefused');
    await options.until;
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: PADDLE_STAND_IN_JS });
  });
}

export function paddleCalls(page: Page, method?: PaddleCall['method']): Promise<PaddleCall[]> {
  return page.evaluate(
    (m) =>
      ((window as unknown as { __paddleCalls?: PaddleCall[] }).__paddleCalls ?? []).filter(
        (c) => !m || c.method === m,
      ),
    method,
  );
}
