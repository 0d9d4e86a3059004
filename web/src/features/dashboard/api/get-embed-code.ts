import type { EmbedCode } from '@core/api/counters';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export function getEmbedCode(id: string): Promise<EmbedCode> {
  return api.get<EmbedCode>(`/api/counters/${encodeURIComponent(id)}/embed-code`);
}

// Fetched on demand when Embed is clicked, never cached: the dialog opens once the code returns.
export function useEmbedCode() {
  return useMutation({ mutationFn: getEmbedCode });
}
