import type { AdminUser } from '@core/api/admin';
import { Badge } from '@web/components/ui/badge';
import { Crown } from 'lucide-react';
import { useState } from 'react';
import { useAdminUsers } from '../api/get-admin-users';
import { PAGE_SIZE } from '../hooks/use-paged-search';
import { formatDate, formatMoney, fullName } from '../utils/format';
import { AdminSection } from './admin-section';
import { ListPagination } from './list-pagination';
import { ListError, ListSkeleton } from './list-states';

const SOURCE_LABELS = { paddle: 'Paid', admin: 'Granted', gift: 'Gift' } as const;

function PremiumUserItem({ user }: { user: AdminUser }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 even:bg-slate-50/70 hover:bg-brand-50/60">
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900">{fullName(user) || user.email}</p>
        <p className="truncate text-sm text-slate-500">{user.email}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        {user.premiumSource && <Badge variant="outline">{SOURCE_LABELS[user.premiumSource]}</Badge>}
        {user.premiumUntil && <span>until {formatDate(user.premiumUntil)}</span>}
        {user.customPrice && <Badge variant="warning">{formatMoney(user.customPrice)}/mo</Badge>}
      </div>
    </li>
  );
}

export function PremiumUsersCard() {
  const [page, setPage] = useState(1);
  const premium = useAdminUsers({ page, pageSize: PAGE_SIZE, plan: 'premium' });
  const data = premium.data;
  return (
    <AdminSection
      title="Current Premium Users"
      description="Everyone on Premium right now, however they got it."
      icon={<Crown aria-hidden />}
    >
      {premium.isError ? (
        <ListError what="premium users" />
      ) : !data ? (
        <ListSkeleton label="Loading premium users" rows={2} />
      ) : data.total === 0 ? (
        <p className="text-sm text-slate-600">No premium users currently.</p>
      ) : (
        <>
          <ul
            aria-label="Premium users"
            className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200"
          >
            {data.items.map((user) => (
              <PremiumUserItem key={user.id} user={user} />
            ))}
          </ul>
          <ListPagination
            noun="Premium users"
            page={page}
            pageSize={data.pageSize}
            total={data.total}
            totalIsCapped={data.totalIsCapped ?? false}
            onPageChange={setPage}
          />
        </>
      )}
    </AdminSection>
  );
}
