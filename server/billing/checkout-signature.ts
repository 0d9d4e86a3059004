import { createHmac, timingSafeEqual } from 'node:crypto';

// Checkout's customData passes through the browser on its way to Paddle and comes back in every
// webhook. A buyer could rewrite the userId to attach their subscription (and its later cancel) to
// someone else's account, so the server signs the id, and a webhook believes an id only with its
// signature. Keyed with the webhook secret: without it no webhook is accepted anyway.

export interface CheckoutCustomData {
  userId: string;
  userSig: string;
}

const sign = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`checkout-user:${userId}`).digest('hex');

export function signCheckoutUser(secret: string, userId: string): CheckoutCustomData {
  return { userId, userSig: sign(secret, userId) };
}

export function isSignedCheckoutUser(secret: string, userId: string, userSig: unknown): boolean {
  if (!secret || typeof userSig !== 'string' || userSig.length !== 64) return false;
  return timingSafeEqual(Buffer.from(sign(secret, userId)), Buffer.from(userSig));
}
