import type { HookState } from '@core/api/integrations';
import type { EventAnswer, EventLog, LoggedEvent, MultiplierState } from '@core/api/subathon';
import type { LiveSnapshot } from '@core/counter/live/run-state';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ControlBody } from '@web/components/live/live-connection';
import { api } from '@web/lib/api-client';
import { counterQueryOptions } from '@web/lib/counters-query';

// The owner's counter (GET /api/counters/{id}); same key as the edit form, so the cache is shared.
export function useOwnCounter(id: string, enabled: boolean) {
  return useQuery({ ...counterQueryOptions(id), enabled });
}

/** POST /api/counters/{id}/control; a refusal throws Error('<status>: <body>') like every call. */
export function postControl(id: string, body: ControlBody): Promise<LiveSnapshot> {
  return api.post<LiveSnapshot>(`/api/counters/${encodeURIComponent(id)}/control`, body);
}

const hookUrl = (id: string) => `/api/counters/${encodeURIComponent(id)}/hook`;
const hookKey = (id: string) => [hookUrl(id)];

/** Whether the counter has a webhook URL and whether it is on (the URL itself is never shown again). */
export function useHookState(id: string) {
  return useQuery({ queryKey: hookKey(id), queryFn: () => api.get<HookState>(hookUrl(id)) });
}

/** Makes a new secret webhook URL for the counter, switched on; the previous one stops working. */
export function useRotateHook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<HookState & { url: string }>(hookUrl(id)),
    onSuccess: (state) =>
      queryClient.setQueryData(hookKey(id), { state: state.state, createdAt: state.createdAt }),
  });
}

/** Switches the existing URL off (it answers like an unknown one) or on again. */
export function useSwitchHook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api.patch<HookState>(hookUrl(id), { enabled }),
    onSuccess: (state) => queryClient.setQueryData(hookKey(id), state),
  });
}

const eventLogUrl = (id: string) => `/api/counters/${encodeURIComponent(id)}/event-log`;

/**
 * The counter's event log and multiplier (issue 18). Polled every 2 s while the page is open, so
 * events that changed nothing on the run (capped, no rule) still show up live.
 */
export function useEventLog(id: string) {
  return useQuery({
    queryKey: [eventLogUrl(id)],
    queryFn: () => api.get<EventLog>(eventLogUrl(id)),
    refetchInterval: 2_000,
  });
}

/** Takes one event's effect back; a second undo of the same event answers 409. */
export function useUndoEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) =>
      api.post<LiveSnapshot & { event: LoggedEvent }>(
        `${eventLogUrl(id)}/${encodeURIComponent(eventId)}/undo`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [eventLogUrl(id)] }),
  });
}

/** Happy hour: ×factor for minutes (factor 1 ends it). */
export function useSetMultiplier(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { factor: number; minutes?: number }) =>
      api.post<MultiplierState>(`/api/counters/${encodeURIComponent(id)}/multiplier`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [eventLogUrl(id)] }),
  });
}

/** A test event from the control page, through the same rules as the API. */
export function useSendTestEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; type: string; amount?: number; tier?: string; user?: string }) =>
      api.post<EventAnswer>(eventLogUrl(id), body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [eventLogUrl(id)] }),
  });
}
