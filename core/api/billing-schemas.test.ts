import { describe, expect, it } from 'vitest';
import {
  ADMIN_ACCOUNT_REFUSED,
  ADMIN_MESSAGES,
  adminCounterPageSchema,
  adminStatsSchema,
  adminUserPageSchema,
  discountSettingsBodySchema,
  GIFT_MONTHS,
  generalPriceBodySchema,
  giftPremiumBodySchema,
  listQuerySchema,
  optionalPriceInputSchema,
  PRICE_MESSAGE,
  priceInputSchema,
  refundResponseSchema,
  userIdBodySchema,
  userPricingBodySchema,
} from './admin';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  billingConfigSchema,
  billingStatusSchema,
  checkoutResponseSchema,
  fixCustomerResponseSchema,
  NOTHING_TO_RESUME_MESSAGE,
  PAYMENT_NOT_CONFIGURED_MESSAGE,
  portalResponseSchema,
} from './billing';
import {
  adminUserBillingSchema,
  billingJobsSchema,
  REFUND_LABELS,
  reconcileReportSchema,
  unmatchedEventsSchema,
} from './billing-admin';
import { DEFAULT_GENERAL_PRICE, pricingSchema, subscriptionSettingsSchema, toPriceString } from './pricing';

// Prices, plans and the admin's billing views: what the admin forms send and what the server
// answers. Prices are the rule most worth pinning: a wrong one is charged.

