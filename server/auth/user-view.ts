import type { CurrentUser } from '@core/api/auth';
import { isSummaryActive } from '@core/plan/premium-state';
import type { UserRow } from '../db/schema';

// The stored summary read through the one Premium rule of core/plan: a gift lapses by itself.
export function effectiveStatus(
  user: Pick<UserRow, 'subscriptionStatus' | 'premiumUntil'>,
  now = new Date(),
): 'free' | 'active' {
  return isSummaryActive(user, now) ? 'active' : 'free';
}

export function toCurrentUser(user: UserRow, now = new Date()): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    subscriptionStatus: effectiveStatus(user, now),
    premiumUntil: user.premiumUntil?.toISOString() ?? null,
    customPrice: user.customPrice,
    paddleCustomerId: user.paddleCustomerId,
    createdAt: user.createdAt.toISOString(),
    emailVerified: user.emailVerifiedAt !== null,
  };
}
