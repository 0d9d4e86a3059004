import { expect, type Page } from '@playwright/test';
import { PADDLE_STAND_IN_JS, type PaddleCall } from '@web/features/dashboard/testing/paddle-js-stand-in';

export type { PaddleCall };

// Where @paddle/paddle-js (the loader the app uses) injects Paddle.js v2 from.
export const PADDLE_JS_URL = 'https://cdn.paddle.com/paddle/v2/paddle.js';

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

type Customer = { complete: () => void; close: () => void; isOpen: () => boolean };

/** The customer pays in the open overlay: Paddle.js emits checkout.completed. */
export async function completeCheckout(page: Page): Promise<void> {
  // A poll from here, not waitForFunction: tests that install a fake clock also fake its timers.
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __paddleCustomer?: Customer }).__paddleCustomer?.isOpen()),
    )
    .toBe(true);
  await page.evaluate(() =>
    (window as unknown as { __paddleCustomer: Customer }).__paddleCustomer.complete(),
  );
}
