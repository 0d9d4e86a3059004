import type { AdminUser } from '@core/api/admin';
import { isPremium } from '@core/plan/plan-rules';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import type { ReactNode } from 'react';
import { formatDate, formatMoney, fullName } from '../utils/format';
import { UserAccountActions } from './user-account-actions';
import { UserBadges } from './user-badges';

type Props = { user: AdminUser | null; open: boolean; onOpenChange: (open: boolean) => void };

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5 rounded-xl bg-slate-50 px-3.5 py-2.5">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-sm font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

const SOURCES = { paddle: 'paid subscription', admin: 'granted by an admin', gift: 'gift' } as const;

function planText(user: AdminUser): string {
  if (!isPremium(user)) return 'Free';
  const parts: string[] = user.premiumSource ? [SOURCES[user.premiumSource]] : [];
  if (user.premiumUntil) parts.push(`until ${formatDate(user.premiumUntil)}`);
  const extra = parts.join(', ');
  return extra ? `Premium (${extra})` : 'Premium';
}

// 'User Details & Management' (docs/product.md §2): the account's facts, then what an admin may do with it.
export function UserDetailsDialog({ user, open, onOpenChange }: Props) {
  const premium = user ? isPremium(user) : false;
  return (
    <Dialog open={open && user !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>User Details &amp; Management</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            <span className="break-all">{user?.email}</span>
            {user && <UserBadges user={user} />}
          </DialogDescription>
        </DialogHeader>
        {user && (
          <>
            <dl className="grid gap-2 sm:grid-cols-2">
              <Detail label="Name">{fullName(user) || 'Not provided'}</Detail>
              <Detail label="Email">{user.email}</Detail>
              <Detail label="Role">{user.role || 'user'}</Detail>
              <Detail label="Joined">{formatDate(user.createdAt)}</Detail>
              <Detail label="Plan">{planText(user)}</Detail>
              <Detail label="Status">{user.subscriptionStatus || 'free'}</Detail>
              <Detail label="Custom Price">{user.customPrice ? formatMoney(user.customPrice) : 'No'}</Detail>
              <Detail label="Counter Usage">
                {user.counterCount} {user.counterCount === 1 ? 'counter' : 'counters'}
                <span className="font-normal text-slate-600">
                  {' '}
                  · Limit: {premium ? 'Unlimited' : '1 counter'}
                </span>
              </Detail>
            </dl>
            <UserAccountActions user={user} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
