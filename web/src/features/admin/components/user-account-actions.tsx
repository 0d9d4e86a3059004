import { type AdminUser, offersRefund } from '@core/api/admin';
import { isPremium } from '@core/plan/plan-rules';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ArrowDownCircle, ArrowUpCircle, ReceiptText, ShieldAlert } from 'lucide-react';
import { useDowngradeUser } from '../api/downgrade-user';
import { useIssueRefund } from '../api/issue-refund';
import { useUpgradeUser } from '../api/upgrade-user';

// docs/product.md §4: upgrade only non-Premium non-admins; downgrade only Premium users, refund only
// those who paid through Paddle (granted or gifted Premium had no payment); admin accounts get a
// notice instead of actions.
export function UserAccountActions({ user }: { user: AdminUser }) {
  const upgrade = useUpgradeUser();
  const downgrade = useDowngradeUser();
  const refund = useIssueRefund();
  const busy = upgrade.isPending || downgrade.isPending || refund.isPending;

  if (user.role === 'admin') {
    return (
      <div className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>Admin Account - Account management actions are disabled for admin users.</p>
      </div>
    );
  }

  const premium = isPremium(user);
  const refundable = premium && offersRefund(user);
  return (
    <section aria-label="Account management" className="grid gap-3 border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">Account Management</h3>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {!premium && (
          <Button
            variant="gradient"
            loading={upgrade.isPending}
            disabled={busy}
            onClick={() => upgrade.mutate(user.id)}
          >
            {!upgrade.isPending && <ArrowUpCircle aria-hidden />}
            Upgrade to Premium
          </Button>
        )}
        {premium && (
          <>
            <Button
              variant="outline"
              loading={downgrade.isPending}
              disabled={busy}
              onClick={() => downgrade.mutate(user.id)}
            >
              {!downgrade.isPending && <ArrowDownCircle aria-hidden />}
              Downgrade to Free
            </Button>
            {refundable && (
              <Button
                variant="destructive"
                loading={refund.isPending}
                disabled={busy}
                onClick={() => refund.mutate(user.id)}
              >
                {!refund.isPending && <ReceiptText aria-hidden />}
                Issue Refund
              </Button>
            )}
          </>
        )}
      </div>
      {refundable && <p className="text-xs text-slate-500">A refund also downgrades the account to Free.</p>}
      {premium && !refundable && (
        <p className="text-xs text-slate-600" data-testid="no-refund-note">
          No refund: this Premium was {user.premiumSource === 'gift' ? 'gifted' : 'granted by an admin'}, so
          nothing was paid.
        </p>
      )}
      {refund.data?.requiresManualRefund && (
        <Alert>
          <p className="font-semibold">{refund.data.message}</p>
          {refund.data.reason && <p>Paddle said: {refund.data.reason}</p>}
        </Alert>
      )}
    </section>
  );
}
