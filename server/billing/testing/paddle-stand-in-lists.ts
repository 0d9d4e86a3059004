/** What a listing reads of the stand-in (paddle-api-stand-in.ts): its records and its address. */
export interface ListedRecords {
  url: string;
  customers: Map<string, unknown>;
  subscriptions: Map<string, unknown>;
  transactions: Map<string, unknown>;
  adjustments: Map<string, unknown>;
}

// List endpoints of the stand-in, paged like Paddle's: meta.pagination with per_page, has_more and
// next (a full URL carrying `after`, the last id of the page).

const PATHS = {
  '/customers': 'customers',
  '/subscriptions': 'subscriptions',
  '/transactions': 'transactions',
  '/adjustments': 'adjustments',
} as const;

export function answerListing(standIn: ListedRecords, path: string, query: URLSearchParams) {
  const key = PATHS[path as keyof typeof PATHS];
  let rows = [...(standIn[key] as Map<string, Record<string, unknown>>).values()];
  const email = query.get('email');
  if (email) rows = rows.filter((r) => email.split(',').includes(String(r.email)));
  const customer = query.get('customer_id');
  if (customer) rows = rows.filter((r) => customer.split(',').includes(String(r.customer_id)));
  rows.sort((a, b) => String(a.id).localeCompare(String(b.id)));
  const after = query.get('after');
  if (after) rows = rows.filter((r) => String(r.id) > after);
  const perPage = Math.min(Number(query.get('per_page') ?? 50) || 50, 200);
  const page = rows.slice(0, perPage);
  const hasMore = rows.length > perPage;
  const next = new URL(`${standIn.url}${path}`);
  for (const [k, v] of query) if (k !== 'after') next.searchParams.set(k, v);
  if (page.length) next.searchParams.set('after', String(page.at(-1)!.id));
  return {
    data: page,
    meta: {
      request_id: 'req_list',
      pagination: {
        per_page: perPage,
        next: next.toString(),
        has_more: hasMore,
        estimated_total: rows.length,
      },
    },
  };
}
