import { PAYMENT_NOT_CONFIGURED_MESSAGE } from '@core/api/billing';
import { AppError } from '@core/errors/app-error';
import type { CheckoutCustomData } from './checkout-signature';

// Everything we ask of the Paddle API, behind our own small interface: the SDK stays in one file
// (paddle-sdk-gateway.ts). Tests run that file against a loopback stand-in of the Paddle API.
export interface PaddleGateway {
  readonly configured: boolean;
  /** The Paddle customer id for this e-mail, creating the customer when there is none. */
  findOrCreateCustomer(email: string): Promise<string>;
  /**
   * Cancels at once (not at the period's end). Resolves once Paddle confirms the subscription is
   * canceled, also when it already was; throws AppError('unavailable') otherwise.
   */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** A full refund adjustment; Paddle's reason when it will not make it. */
  createRefund(transactionId: string, reason: string): Promise<RefundAnswer>;
  /** A draft transaction at a non-catalog monthly price, opened in Paddle.js by its id. */
  createCustomPriceTransaction(input: CustomPriceTransactionInput): Promise<string>;
  /** A customer portal session: where the customer updates their card, sees invoices, cancels. */
  createPortalSession(customerId: string, subscriptionIds: string[]): Promise<PortalLinks>;
  /** Removes a scheduled change (a cancel at the period's end): the subscription renews again. */
  removeScheduledChange(subscriptionId: string): Promise<void>;
  /** Every subscription and transaction of a customer, as webhook-shaped data (for reconciliation). */
  listCustomerRecords(customerId: string): Promise<CustomerRecords>;
}

export type RefundAnswer = { ok: true } | { ok: false; reason: string };

export interface PortalLinks {
  overview: string;
  subscriptions: { id: string; updatePaymentMethod: string; cancel: string }[];
}

/** Records in the shape of webhook `data` (snake_case), so one parser reads both. */
export interface CustomerRecords {
  subscriptions: Record<string, unknown>[];
  transactions: Record<string, unknown>[];
  adjustments: Record<string, unknown>[];
}

export interface CustomPriceTransactionInput {
  customerId: string;
  price: string; // '9.99', in the major unit
  customData: CheckoutCustomData;
}

export const PAYMENT_UNAVAILABLE_MESSAGE =
  'The payment system did not answer as expected. Please try again in a moment.';

export function notConfiguredError(): AppError {
  return new AppError('unavailable', PAYMENT_NOT_CONFIGURED_MESSAGE);
}

// Used when PADDLE_API_KEY is missing: the app runs, payment calls answer 503 (docs/architecture.md §1).
export function createUnconfiguredGateway(): PaddleGateway {
  const fail = async (): Promise<never> => {
    throw notConfiguredError();
  };
  return {
    configured: false,
    findOrCreateCustomer: fail,
    cancelSubscription: fail,
    createRefund: async () => ({ ok: false, reason: PAYMENT_NOT_CONFIGURED_MESSAGE }),
    createCustomPriceTransaction: fail,
    createPortalSession: fail,
    removeScheduledChange: fail,
    listCustomerRecords: fail,
  };
}
