// What the adjustments of a subscription's payments mean (docs/decisions/009-billing-records.md).
// Derived from the stored records, never from the order events came in, so every delivery order
// gives the same answer.

export interface PaymentRecord {
  id: string;
  subscriptionId: string | null;
  status: string;
  billedAt: Date | null;
}

export interface AdjustmentRecord {
  transactionId: string;
  action: string;
  type: string | null;
  status: string;
}

export type RefundState = 'none' | 'pending' | 'partial' | 'full' | 'chargeback';

const PAID = ['completed', 'paid'];

/** What the adjustments of one transaction add up to; rejected (and reversed) ones change nothing. */
export function refundStateOf(adjustments: readonly AdjustmentRecord[]): RefundState {
  const approved = adjustments.filter((a) => a.status === 'approved');
  if (approved.some((a) => a.action === 'chargeback')) return 'chargeback';
  if (approved.some(takesMoneyBack)) return 'full';
  if (adjustments.some((a) => a.status === 'pending_approval' && a.action === 'refund')) return 'pending';
  if (approved.some((a) => a.action === 'refund')) return 'partial';
  return 'none';
}

/** The newest completed payment of a subscription (by billed time, ties by id). */
export function latestPayment<T extends PaymentRecord>(payments: readonly T[]): T | null {
  let best: T | null = null;
  for (const p of payments) {
    if (!PAID.includes(p.status)) continue;
    const at = p.billedAt?.getTime() ?? 0;
    const bestAt = best?.billedAt?.getTime() ?? 0;
    // Stryker disable next-line EqualityOperator: ids are unique, so an equal id is the same payment and >= picks the same one
    if (!best || at > bestAt || (at === bestAt && p.id > best.id)) best = p;
  }
  return best;
}

/** An approved chargeback, or an approved refund of the whole payment: the money went back. */
export function takesMoneyBack(a: AdjustmentRecord): boolean {
  if (a.status !== 'approved') return false;
  return a.action === 'chargeback' || (a.action === 'refund' && a.type === 'full');
}

/**
 * A subscription's money is taken back when any of its payments was refunded in full or charged
 * back: the subscription ends (docs/decisions/009). A goodwill refund is a partial one. Any, not
 * only the latest, so the answer never depends on which events have arrived yet.
 */
export function isPaymentTakenBack(adjustments: readonly AdjustmentRecord[]): boolean {
  return adjustments.some(takesMoneyBack);
}
