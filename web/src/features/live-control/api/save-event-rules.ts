import type { CounterDetail } from '@core/api/counters';
import type { EventRuleInput } from '@core/counter/subathon/event-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { setCachedCounter } from '@web/lib/counters-query';

/**
 * Saves a counter's event rules and cap through the counter update route (PUT /api/counters/{id}),
 * over its stored settings as they are; the server validates them like any settings.
 */
export function useSaveEventRules(counter: CounterDetail) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventRules, capMinutes }: { eventRules: EventRuleInput[]; capMinutes: number | null }) => {
      const { capMinutes: _old, ...rest } = counter.settings;
      const settings = { ...rest, eventRules, ...(capMinutes === null ? {} : { capMinutes }) };
      return api.put<CounterDetail>(`/api/counters/${encodeURIComponent(counter.id)}`, {
        name: counter.name,
        settings,
      });
    },
    onSuccess: (saved) => setCachedCounter(queryClient, saved),
  });
}
