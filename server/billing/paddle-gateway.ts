import { PAYMENT_NOT_CONFIGURED_MESSAGE } from '../../core/api/billing';
import { AppError } from '../../core/errors/app-error';
import type { CheckoutCustomData } from './checkout-signature';

// Everything we ask of the Paddle API, behind our own small interface: the SDK stays in one file
// and tests inject a fake (BuildAppOptions.paddle) instead of reaching Paddle.
export interface PaddleGateway {
  readonly configured: boolean;
  /** The Paddle customer id for this e-mail, creating the customer when there is none. */
  findOrCreateCustomer(email: string): Promise<string>;
  /** Cancels at once (not at the period's end): an admin downgrade means Free now. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** A full refund adjustment; 'unavailable' when Paddle cannot or will not make it. */
  createRefund(transactionId: string, reason: string): Promise<'ok' | 'unavailable'>;
  /** A draft transaction at a non-catalog monthly price, opened in Paddle.js by its id. */
  createCustomPriceTransaction(input: CustomPriceTransactionInput): Promise<string>;
}

export interface CustomPriceTransactionInput {
  customerId: string;
  price: string; // '9.99'
  customData: CheckoutCustomData;
}

export const PAYMENT_UNAVAILABLE_MESSAGE =
  'The payment system did not answer as expected. Please try again in a moment.';

export function notConfiguredError(): AppError {
  return new AppError('unavailable', PAYMENT_NOT_CONFIGURED_MESSAGE);
}

// Used when PADDLE_API_KEY is missing: the app runs, payment calls answer 503 (DESIGN.md §1).
export function createUnconfiguredGateway(): PaddleGateway {
  const fail = async (): Promise<never> => {
    throw notConfiguredError();
  };
  return {
    configured: false,
    findOrCreateCustomer: fail,
    cancelSubscription: fail,
    createRefund: async () => 'unavailable',
    createCustomPriceTransaction: fail,
  };
}
