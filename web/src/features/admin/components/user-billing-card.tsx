import type { AdminUser } from '@core/api/admin';
import type { AdminUserBilling } from '@core/api/billing-admin';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { useUserBilling } from '../api/billing-admin-queries';
import { formatDate } from '../utils/format';
import { AdminSection } from './admin-section';
import { ListEmpty, ListError, ListSkeleton } from './list-states';
import { UserPicker } from './user-picker';

type Subscription = AdminUserBilling['subscriptions'][number];
type Payment = AdminUserBilling['transactions'][number];

const STATUS_VARIANTS: Record<string, BadgeVariant> = {
  active: 'success',
  trialing: 'success',
  past_due: 'warning',
  paused: 'outline',
  canceled: 'outline',
};

const ENDED_REASONS: Record<string, string> = {
  downgrade: 'an admin downgrade',
  refund: 'an admin refund',
  deleted: 'account deletion',
  duplicate: 'a duplicate checkout',
  taken_back: 'a refund or chargeback',
  migrated: 'the move to per-subscription records',
};

function subscriptionNote(sub: Subscription): string {
  if (sub.endedReason) {
    const ended = `Ended by us after ${ENDED_REASONS[sub.endedReason] ?? sub.endedReason}`;
    return sub.status === 'canceled' ? ended : `${ended}; waiting for Paddle to confirm the cancel`;
  }
  if (sub.cancelAt) return `Cancels on ${formatDate(sub.cancelAt)}`;
  if (sub.status === 'past_due') return 'Payment failed; Paddle is retrying';
  if (sub.currentPeriodEnd) return `Renews on ${formatDate(sub.currentPeriodEnd)}`;
  return '';
}

// Paddle sends amounts in the currency's smallest unit (cents; yen as they are).
function money(p: Payment): string {
  if (!p.total || !p.currency) return 'Amount unknown';
  try {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: p.currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(Number(p.total) / 10 ** digits);
  } catch {
    return `${p.total} ${p.currency}`;
  }
}

function BillingRecords({ billing }: { billing: AdminUserBilling }) {
  if (billing.subscriptions.length === 0 && billing.transactions.length === 0) {
    return <ListEmpty>This user has no Paddle subscriptions or payments.</ListEmpty>;
  }
  return (
    <div className="grid gap-4">
      <ul aria-label="Subscriptions" className="grid gap-2">
        {billing.subscriptions.map((sub) => (
          <li key={sub.id} className="grid gap-1 rounded-xl border border-slate-200 px-4 py-3 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-mono font-semibold break-all text-slate-900">{sub.id}</span>
              <Badge variant={STATUS_VARIANTS[sub.status] ?? 'outline'}>{sub.status}</Badge>
            </p>
            <p className="text-slate-600">{subscriptionNote(sub)}</p>
          </li>
        ))}
      </ul>
      {billing.transactions.length > 0 && (
        <ul aria-label="Payments" className="grid gap-2">
          {billing.transactions.map((p) => (
            <li key={p.id} className="grid gap-1 rounded-xl bg-slate-50 px-4 py-3 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-mono break-all text-slate-900">{p.id}</span>
                <Badge variant="outline">{p.status}</Badge>
              </p>
              <p className="text-slate-600">
                {formatDate(p.billedAt)} · {money(p)}
              </p>
              {p.refund && <p className="font-semibold text-amber-800">{p.refund}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

// Per user: every Paddle subscription with its own state, and each payment with its refund state
// (a pending one reads 'Refund requested, awaiting approval in Paddle').
export function UserBillingCard() {
  const [user, setUser] = useState<AdminUser | null>(null);
  const billing = useUserBilling(user?.id ?? null);
  return (
    <AdminSection
      title="User billing"
      description="A user's Paddle subscriptions and payments, each with its own state."
      icon={<Wallet aria-hidden />}
    >
      <UserPicker label="User" searchLabel="Search users for billing" value={user} onChange={setUser} />
      {user &&
        (billing.isError ? (
          <ListError what="billing records" />
        ) : billing.isPending ? (
          <ListSkeleton label="Loading billing records" rows={2} />
        ) : (
          <BillingRecords billing={billing.data} />
        ))}
    </AdminSection>
  );
}
