import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  deriveSummary,
  extendGift,
  hasBillingProblem,
  isNewerEvent,
  isSummaryActive,
  LIVE_PADDLE_STATUSES,
  PREMIUM_PADDLE_STATUSES,
  type PremiumGrants,
} from './premium-state';

const now = new Date('2025-03-10T12:00:00Z');
const later = new Date('2025-06-01T00:00:00Z');
const earlier = new Date('2025-01-01T00:00:00Z');
const none: PremiumGrants = { adminPremium: false, giftUntil: null, subscriptions: [] };
const sub = (status: string, over: Partial<{ endedByUs: boolean; paymentTakenBack: boolean }> = {}) => ({
  status,
  endedByUs: false,
  paymentTakenBack: false,
  ...over,
});

describe('deriveSummary', () => {
  it('is Free with no grant', () => {
    expect(deriveSummary(none, now)).toEqual({
      subscriptionStatus: 'free',
      premiumUntil: null,
      premiumSource: null,
    });
  });

  it.each(['active', 'trialing', 'past_due'])('is Premium from Paddle while %s', (status) => {
    expect(deriveSummary({ ...none, subscriptions: [sub(status)] }, now)).toEqual({
      subscriptionStatus: 'active',
      premiumUntil: null,
      premiumSource: 'paddle',
    });
  });

  it.each(['paused', 'canceled'])('is not Premium from Paddle while %s', (status) => {
    expect(deriveSummary({ ...none, subscriptions: [sub(status)] }, now).subscriptionStatus).toBe('free');
  });

  it('is not Premium from a subscription we ended or whose money was taken back', () => {
    for (const ended of [sub('active', { endedByUs: true }), sub('active', { paymentTakenBack: true })]) {
      expect(deriveSummary({ ...none, subscriptions: [ended] }, now).subscriptionStatus).toBe('free');
    }
  });

  it('is Premium while any one of several subscriptions pays', () => {
    const subs = [sub('canceled'), sub('active', { paymentTakenBack: true }), sub('past_due')];
    expect(deriveSummary({ ...none, subscriptions: subs }, now).premiumSource).toBe('paddle');
    expect(deriveSummary({ ...none, subscriptions: subs.slice(0, 2) }, now).premiumSource).toBe(null);
  });

  it('has a billing problem only while past_due alone keeps Premium', () => {
    expect(hasBillingProblem([sub('past_due')])).toBe(true);
    expect(hasBillingProblem([sub('past_due'), sub('active')])).toBe(false);
    expect(hasBillingProblem([sub('past_due', { endedByUs: true })])).toBe(false);
    expect(hasBillingProblem([sub('canceled')])).toBe(false);
  });

  it('is Premium from an admin upgrade, with no end', () => {
    expect(deriveSummary({ ...none, adminPremium: true }, now)).toMatchObject({
      premiumSource: 'admin',
      premiumUntil: null,
    });
  });

  it('is Premium from a gift until it ends, then Free', () => {
    const gift = deriveSummary({ ...none, giftUntil: later }, now);
    expect(gift).toEqual({ subscriptionStatus: 'active', premiumUntil: later, premiumSource: 'gift' });
    expect(isSummaryActive(gift, now)).toBe(true);
    expect(isSummaryActive(gift, new Date(later.getTime() + 1))).toBe(false);
    expect(deriveSummary({ ...none, giftUntil: earlier }, now).subscriptionStatus).toBe('free');
    // A gift ending this very moment has ended, as isSummaryActive reads it.
    expect(deriveSummary({ ...none, giftUntil: new Date(now.getTime()) }, now).subscriptionStatus).toBe(
      'free',
    );
  });

  it('prefers an indefinite grant over a gift, and Paddle over admin', () => {
    expect(deriveSummary({ adminPremium: true, giftUntil: later, subscriptions: [] }, now)).toMatchObject({
      premiumSource: 'admin',
      premiumUntil: null,
    });
    expect(
      deriveSummary({ adminPremium: true, giftUntil: later, subscriptions: [sub('active')] }, now)
        .premiumSource,
    ).toBe('paddle');
  });

  it('is Premium exactly when some grant stands (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.integer({ min: -1e10, max: 1e10 })),
        fc.option(fc.constantFrom('active', 'trialing', 'past_due', 'paused', 'canceled')),
        (admin, giftOffset, status) => {
          const giftUntil = giftOffset === null ? null : new Date(now.getTime() + giftOffset);
          const subscriptions = status === null ? [] : [sub(status)];
          const s = deriveSummary({ adminPremium: admin, giftUntil, subscriptions }, now);
          const expected =
            admin ||
            (giftUntil !== null && giftUntil > now) ||
            ['active', 'trialing', 'past_due'].includes(status ?? '');
          expect(isSummaryActive(s, now)).toBe(expected);
        },
      ),
    );
  });
});

