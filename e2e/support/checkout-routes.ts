import type { BillingConfig, CheckoutResponse } from '@core/api/billing';
import type { Page } from '@playwright/test';
import { PADDLE_CONFIG } from '@web/features/dashboard/testing/billing-config';

import { servePaddleStandIn } from './paddle-stand-in';

// The e2e server has no Paddle keys, so the configured paths answer the billing calls here: the
// client code is what is under test, the server side has its own tests against a Paddle stand-in.

export async function routeConfig(page: Page, overrides: Partial<BillingConfig> = {}) {
  await page.route('**/api/billing/config', (route) =>
    route.fulfill({ json: { ...PADDLE_CONFIG, ...overrides } }),
  );
}

export async function routeCheckout(page: Page, answer: (userId: string) => CheckoutResponse) {
  await page.route('**/api/billing/checkout', async (route) => {
    const user = (await (await page.request.get('/api/user')).json()) as { id: string };
    await route.fulfill({ json: answer(user.id) });
  });
}

export const priceAnswer =
  (priceId = 'pri_regular', customerId: string | null = 'ctm_existing') =>
  (userId: string): CheckoutResponse => ({
    kind: 'price',
    priceId,
    customerId,
    customData: { userId, userSig: 'sig' },
  });

// Paddle configured, Paddle.js served by the stand-in, and checkout answering the regular price.
export async function standInPaddle(page: Page) {
  await routeConfig(page);
  await servePaddleStandIn(page);
  await routeCheckout(page, priceAnswer());
}
