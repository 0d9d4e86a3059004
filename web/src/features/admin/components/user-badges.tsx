import type { AdminUser } from '@core/api/admin';
import { isPremium } from '@core/plan/plan-rules';
import { Badge } from '@web/components/ui/badge';
import { Crown, ShieldCheck } from 'lucide-react';

// Admin for role admin, Premium for an active subscription (docs/product.md §2).
export function UserBadges({
  user,
}: {
  user: Pick<AdminUser, 'role' | 'subscriptionStatus' | 'premiumUntil'>;
}) {
  return (
    <>
      {user.role === 'admin' && (
        <Badge variant="default">
          <ShieldCheck className="size-3" aria-hidden />
          Admin
        </Badge>
      )}
      {isPremium(user) && (
        <Badge variant="gradient">
          <Crown className="size-3" aria-hidden />
          Premium
        </Badge>
      )}
    </>
  );
}
