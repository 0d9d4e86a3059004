import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** Total e-mail image opens per counter of the signed-in user (counted per day on the server). */
export function useImageOpens() {
  return useQuery({
    queryKey: ['/api/image-opens'],
    queryFn: () => api.get<{ opens: Record<string, number> }>('/api/image-opens'),
    select: (data) => data.opens,
  });
}
