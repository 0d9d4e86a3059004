import { describe, expect, it } from 'vitest';
import {
  canCreateCounter,
  canEmbed,
  canUseGradient,
  EMBED_PREMIUM_MESSAGE,
  EMBED_PREMIUM_TOAST,
  FREE_COUNTER_LIMIT,
  findPremiumViolations,
  GRADIENT_PREMIUM_MESSAGE,
  isPremium,
  LOGO_PREMIUM_MESSAGE,
  REDIRECT_PREMIUM_MESSAGE,
  SUBATHON_PREMIUM_MESSAGE,
  showsWatermark,
  UPGRADE_REQUIRED,
  UPGRADE_REQUIRED_MESSAGE,
  viewerEndAction,
} from './plan-rules';

const free = { subscriptionStatus: 'free' };
const premium = { subscriptionStatus: 'active' };

describe('plan rules', () => {
  it('treats only subscriptionStatus active as Premium', () => {
    expect(isPremium(premium)).toBe(true);
    expect(isPremium(free)).toBe(false);
    expect(isPremium({ subscriptionStatus: 'ACTIVE' })).toBe(false);
    expect(isPremium(null)).toBe(false);
    expect(isPremium(undefined)).toBe(false);
    // The web app holds the answer it was given: a gift that ends while the page is open ends there too.
    const gift = { subscriptionStatus: 'active', premiumUntil: '2026-03-01T00:00:00.000Z' };
    expect(isPremium(gift, new Date('2026-02-28T23:59:59Z'))).toBe(true);
    expect(isPremium(gift, new Date('2026-03-01T00:00:00Z'))).toBe(false);
  });

  it('limits Free users to 1 counter', () => {
    expect(FREE_COUNTER_LIMIT).toBe(1);
    expect(canCreateCounter(free, 0)).toBe(true);
    expect(canCreateCounter(free, 1)).toBe(false);
    expect(canCreateCounter(free, 3)).toBe(false);
    expect(canCreateCounter(premium, 1000)).toBe(true);
  });

  it('gives gradients and embedding to Premium only; the watermark shows otherwise', () => {
    expect(canUseGradient(free)).toBe(false);
    expect(canUseGradient(premium)).toBe(true);
    expect(canEmbed(free)).toBe(false);
    expect(canEmbed(premium)).toBe(true);
    expect(showsWatermark(free)).toBe(true);
    expect(showsWatermark(premium)).toBe(false);
    expect(showsWatermark(null)).toBe(true);
  });

  it('uses the texts of docs/product.md §5 and §8', () => {
    expect(UPGRADE_REQUIRED_MESSAGE).toBe(
      'Upgrade Required: Free users are limited to 1 counter. Upgrade to Premium for unlimited counters.',
    );
    expect(`${UPGRADE_REQUIRED.title}: ${UPGRADE_REQUIRED.description}`).toBe(UPGRADE_REQUIRED_MESSAGE);
    expect(EMBED_PREMIUM_MESSAGE).toContain('premium feature');
    expect(GRADIENT_PREMIUM_MESSAGE).toBe(
      'Gradient backgrounds are a premium feature. Upgrade to Premium to use them.',
    );
    expect(`${EMBED_PREMIUM_TOAST.title}: ${EMBED_PREMIUM_TOAST.description}`).toBe(
      'Premium Feature: Embedding is available for Premium users only. Upgrade to access embed codes!',
    );
  });

  it('finds a gradient saved by a non-Premium user', () => {
    expect(findPremiumViolations(free, { backgroundType: 'gradient' })).toEqual([
      { code: 'gradient', field: 'backgroundType', message: GRADIENT_PREMIUM_MESSAGE },
    ]);
    expect(findPremiumViolations(free, { backgroundType: 'solid' })).toEqual([]);
    expect(findPremiumViolations(premium, { backgroundType: 'gradient' })).toEqual([]);
  });

  it('keeps event rules, a cap and milestones for Premium, each one on its own', () => {
    const violation = { code: 'subathon', field: 'eventRules', message: SUBATHON_PREMIUM_MESSAGE };
    const rule = { event: 'sub', amount: 1, seconds: 60 } as never;
    const milestone = { at: 100, label: 'Half way' } as never;
    for (const extra of [{ eventRules: [rule] }, { capMinutes: 0 }, { milestones: [milestone] }]) {
      expect(
        findPremiumViolations(free, { backgroundType: 'solid', ...extra }),
        JSON.stringify(extra),
      ).toEqual([violation]);
      expect(findPremiumViolations(premium, { backgroundType: 'solid', ...extra })).toEqual([]);
    }
    // Empty lists are no subathon: any plan may save them.
    expect(findPremiumViolations(free, { backgroundType: 'solid', eventRules: [], milestones: [] })).toEqual(
      [],
    );
    expect(findPremiumViolations(null, { backgroundType: 'gradient', capMinutes: 30 })).toEqual([
      { code: 'gradient', field: 'backgroundType', message: GRADIENT_PREMIUM_MESSAGE },
      violation,
    ]);
    expect(SUBATHON_PREMIUM_MESSAGE).toBe(
      'Event rules, subathon caps and milestones are a premium feature. Upgrade to Premium to use them.',
    );
  });

  it('keeps the redirect end action for Premium, the other end actions for everyone', () => {
    const violation = { code: 'redirect', field: 'endAction', message: REDIRECT_PREMIUM_MESSAGE };
    const redirect = { backgroundType: 'solid', endAction: 'redirect' } as const;
    expect(findPremiumViolations(free, redirect)).toEqual([violation]);
    expect(findPremiumViolations(null, redirect)).toEqual([violation]);
    expect(findPremiumViolations(premium, redirect)).toEqual([]);
    for (const endAction of ['message', 'hide', undefined] as const)
      expect(findPremiumViolations(free, { backgroundType: 'solid', endAction }), endAction).toEqual([]);
    expect(REDIRECT_PREMIUM_MESSAGE).toBe(
      'Sending viewers to a link at zero is a premium feature. Upgrade to Premium to use it.',
    );
  });

  it('keeps an uploaded logo for Premium', () => {
    const logo = { backgroundType: 'solid', logo: 'f'.repeat(64) } as const;
    const violation = { code: 'logo', field: 'logo', message: LOGO_PREMIUM_MESSAGE };
    expect(findPremiumViolations(free, logo)).toEqual([violation]);
    expect(findPremiumViolations(null, logo)).toEqual([violation]);
    expect(findPremiumViolations(premium, logo)).toEqual([]);
    expect(findPremiumViolations(free, { backgroundType: 'solid', logo: undefined })).toEqual([]);
    expect(LOGO_PREMIUM_MESSAGE).toBe('Your own logo is a premium feature. Upgrade to Premium to use it.');
  });

  it('turns a redirect of an owner without Premium into the completion message on the public page', () => {
    expect(viewerEndAction('redirect', true)).toBe('redirect');
    expect(viewerEndAction('redirect', false)).toBe('message');
    for (const premiumOwner of [true, false]) {
      expect(viewerEndAction('hide', premiumOwner)).toBe('hide');
      expect(viewerEndAction('message', premiumOwner)).toBe('message');
      expect(viewerEndAction(undefined, premiumOwner)).toBeUndefined();
    }
  });
});
