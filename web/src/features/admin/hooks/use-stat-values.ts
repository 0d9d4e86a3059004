import type { AdminStats } from '@core/api/admin';
import { isPremium } from '@core/plan/plan-rules';
import { useAdminCounters } from '../api/get-admin-counters';
import { useAdminUsers } from '../api/get-admin-users';
import { PAGE_SIZE } from './use-paged-search';

export type StatValues = Omit<AdminStats, 'monthlyRevenue'> & { monthlyRevenue: string | null };

// docs/product.md §2: when the stats call gives no numbers, the cards fall back to the lists. The lists are
// paged, so their server-side totals stand in for "the list length"; they are fetched only then,
// with the same keys the tabs use, so the tabs reuse them.
export function useStatValues(stats: AdminStats | undefined, failed: boolean): StatValues {
  const first = { page: 1, pageSize: PAGE_SIZE };
  const users = useAdminUsers(first, { enabled: failed });
  const counters = useAdminCounters(first, { enabled: failed });
  const premium = useAdminUsers({ ...first, plan: 'premium' }, { enabled: failed });
  const activeInList = users.data?.items.filter((u) => isPremium(u)).length ?? 0;
  return {
    totalUsers: stats?.totalUsers ?? users.data?.total ?? 0,
    newUsersToday: stats?.newUsersToday ?? 0,
    totalCounters: stats?.totalCounters ?? counters.data?.total ?? 0,
    newCountersToday: stats?.newCountersToday ?? 0,
    premiumUsers: stats?.premiumUsers ?? premium.data?.total ?? activeInList,
    monthlyRevenue: stats?.monthlyRevenue ?? null,
  };
}
