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
