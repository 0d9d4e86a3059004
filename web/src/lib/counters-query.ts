import type { CounterDetail, CounterSummary } from '@core/api/counters';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

// The one home of the counters' query keys and fetchers: every feature reads and refreshes the
// owner's counters through these, so a key is never spelled twice. A key is the path
// (docs/product.md §7), so the list key is also the prefix of every counter's key.

const COUNTERS_PATH = '/api/counters';
const counterPath = (id: string) => `${COUNTERS_PATH}/${encodeURIComponent(id)}`;

/** GET /api/counters: the signed-in user's counters. */
export const COUNTERS_QUERY_KEY = [COUNTERS_PATH] as const;

/** GET /api/counters/{id}: one counter, shared by the edit form, export and live control. */
export const counterQueryKey = (id: string) => [COUNTERS_PATH, id] as const;

export function getCounters(): Promise<CounterSummary[]> {
  return api.get<CounterSummary[]>(COUNTERS_PATH);
}

export function getCounter(id: string): Promise<CounterDetail> {
  return api.get<CounterDetail>(counterPath(id));
}

export const countersQueryOptions = () =>
  queryOptions({ queryKey: COUNTERS_QUERY_KEY, queryFn: getCounters });

export const counterQueryOptions = (id: string) =>
  queryOptions({ queryKey: counterQueryKey(id), queryFn: () => getCounter(id) });

/** After a create, update or delete: the list and, by prefix, every cached counter load fresh. */
export function invalidateCounters(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: COUNTERS_QUERY_KEY });
}

/** Only the list (a new counter, e.g. an import): cached counters stay as they are. */
export function invalidateCounterList(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: COUNTERS_QUERY_KEY, exact: true });
}

/** One counter's cached copy. */
export function invalidateCounter(queryClient: QueryClient, id: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: counterQueryKey(id), exact: true });
}

/** A counter the server just answered with becomes its cached copy. */
export function setCachedCounter(queryClient: QueryClient, counter: CounterDetail): void {
  queryClient.setQueryData(counterQueryKey(counter.id), counter);
}
