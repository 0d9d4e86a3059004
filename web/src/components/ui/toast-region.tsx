import { lazy, Suspense, useState } from 'react';
import { useToasts } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toaster (Radix Toast, about 15 KB compressed) is loaded with the first toast, not with every
 * page: the public pages' first load stays small. Once there, it stays for later toasts.
 */
export function ToastRegion() {
  const toasts = useToasts();
  const [wanted, setWanted] = useState(false);
  if (toasts.length > 0 && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
