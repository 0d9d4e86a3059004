import type { LiveHistory } from '@core/api/live-history';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

// GET /api/counters/{id}/live-history: the owner's daily values of a counter's live counts. Under
// the counter's key, so a save (which may change the accounts) refreshes it too.

export function getLiveHistory(id: string): Promise<LiveHistory> {
  return api.get<LiveHistory>(`/api/counters/${encodeURIComponent(id)}/live-history`);
}

/** A day's value moves with each poll; the chart's shape does not need it sooner than this. */
const FRESH_MS = 5 * 60_000;

export const liveHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/counters', id, 'live-history'] as const,
    queryFn: () => getLiveHistory(id),
    staleTime: FRESH_MS,
    retry: 1,
  });
