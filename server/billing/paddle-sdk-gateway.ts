import { AppError } from '@core/errors/app-error';
import type { ApiError, Environment, Paddle } from '@paddle/paddle-node-sdk';
import type { Config } from '../config';
import { toSmallestUnit } from './currency-units';
import {
  type CustomPriceTransactionInput,
  createUnconfiguredGateway,
  notConfiguredError,
  PAYMENT_UNAVAILABLE_MESSAGE,
  type PaddleGateway,
} from './paddle-gateway';
import { listCustomerRecords } from './paddle-sdk-records';

interface GatewayLog {
  warn(obj: unknown, msg: string): void;
}

// Paddle's answers when the subscription is canceled already: the cancel we wanted has happened.
const ALREADY_CANCELED = ['subscription_update_when_canceled', 'subscription_is_canceled_action_invalid'];

// The SDK treats an unknown environment as a base URL: that is how PADDLE_API_URL reaches a stand-in.
function environmentOf(config: Config, environments: typeof Environment): Environment {
  if (config.PADDLE_API_URL) return config.PADDLE_API_URL.replace(/\/+$/, '') as Environment;
  return config.PADDLE_ENV === 'production' ? environments.production : environments.sandbox;
}

export function createPaddleGateway(config: Config, log: GatewayLog): PaddleGateway {
  if (!config.PADDLE_API_KEY) return createUnconfiguredGateway();
  const apiKey = config.PADDLE_API_KEY;
  // The SDK is loaded on the first call to Paddle, not at start-up: loading it cost about 0.7 s of
  // CPU, a sixth of a start (issue 20), and no request before the first payment step needs it.
  let client: Promise<Paddle> | undefined;
  function sdk(): Promise<Paddle> {
    client ??= import('@paddle/paddle-node-sdk').then(
      ({ Environment, LogLevel, Paddle }) =>
        new Paddle(apiKey, {
          environment: environmentOf(config, Environment),
          logLevel: LogLevel.none,
        }),
    );
    // Only a failed load of the installed SDK (a damaged install) gets here, which no test can bring
    // about and then undo; forgetting the failed load lets the next call try again.
    // Stryker disable next-line BlockStatement,CallExpression: reached only when loading the installed SDK fails (above)
    client.catch(() => {
      client = undefined;
    });
    return client;
  }

  // Paddle's answers and network failures become one 503 with a safe message; details go to the log.
  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (err instanceof AppError) throw err;
      const e = err as Partial<ApiError>;
      log.warn({ what, code: e.code, detail: e.detail ?? String(err) }, 'paddle call failed');
      throw new AppError('unavailable', PAYMENT_UNAVAILABLE_MESSAGE);
    }
  }

  // A custom price copies product, currency and billing cycle from the regular catalog price.
  let basePrice: Promise<{ productId: string; currencyCode: string }> | undefined;
  function loadBasePrice() {
    const priceId = config.PADDLE_PRICE_ID;
    if (!priceId) throw notConfiguredError();
    basePrice ??= sdk()
      .then((paddle) => paddle.prices.get(priceId))
      .then((p) => ({
        productId: p.productId,
        currencyCode: p.unitPrice.currencyCode,
      }));
    basePrice.catch(() => {
      basePrice = undefined;
    });
    return basePrice;
  }

  return {
    configured: true,
    findOrCreateCustomer: (email) =>
      call('findOrCreateCustomer', async () => {
        const paddle = await sdk();
        const [existing] = await paddle.customers.list({ email: [email] }).next();
        if (existing) return existing.id;
        return (await paddle.customers.create({ email })).id;
      }),
    cancelSubscription: (subscriptionId) =>
      call('cancelSubscription', async () => {
        const paddle = await sdk();
        try {
          const sub = await paddle.subscriptions.cancel(subscriptionId, { effectiveFrom: 'immediately' });
          if (sub.status !== 'canceled') throw new Error(`subscription is ${sub.status} after cancel`);
        } catch (err) {
          // Stryker disable next-line StringLiteral: an error without a code matches none of ALREADY_CANCELED, whatever string stands in
          if (ALREADY_CANCELED.includes((err as Partial<ApiError>).code ?? '')) return;
          throw err;
        }
      }),
    async createRefund(transactionId, reason) {
      try {
        const paddle = await sdk();
        await paddle.adjustments.create({ action: 'refund', type: 'full', transactionId, reason });
        return { ok: true };
      } catch (err) {
        const e = err as Partial<ApiError>;
        log.warn({ transactionId, code: e.code, detail: e.detail ?? String(err) }, 'paddle refund refused');
        return { ok: false, reason: e.detail ?? 'Paddle did not answer' };
      }
    },
    createCustomPriceTransaction: (input: CustomPriceTransactionInput) =>
      call('createCustomPriceTransaction', async () => {
        const base = await loadBasePrice();
        const paddle = await sdk();
        const tx = await paddle.transactions.create({
          customerId: input.customerId,
          customData: { ...input.customData },
          items: [
            {
              quantity: 1,
              price: {
                description: 'Countstream Premium (custom monthly price)',
                productId: base.productId,
                unitPrice: {
                  amount: toSmallestUnit(input.price, base.currencyCode),
                  currencyCode: base.currencyCode as never,
                },
                billingCycle: { interval: 'month', frequency: 1 },
              },
            },
          ],
        });
        return tx.id;
      }),
    createPortalSession: (customerId, subscriptionIds) =>
      call('createPortalSession', async () => {
        const paddle = await sdk();
        const session = await paddle.customerPortalSessions.create(customerId, subscriptionIds);
        return {
          overview: session.urls.general.overview,
          subscriptions: session.urls.subscriptions.map((s) => ({
            id: s.id,
            updatePaymentMethod: s.updateSubscriptionPaymentMethod,
            cancel: s.cancelSubscription,
          })),
        };
      }),
    removeScheduledChange: (subscriptionId) =>
      call('removeScheduledChange', async () => {
        const paddle = await sdk();
        await paddle.subscriptions.update(subscriptionId, { scheduledChange: null });
      }),
    listCustomerRecords: (customerId) =>
      call('listCustomerRecords', async () => listCustomerRecords(await sdk(), customerId)),
  };
}
