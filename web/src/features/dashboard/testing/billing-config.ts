import type { BillingConfig } from '@core/api/billing';

// GET /api/billing/config as the server answers it, for the tests of Upgrade Now: the component
// tests (account-answers.ts) and the browser suite's checkout routes (e2e/support/checkout-routes.ts).
// A plain module with no test library in it, so the browser suite's workers can load it.

/** Paddle configured for the sandbox, with a regular and a discount price. */
export const PADDLE_CONFIG: BillingConfig = {
  configured: true,
  clientToken: 'test_client_token',
  environment: 'sandbox',
  priceId: 'pri_regular',
  discountPriceId: 'pri_discount',
  isDiscountActive: false,
};

/** A server without Paddle: Upgrade Now says payments are not configured. */
export const NO_PADDLE: BillingConfig = {
  configured: false,
  clientToken: null,
  environment: 'sandbox',
  priceId: null,
  discountPriceId: null,
  isDiscountActive: false,
};

/** The settings Upgrade Now is expected to open Paddle's checkout with: an overlay, light, English. */
export const CHECKOUT_SETTINGS = { displayMode: 'overlay', theme: 'light', locale: 'en' };