describe('gifts', () => {
  it('adds calendar months and clamps to the month’s last day', () => {
    expect(addMonths(new Date('2025-01-31T10:00:00Z'), 1).toISOString()).toBe('2025-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2024-01-31T10:00:00Z'), 1).toISOString()).toBe('2024-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2025-11-15T00:00:00Z'), 3).toISOString()).toBe('2026-02-15T00:00:00.000Z');
    expect(addMonths(new Date('2025-05-20T00:00:00Z'), 12).toISOString()).toBe('2026-05-20T00:00:00.000Z');
  });

  it('extends from today or from the current end, whichever is later', () => {
    expect(extendGift(null, 1, now).toISOString()).toBe('2025-04-10T12:00:00.000Z');
    expect(extendGift(earlier, 1, now).toISOString()).toBe('2025-04-10T12:00:00.000Z');
    expect(extendGift(later, 6, now).toISOString()).toBe('2025-12-01T00:00:00.000Z');
  });
});

describe('Paddle states', () => {
  it('keeps Premium while active, trialing or past due; may still charge when paused too', () => {
    expect(PREMIUM_PADDLE_STATUSES).toEqual(['active', 'trialing', 'past_due']);
    // What must be cancelled when Premium ends: every state in which Paddle may charge again.
    expect(LIVE_PADDLE_STATUSES).toEqual(['active', 'trialing', 'past_due', 'paused']);
  });
});

describe('isNewerEvent', () => {
  it('orders by time, then by event id, and accepts anything over nothing', () => {
    expect(isNewerEvent({ at: now, id: 'a' }, null)).toBe(true);
    expect(isNewerEvent({ at: later, id: 'a' }, { at: now, id: 'z' })).toBe(true);
    expect(isNewerEvent({ at: earlier, id: 'z' }, { at: now, id: 'a' })).toBe(false);
    expect(isNewerEvent({ at: now, id: 'b' }, { at: now, id: 'a' })).toBe(true);
    expect(isNewerEvent({ at: now, id: 'a' }, { at: now, id: 'a' })).toBe(false);
  });

  it('reads every form of a summary by the same rule: rows, API answers and a status alone', () => {
    const until = later.toISOString();
    expect(isSummaryActive({ subscriptionStatus: 'active', premiumUntil: until }, now)).toBe(true);
    expect(isSummaryActive({ subscriptionStatus: 'active', premiumUntil: until }, later)).toBe(false);
    expect(isSummaryActive({ subscriptionStatus: 'active', premiumUntil: earlier }, now)).toBe(false);
    expect(isSummaryActive({ subscriptionStatus: 'active', premiumUntil: null }, now)).toBe(true);
    expect(isSummaryActive({ subscriptionStatus: 'active' }, now)).toBe(true);
    expect(isSummaryActive({ subscriptionStatus: 'free', premiumUntil: later }, now)).toBe(false);
    expect(isSummaryActive({ subscriptionStatus: 'Active' }, now)).toBe(false);
  });
});