const issueOf = (r: { success: boolean; error?: { issues: { message: string; code: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0];

describe('a price as the admin enters it', () => {
  it('leaves as a two-decimal string', () => {
    expect(priceInputSchema.parse(4.99)).toBe('4.99');
    expect(priceInputSchema.parse('4.9')).toBe('4.90');
    expect(priceInputSchema.parse(' 12 ')).toBe('12.00');
    expect(priceInputSchema.parse(0.01)).toBe('0.01');
    expect(priceInputSchema.parse('999.99')).toBe('999.99');
    expect(generalPriceBodySchema.parse({ generalPrice: '5' })).toEqual({ generalPrice: '5.00' });
  });

  it('refuses zero, too much, too many decimals and anything not plainly a number', () => {
    for (const bad of [
      0,
      '0.00',
      -1,
      1000,
      '1.234',
      '+5',
      '0x10',
      '1e2',
      Number.NaN,
      Infinity,
      'abc',
      '',
      true,
    ]) {
      const issue = issueOf(priceInputSchema.safeParse(bad));
      expect(issue?.message, String(bad)).toBe(PRICE_MESSAGE);
    }
    expect(issueOf(priceInputSchema.safeParse('0'))?.code).toBe('custom');
    expect(PRICE_MESSAGE).toBe('Enter a price greater than 0 and at most 999.99, with at most two decimals');
  });

  it('clears an optional price with null or an empty field', () => {
    expect(optionalPriceInputSchema.parse(null)).toBeNull();
    expect(optionalPriceInputSchema.parse('  ')).toBeNull();
    expect(optionalPriceInputSchema.parse('3')).toBe('3.00');
    expect(optionalPriceInputSchema.parse(3)).toBe('3.00');
  });
});

describe('admin bodies', () => {
  it('enables a discount only with a discounted price', () => {
    expect(discountSettingsBodySchema.parse({ discountedPrice: '2', isDiscountActive: true })).toEqual({
      discountedPrice: '2.00',
      isDiscountActive: true,
    });
    expect(
      discountSettingsBodySchema.safeParse({ discountedPrice: null, isDiscountActive: false }).success,
    ).toBe(true);
    expect(
      discountSettingsBodySchema.safeParse({ discountedPrice: '', isDiscountActive: true }).error?.issues[0],
    ).toMatchObject({
      message: 'Enter a discounted price to enable the discount',
      path: ['discountedPrice'],
    });
  });

  it('names the user by id, required and at most 100 characters', () => {
    expect(userPricingBodySchema.parse({ userId: 'u1', customPrice: null })).toEqual({
      userId: 'u1',
      customPrice: null,
    });
    for (const userId of ['', undefined])
      expect(issueOf(userIdBodySchema.safeParse({ userId }))?.message).toBe('userId is required');
    expect(userIdBodySchema.safeParse({ userId: 'x'.repeat(101) }).success).toBe(false);
    expect(userIdBodySchema.parse({ userId: 'x'.repeat(100) })).toEqual({ userId: 'x'.repeat(100) });
  });

  it('gifts 1, 3, 6 or 12 months only', () => {
    for (const months of GIFT_MONTHS)
      expect(giftPremiumBodySchema.parse({ userId: 'u', months })).toEqual({ userId: 'u', months });
    expect(issueOf(giftPremiumBodySchema.safeParse({ userId: 'u', months: 2 }))?.message).toBe(
      'months must be 1, 3, 6 or 12',
    );
  });

  it('pages lists from the query string within bounds', () => {
    expect(listQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(listQuerySchema.parse({ page: '100000', pageSize: '100', search: ' ada ', plan: 'free' })).toEqual(
      {
        page: 100_000,
        pageSize: 100,
        search: 'ada',
        plan: 'free',
      },
    );
    expect(listQuerySchema.parse({ plan: 'premium', page: '1', pageSize: '1' }).plan).toBe('premium');
    for (const bad of [
      { page: '0' },
      { page: '100001' },
      { page: '1.5' },
      { pageSize: '0' },
      { pageSize: '101' },
      { pageSize: '2.5' },
      { search: 'x'.repeat(101) },
      { plan: 'gift' },
    ])
      expect(listQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('admin answers', () => {
  const user = {
    id: 'u',
    email: 'a@b.co',
    firstName: null,
    lastName: null,
    role: 'user',
    subscriptionStatus: 'free',
    customPrice: null,
    createdAt: 'now',
    premiumUntil: null,
    premiumSource: null,
    counterCount: 2,
  };

  it('keeps every field of a page of users or counters', () => {
    const page = { items: [user], total: 1, totalIsCapped: true, searchedNewest: 500, page: 1, pageSize: 20 };
    expect(adminUserPageSchema.parse(page)).toEqual(page);
    for (const premiumSource of ['paddle', 'admin', 'gift'])
      for (const [role, subscriptionStatus] of [
        ['user', 'active'],
        ['admin', 'free'],
      ])
        expect(
          adminUserPageSchema.parse({
            ...page,
            items: [{ ...user, premiumSource, role, subscriptionStatus }],
          }).items[0],
        ).toMatchObject({ premiumSource, role });
    for (const searchedNewest of [0, 1.5])
      expect(adminUserPageSchema.safeParse({ ...page, searchedNewest }).success).toBe(false);
    const counters = {
      items: [{ id: 'c', name: 'N', createdAt: 'now', ownerEmail: null }],
      total: 1,
      page: 1,
      pageSize: 5,
    };
    expect(adminCounterPageSchema.parse(counters)).toEqual(counters);
  });

  it('keeps every field of the stats and of a refund answer', () => {
    const stats = {
      totalUsers: 1,
      newUsersToday: 2,
      totalCounters: 3,
      newCountersToday: 4,
      premiumUsers: 5,
      monthlyRevenue: '14.97',
    };
    expect(adminStatsSchema.parse(stats)).toEqual(stats);
    const refund = { message: 'm', requiresManualRefund: true, reason: 'r' };
    expect(refundResponseSchema.parse(refund)).toEqual(refund);
  });

  it('answers with the product’s success texts', () => {
    expect(ADMIN_MESSAGES).toEqual({
      generalPrice: 'General subscription price updated!',
      customPrice: 'Custom price set for user!',
      gift: 'Premium gifted successfully!',
      discount: 'Discount settings updated!',
      upgrade: 'User upgraded to premium!',
      downgrade: 'User downgraded to free!',
      refund: 'Refund issued successfully!',
      manualRefund: 'User downgraded. Manual refund processing required in Paddle dashboard.',
      nothingToRefund:
        'Nothing to refund: this account has no completed Paddle payment. Its Premium was given, not paid for; use Downgrade to Free to end it.',
      userDeleted: 'User has been successfully removed.',
      counterDeleted: 'Counter has been successfully removed.',
    });
    expect(ADMIN_ACCOUNT_REFUSED).toBe('This action is not available for admin accounts.');
  });
});

describe('the admin’s billing views', () => {
  it('labels each refund state', () => {
    expect(REFUND_LABELS).toEqual({
      none: null,
      pending: 'Refund requested, awaiting approval in Paddle',
      partial: 'Partially refunded',
      full: 'Refunded',
      chargeback: 'Charged back',
    });
  });

  it('keeps every field of a user’s records, the jobs, unmatched events and a reconciliation', () => {
    const records = {
      subscriptions: [
        { id: 's', status: 'active', endedReason: null, currentPeriodEnd: 'x', cancelAt: null },
      ],
      transactions: [
        {
          id: 't',
          subscriptionId: 's',
          status: 'completed',
          total: '4.99',
          currency: 'USD',
          billedAt: 'x',
          refund: null,
        },
      ],
    };
    expect(adminUserBillingSchema.parse(records)).toEqual(records);
    const jobs = {
      items: [
        {
          id: 'j',
          kind: 'cancel',
          target: 's',
          userId: null,
          attempts: 1,
          nextRunAt: 'x',
          lastError: null,
          createdAt: 'x',
        },
      ],
    };
    expect(billingJobsSchema.parse(jobs)).toEqual(jobs);
    const unmatched = {
      items: [{ eventId: 'e', type: 't', occurredAt: null, customerId: 'c', subscriptionId: null }],
    };
    expect(unmatchedEventsSchema.parse(unmatched)).toEqual(unmatched);
    const report = { customers: 2, changes: ['a'] };
    expect(reconcileReportSchema.parse(report)).toEqual(report);
  });
});

describe('the user’s billing answers', () => {
  it('keeps every field of the config, checkout, status and portal answers', () => {
    for (const environment of ['sandbox', 'production']) {
      const config = {
        configured: true,
        clientToken: 'tok',
        environment,
        priceId: 'pri',
        discountPriceId: null,
        isDiscountActive: false,
      };
      expect(billingConfigSchema.parse(config)).toEqual(config);
    }
    expect(fixCustomerResponseSchema.parse({ customerId: 'ctm' })).toEqual({ customerId: 'ctm' });
    const customData = { userId: 'u', userSig: 's' };
    const byPrice = { kind: 'price', priceId: 'pri', customerId: null, customData };
    const byTransaction = { kind: 'transaction', transactionId: 'txn', customerId: 'ctm', customData };
    expect(checkoutResponseSchema.parse(byPrice)).toEqual(byPrice);
    expect(checkoutResponseSchema.parse(byTransaction)).toEqual(byTransaction);
    expect(checkoutResponseSchema.safeParse({ ...byPrice, kind: 'transaction' }).success).toBe(false);
    const status = {
      hasLiveSubscription: true,
      billingProblem: false,
      premiumUntil: 'x',
      canResume: true,
      subscriptions: [{ id: 's', status: 'active', currentPeriodEnd: null, cancelAt: 'x' }],
    };
    expect(billingStatusSchema.parse(status)).toEqual(status);
    const portal = { url: 'https://p', updatePaymentMethodUrl: null };
    expect(portalResponseSchema.parse(portal)).toEqual(portal);
  });

  it('says why a payment cannot start or a subscription cannot resume', () => {
    expect(PAYMENT_NOT_CONFIGURED_MESSAGE).toBe('Payment system not configured');
    expect(NOTHING_TO_RESUME_MESSAGE).toBe(
      'Your subscription is not set to end, so there is nothing to resume.',
    );
    expect(ALREADY_SUBSCRIBED_MESSAGE).toBe(
      'You already have a Premium subscription. Use Manage billing to change it instead of buying a second one.',
    );
  });

  it('writes prices with two decimals, 4.99 by default', () => {
    expect(DEFAULT_GENERAL_PRICE).toBe('4.99');
    expect(toPriceString(4.5)).toBe('4.50');
    expect(toPriceString('3')).toBe('3.00');
    const pricing = {
      currentPrice: '3.99',
      originalPrice: '4.99',
      isDiscountActive: true,
      discountedPrice: '3.99',
    };
    expect(pricingSchema.parse(pricing)).toEqual(pricing);
    const settings = { generalPrice: '4.99', isDiscountActive: false, discountedPrice: null };
    expect(subscriptionSettingsSchema.parse(settings)).toEqual(settings);
  });
});
