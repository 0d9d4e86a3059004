import { z } from 'zod';

// GET /api/billing/config: what the browser needs to initialise Paddle.js. Never a secret.
export const billingConfigSchema = z.object({
  configured: z.boolean(),
  clientToken: z.string().nullable(),
  environment: z.enum(['sandbox', 'production']),
  priceId: z.string().nullable(),
  discountPriceId: z.string().nullable(),
  isDiscountActive: z.boolean(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

// POST /api/fix-paddle-customer
export const fixCustomerResponseSchema = z.object({ customerId: z.string() });

// POST /api/billing/checkout: pass to Paddle.Checkout.open as
//   kind 'price':       { items: [{ priceId, quantity: 1 }], customer: { id: customerId }, customData }
//   kind 'transaction': { transactionId, customData }   (a user's custom price, a non-catalog price)
// userSig: the server's signature of userId, which webhooks check (server/billing/checkout-signature.ts).
const customData = z.object({ userId: z.string(), userSig: z.string() });
export const checkoutResponseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('price'),
    priceId: z.string(),
    customerId: z.string().nullable(),
    customData,
  }),
  z.object({
    kind: z.literal('transaction'),
    transactionId: z.string(),
    customerId: z.string().nullable(),
    customData,
  }),
]);
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const PAYMENT_NOT_CONFIGURED_MESSAGE = 'Payment system not configured';
// POST /api/billing/resume when no subscription is set to end: 409 with this.
export const NOTHING_TO_RESUME_MESSAGE =
  'Your subscription is not set to end, so there is nothing to resume.';

// GET /api/billing/status: the signed-in user's own subscriptions, for the dashboard.
//   billingProblem: Premium hangs on Paddle's payment retries (past_due): show the fix-card banner.
//   premiumUntil:   every paying subscription is cancelled at its period's end: 'Premium until {date}'.
//   canResume:      such a scheduled cancel can still be removed (the 'Resume' path).
export const billingStatusSchema = z.object({
  hasLiveSubscription: z.boolean(),
  billingProblem: z.boolean(),
  premiumUntil: z.string().nullable(),
  canResume: z.boolean(),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      currentPeriodEnd: z.string().nullable(),
      cancelAt: z.string().nullable(),
    }),
  ),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

// POST /api/billing/portal: a Paddle customer portal session. updatePaymentMethod is the link
// straight to the card form of the subscription in payment retries, when there is one.
export const portalResponseSchema = z.object({
  url: z.string(),
  updatePaymentMethodUrl: z.string().nullable(),
});

export const ALREADY_SUBSCRIBED_MESSAGE =
  'You already have a Premium subscription. Use Manage billing to change it instead of buying a second one.';
