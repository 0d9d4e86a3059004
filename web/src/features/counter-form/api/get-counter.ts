import { useQuery } from '@tanstack/react-query';
import { counterQueryOptions } from '@web/lib/counters-query';

// Only in edit mode and with a signed-in user (docs/product.md §6, §7).
export function useCounter(id: string | undefined, { enabled }: { enabled: boolean }) {
  return useQuery({ ...counterQueryOptions(id ?? ''), enabled: enabled && Boolean(id) });
}
