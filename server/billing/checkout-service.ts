import { eq } from 'drizzle-orm';
import type { BillingConfig, CheckoutResponse } from '../../core/api/billing';
import { AppError } from '../../core/errors/app-error';
import { effectiveStatus } from '../auth/user-view';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { type UserRow, users } from '../db/schema';
import { signCheckoutUser } from './checkout-signature';
import { notConfiguredError, type PaddleGateway } from './paddle-gateway';
import { getSubscriptionSettings } from './pricing-service';

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

/** Finds or creates the Paddle customer for the user's e-mail and remembers its id. */
export async function fixPaddleCustomer(db: Database, paddle: PaddleGateway, user: UserRow): Promise<string> {
  const customerId = await paddle.findOrCreateCustomer(user.email);
  if (customerId !== user.paddleCustomerId) {
    await db.update(users).set({ paddleCustomerId: customerId }).where(eq(users.id, user.id));
  }
  return customerId;
}

/**
 * What the browser passes to Paddle.Checkout.open. A custom price is a non-catalog price, so it
 * needs a server-made transaction; everyone else buys the catalog price (the discounted one while
 * the discount is on).
 */
export async function prepareCheckout(
  db: Database,
  paddle: PaddleGateway,
  config: Config,
  user: UserRow,
): Promise<CheckoutResponse> {
  if (effectiveStatus(user) === 'active' && user.premiumSource === 'paddle') {
    throw new AppError('conflict', 'You already have an active Premium subscription.');
  }
  const customData = signCheckoutUser(config.PADDLE_WEBHOOK_SECRET ?? '', user.id);
  if (user.customPrice) {
    if (!paddle.configured || !config.PADDLE_PRICE_ID) throw notConfiguredError();
    const customerId = user.paddleCustomerId ?? (await fixPaddleCustomer(db, paddle, user));
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
