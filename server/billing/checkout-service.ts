import { ALREADY_SUBSCRIBED_MESSAGE, type BillingConfig, type CheckoutResponse } from '@core/api/billing';
import { AppError } from '@core/errors/app-error';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { type UserRow, users } from '../db/schema';
import { billingEventApplied } from '../effects/billing-effects';
import { isLive, listSubscriptions } from './billing-records';
import { signCheckoutUser } from './checkout-signature';
import { notConfiguredError } from './paddle-gateway';
import { getSubscriptionSettings } from './pricing-service';
import { replayUnmatchedFor } from './webhook-service';

export async function getBillingConfig(db: Database, config: Config): Promise<BillingConfig> {
  const settings = await getSubscriptionSettings(db);
  return {
    configured: Boolean(config.PADDLE_CLIENT_TOKEN && config.PADDLE_PRICE_ID),
    clientToken: config.PADDLE_CLIENT_TOKEN ?? null,
    environment: config.PADDLE_ENV,
    priceId: config.PADDLE_PRICE_ID ?? null,
    discountPriceId: config.PADDLE_DISCOUNT_PRICE_ID ?? null,
    isDiscountActive: settings.isDiscountActive && Boolean(config.PADDLE_DISCOUNT_PRICE_ID),
  };
}

export const UNPROVEN_BILLING_MESSAGE =
  'Confirm your email address first: open the link we mailed you, or send a new one from your dashboard.';

/**
 * Paddle knows customers by e-mail. Until the owner of the account has proven its address, that
 * address may be someone else's, and with it their subscription, invoices and card: no customer is
 * looked up by it and no billing portal opens. Checkout still works, bound by its signed customData.
 */
export function assertAddressProven(user: UserRow): void {
  if (!user.emailVerifiedAt) throw new AppError('forbidden', UNPROVEN_BILLING_MESSAGE);
}

/**
 * Finds or creates the Paddle customer for the user's (proven) e-mail and remembers its id; events kept
 * as unmatched for that customer are applied now that their user is known. Applying them is a
 * plan change like a webhook's: after the commit their effects run (cancels, refunds, mails) and
 * the owner's cached views and live displays are told, exactly as the webhook route does.
 */
export async function fixPaddleCustomer(app: FastifyInstance, user: UserRow): Promise<string> {
  assertAddressProven(user);
  const customerId = await app.paddle.findOrCreateCustomer(user.email);
  // Stryker disable next-line ConditionalExpression: with the customer already stored, nothing kept waits for it (only saves work)
  if (customerId !== user.paddleCustomerId) {
    await app.db.update(users).set({ paddleCustomerId: customerId }).where(eq(users.id, user.id));
    const { replayed, ...effects } = await replayUnmatchedFor(app.db, user.id);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: with nothing replayed there is nothing to run or announce
    if (replayed > 0) await billingEventApplied(app, effects, user.id);
  }
  return customerId;
}

/** A subscription Paddle may still charge and we have not ended: a second checkout would double-bill. */
async function hasLiveSubscription(db: Database, userId: string): Promise<boolean> {
  const subs = await listSubscriptions(db, userId);
  return subs.some((s) => isLive(s) && !s.endedByUsAt);
}

/**
 * What the browser passes to Paddle.Checkout.open. A custom price is a non-catalog price, so it
 * needs a server-made transaction; everyone else buys the catalog price (the discounted one while
 * the discount is on).
 */
export async function prepareCheckout(app: FastifyInstance, user: UserRow): Promise<CheckoutResponse> {
  const { db, paddle, config } = app;
  if (await hasLiveSubscription(db, user.id)) throw new AppError('conflict', ALREADY_SUBSCRIBED_MESSAGE);
  // Without the webhook secret no payment could be confirmed (the webhook answers 503): take none.
  const secret = config.PADDLE_WEBHOOK_SECRET;
  if (!secret) throw notConfiguredError();
  const customData = signCheckoutUser(secret, user.id);
  if (user.customPrice) {
    if (!paddle.configured || !config.PADDLE_PRICE_ID) throw notConfiguredError();
    const customerId = user.paddleCustomerId ?? (await fixPaddleCustomer(app, user));
    const transactionId = await paddle.createCustomPriceTransaction({
      customerId,
      price: user.customPrice,
      customData,
    });
    return { kind: 'transaction', transactionId, customerId, customData };
  }
  const billing = await getBillingConfig(db, config);
  if (!billing.configured || !billing.priceId) throw notConfiguredError();
  const priceId =
    billing.isDiscountActive && billing.discountPriceId ? billing.discountPriceId : billing.priceId;
  return { kind: 'price', priceId, customerId: user.paddleCustomerId, customData };
}
