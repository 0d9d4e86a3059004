import { useQuery } from '@tanstack/react-query';
import { countersQueryOptions } from '@web/lib/counters-query';

// Only while signed in (docs/product.md §6); the form refreshes the same key after a save.
export function useCounters({ enabled }: { enabled: boolean }) {
  return useQuery({ ...countersQueryOptions(), enabled });
}

// The app's new-counter guard reads the list through here (src/app/new-counter-route.tsx).
export { countersQueryOptions } from '@web/lib/counters-query';
