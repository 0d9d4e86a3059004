import type { CounterDetail } from '@core/api/counters';
import type { LiveSnapshot } from '@core/counter/live/run-state';
import { useQuery } from '@tanstack/react-query';
import type { ControlBody } from '@web/components/live/live-connection';
import { api } from '@web/lib/api-client';

// The owner's counter (GET /api/counters/{id}); same key as the edit form, so the cache is shared.
export function useOwnCounter(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/counters', id],
    queryFn: () => api.get<CounterDetail>(`/api/counters/${encodeURIComponent(id)}`),
    enabled,
  });
}

/** POST /api/counters/{id}/control; a refusal throws Error('<status>: <body>') like every call. */
export function postControl(id: string, body: ControlBody): Promise<LiveSnapshot> {
  return api.post<LiveSnapshot>(`/api/counters/${encodeURIComponent(id)}/control`, body);
}

/** Makes a new secret webhook URL for the counter; the previous one stops working. */
export function regenerateHookUrl(id: string): Promise<{ url: string }> {
  return api.post<{ url: string }>(`/api/counters/${encodeURIComponent(id)}/hook`);
}
