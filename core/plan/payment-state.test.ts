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

  it('counts only refunds as pending or partial, not other adjustments', () => {
    expect(refundStateOf([adj('credit', 'full', 'pending_approval')])).toBe('none');
    expect(refundStateOf([adj('credit', 'partial', 'approved')])).toBe('none');
    expect(refundStateOf([adj('credit', 'partial', 'approved'), adj('refund', 'partial', 'approved')])).toBe(
      'partial',
    );
  });
});

describe('latestPayment', () => {
  it('is the newest completed payment, ignoring unpaid ones', () => {
    expect(latestPayment([pay('a', 1), pay('b', 3), pay('c', 5, 'past_due')])?.id).toBe('b');
    expect(latestPayment([pay('a', 1, 'ready')])).toBe(null);
  });

  it('takes paid as well as completed, in any order, ties going to the higher id', () => {
    expect(latestPayment([pay('a', 1), pay('b', 3, 'paid')])?.id).toBe('b');
    expect(latestPayment([pay('b', 3), pay('a', 1)])?.id).toBe('b');
    expect(latestPayment([pay('b', 3), pay('a', 3)])?.id).toBe('b');
    expect(latestPayment([pay('a', 3), pay('b', 3)])?.id).toBe('b');
  });

  it('puts a payment without a billed time before every dated one', () => {
    const undated = { ...pay('z', 1), billedAt: null };
    expect(latestPayment([undated, pay('a', 1)])?.id).toBe('a');
    expect(latestPayment([pay('a', 1), undated])?.id).toBe('a');
    expect(latestPayment([undated, { ...undated, id: 'y' }])?.id).toBe('z');
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
    // Any adjustment of any payment, not only when all of them take money back.
    expect(
      isPaymentTakenBack([adj('refund', 'partial', 'approved'), adj('refund', 'full', 'approved')]),
    ).toBe(true);
  });
});
