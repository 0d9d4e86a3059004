import type { CurrentUser } from '../../core/api/auth';
import type { UserRow } from '../db/schema';

// Premium with an end date (gifts, cancelled subscriptions) lapses by itself: no cron needed.
export function effectiveStatus(
  user: Pick<UserRow, 'subscriptionStatus' | 'premiumUntil'>,
  now = new Date(),
): 'free' | 'active' {
  if (user.subscriptionStatus !== 'active') return 'free';
  if (user.premiumUntil && user.premiumUntil.getTime() <= now.getTime()) return 'free';
  return 'active';
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
