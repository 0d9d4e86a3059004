import type { ListQuery } from '@core/api/admin';
import type { QueryClient } from '@tanstack/react-query';
import { PRICING_QUERY_KEY } from '@web/lib/pricing/get-pricing';

export const ADMIN_STATS_KEY = ['/api/admin/dashboard'] as const;
export const ADMIN_USERS_KEY = ['/api/admin/users'] as const;
export const ADMIN_COUNTERS_KEY = ['/api/admin/counters'] as const;
export const SUBSCRIPTION_SETTINGS_KEY = ['/api/admin/subscription-settings'] as const;
// Billing records, cancel jobs and unmatched events (api/billing-admin-queries.ts).
export const ADMIN_BILLING_KEY = ['/api/admin/billing'] as const;

export type ListParams = Partial<ListQuery>;

// The path plus only the parameters that are set, so the server's defaults apply to the rest.
export function listUrl(path: string, params: ListParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

// docs/product.md §7: after an admin change the settings, the user lists (every page and filter: the key
// is a prefix), the public pricing, the stats and the billing views are refetched.
export function refreshAdminData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [SUBSCRIPTION_SETTINGS_KEY, ADMIN_USERS_KEY, PRICING_QUERY_KEY, ADMIN_STATS_KEY, ADMIN_BILLING_KEY].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
