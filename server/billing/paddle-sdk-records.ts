import type { Paddle } from '@paddle/paddle-node-sdk';
import type { CustomerRecords } from './paddle-gateway';

// Reconciliation reads a customer's records through the SDK, which hands out camelCase entities:
// they are turned back into the snake_case shape of webhook `data`, so the one parser of
// webhook-events.ts reads both.

async function all<T>(collection: { next(): Promise<T[]>; hasMore: boolean }): Promise<T[]> {
  const out: T[] = [];
  do out.push(...(await collection.next()));
  while (collection.hasMore);
  return out;
}

export async function listCustomerRecords(paddle: Paddle, customerId: string): Promise<CustomerRecords> {
  const ids = [customerId];
  const [subs, txns, adjs] = await Promise.all([
    all(paddle.subscriptions.list({ customerId: ids, perPage: 50 })),
    all(paddle.transactions.list({ customerId: ids, perPage: 50 })),
    all(paddle.adjustments.list({ customerId: ids, perPage: 50 })),
  ]);
  return {
    subscriptions: subs.map((s) => ({
      id: s.id,
      status: s.status,
      customer_id: s.customerId,
      currency_code: s.currencyCode,
      updated_at: s.updatedAt,
      current_billing_period: s.currentBillingPeriod ? { ends_at: s.currentBillingPeriod.endsAt } : null,
      scheduled_change: s.scheduledChange
        ? { action: s.scheduledChange.action, effective_at: s.scheduledChange.effectiveAt }
        : null,
      items: s.items.map((i) => ({
        price: {
          // Stryker disable next-line OptionalChaining: the SDK builds every subscription item with its Price (never undefined)
          id: i.price?.id,
          // Stryker disable next-line OptionalChaining: the SDK builds every subscription item with its Price (never undefined)
          unit_price: i.price?.unitPrice
            ? { amount: i.price.unitPrice.amount, currency_code: i.price.unitPrice.currencyCode }
            : null,
        },
      })),
    })),
    transactions: txns.map((t) => ({
      id: t.id,
      status: t.status,
      customer_id: t.customerId,
      subscription_id: t.subscriptionId,
      origin: t.origin,
      currency_code: t.currencyCode,
      billed_at: t.billedAt,
      updated_at: t.updatedAt,
      details: { totals: { grand_total: t.details?.totals?.grandTotal } },
    })),
    adjustments: adjs.map((a) => ({
      id: a.id,
      status: a.status,
      action: a.action,
      type: a.type,
      customer_id: a.customerId,
      subscription_id: a.subscriptionId,
      transaction_id: a.transactionId,
      updated_at: a.updatedAt,
    })),
  };
}
