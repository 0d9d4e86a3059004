import type { CreatedWebhook, WebhookDelivery, WebhookList } from '@core/api/webhooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

// A counter's outbound webhooks (issue 18): signed POSTs on events, milestones and completion.
const listUrl = (id: string) => `/api/counters/${encodeURIComponent(id)}/webhooks`;
const hookUrl = (id: string, webhookId: string) => `${listUrl(id)}/${encodeURIComponent(webhookId)}`;

/** The webhooks and their latest deliveries, re-read every 5 s so retries show as they happen. */
export function useOutboundWebhooks(id: string) {
  return useQuery({
    queryKey: [listUrl(id)],
    queryFn: () => api.get<WebhookList>(listUrl(id)),
    refetchInterval: 5_000,
  });
}

export function useAddWebhook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => api.post<CreatedWebhook>(listUrl(id), { url }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [listUrl(id)] }),
  });
}

export function useDeleteWebhook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: string) => api.delete<null>(hookUrl(id, webhookId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [listUrl(id)] }),
  });
}

export function useTestWebhook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: string) => api.post<WebhookDelivery>(`${hookUrl(id, webhookId)}/test`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [listUrl(id)] }),
  });
}
