import { describe, expect, it } from 'vitest';
import { isPaymentTakenBack, latestPayment, refundStateOf } from './payment-state';

const adj = (action: string, type: string | null, status: string, transactionId = 'txn_1') => ({
  transactionId,
  action,
  type,
  status,
});
const pay = (id: string, day: number, status = 'completed') => ({
  id,
  subscriptionId: 'sub_1',
  status,
  billedAt: new Date(Date.UTC(2025, 0, day)),
});

describe('refundStateOf', () => {
  it('reads pending, partial, full and chargeback; rejected changes nothing', () => {
    expect(refundStateOf([])).toBe('none');
    expect(refundStateOf([adj('refund', 'full', 'pending_approval')])).toBe('pending');
    expect(refundStateOf([adj('refund', 'full', 'rejected')])).toBe('none');
    expect(refundStateOf([adj('refund', 'partial', 'approved')])).toBe('partial');
    expect(refundStateOf([adj('refund', 'full', 'approved')])).toBe('full');
    expect(refundStateOf([adj('refund', 'partial', 'approved'), adj('chargeback', 'full', 'approved')])).toBe(
      'chargeback',
    );
  });
});

describe('latestPayment', () => {
  it('is the newest completed payment, ignoring unpaid ones', () => {
    expect(latestPayment([pay('a', 1), pay('b', 3), pay('c', 5, 'past_due')])?.id).toBe('b');
    expect(latestPayment([pay('a', 1, 'ready')])).toBe(null);
  });
});

describe('isPaymentTakenBack', () => {
  it('is true for a full refund or chargeback, not for partial, pending or rejected', () => {
    expect(isPaymentTakenBack([adj('refund', 'full', 'approved')])).toBe(true);
    expect(isPaymentTakenBack([adj('chargeback', 'full', 'approved')])).toBe(true);
    expect(isPaymentTakenBack([adj('refund', 'partial', 'approved')])).toBe(false);
    expect(isPaymentTakenBack([adj('refund', 'full', 'pending_approval')])).toBe(false);
    expect(isPaymentTakenBack([adj('refund', 'full', 'rejected')])).toBe(false);
    expect(isPaymentTakenBack([adj('credit', 'full', 'approved')])).toBe(false);
  });
});
