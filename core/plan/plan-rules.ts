import type { CounterSettings } from '../counter/settings';
import { isSummaryActive, type SummaryLike } from './premium-state';

// Plan rules of docs/product.md §5/§6. The client shows these texts; the server enforces the same
// functions and is the authority (docs/architecture.md §1).

export type PlanUser = SummaryLike;

export const FREE_COUNTER_LIMIT = 1;

export interface PlanMessage {
  title: string;
  description: string;
}

export const UPGRADE_REQUIRED: PlanMessage = {
  title: 'Upgrade Required',
  description: 'Free users are limited to 1 counter. Upgrade to Premium for unlimited counters.',
};
export const UPGRADE_REQUIRED_MESSAGE =
  'Upgrade Required: Free users are limited to 1 counter. Upgrade to Premium for unlimited counters.';

// Server refusals; the product only requires the embed one to contain 'premium feature'.
export const EMBED_PREMIUM_MESSAGE = 'Embedding is a premium feature. Upgrade to Premium to get embed codes.';
export const GRADIENT_PREMIUM_MESSAGE =
  'Gradient backgrounds are a premium feature. Upgrade to Premium to use them.';

// The dashboard's toast when a Free user clicks Embed (docs/product.md §8).
export const EMBED_PREMIUM_TOAST: PlanMessage = {
  title: 'Premium Feature',
  description: 'Embedding is available for Premium users only. Upgrade to access embed codes!',
};

/** Premium by the one rule of premium-state.ts (a lapsed gift is Free); a visitor is never Premium. */
export function isPremium(user: PlanUser | null | undefined, now: Date = new Date()): boolean {
  return user ? isSummaryActive(user, now) : false;
}

/** Whether the user may own one more counter, given how many they already own. */
export function canCreateCounter(user: PlanUser | null | undefined, counterCount: number): boolean {
  return isPremium(user) || counterCount < FREE_COUNTER_LIMIT;
}

export function canUseGradient(user: PlanUser | null | undefined): boolean {
  return isPremium(user);
}

export function canEmbed(user: PlanUser | null | undefined): boolean {
  return isPremium(user);
}

/** The public counter shows the watermark link unless its owner is Premium. */
export function showsWatermark(owner: PlanUser | null | undefined): boolean {
  return !isPremium(owner);
}

export const SUBATHON_PREMIUM_MESSAGE =
  'Event rules, subathon caps and milestones are a premium feature. Upgrade to Premium to use them.';

// A counter that sends its visitors to any site at zero makes our domain a redirector for phishing
// links: only an accountable, paying owner may set one.
export const REDIRECT_PREMIUM_MESSAGE =
  'Sending viewers to a link at zero is a premium feature. Upgrade to Premium to use it.';

export const LOGO_PREMIUM_MESSAGE = 'Your own logo is a premium feature. Upgrade to Premium to use it.';

export function canUseLogo(user: PlanUser | null | undefined): boolean {
  return isPremium(user);
}

export interface PremiumViolation {
  code: 'gradient' | 'subathon' | 'redirect' | 'logo';
  field: keyof CounterSettings;
  message: string;
}

/** Premium-only settings a user may not save; empty when the save is allowed. */
export function findPremiumViolations(
  user: PlanUser | null | undefined,
  settings: Pick<CounterSettings, 'backgroundType'> &
    Partial<Pick<CounterSettings, 'eventRules' | 'capMinutes' | 'milestones' | 'endAction' | 'logo'>>,
): PremiumViolation[] {
  const violations: PremiumViolation[] = [];
  if (settings.backgroundType === 'gradient' && !canUseGradient(user)) {
    violations.push({ code: 'gradient', field: 'backgroundType', message: GRADIENT_PREMIUM_MESSAGE });
  }
  const subathon =
    (settings.eventRules?.length ?? 0) > 0 ||
    settings.capMinutes !== undefined ||
    (settings.milestones?.length ?? 0) > 0;
  if (subathon && !isPremium(user)) {
    violations.push({ code: 'subathon', field: 'eventRules', message: SUBATHON_PREMIUM_MESSAGE });
  }
  if (settings.endAction === 'redirect' && !isPremium(user)) {
    violations.push({ code: 'redirect', field: 'endAction', message: REDIRECT_PREMIUM_MESSAGE });
  }
  if (settings.logo !== undefined && !canUseLogo(user)) {
    violations.push({ code: 'logo', field: 'logo', message: LOGO_PREMIUM_MESSAGE });
  }
  return violations;
}

// In a module of its own: the public viewer needs only this rule, not the plan's messages.
export { viewerEndAction } from './end-action';
