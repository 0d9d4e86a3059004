import { useMutation } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '../utils/admin-toasts';

// Long enough to read the success toast before the page reloads.
export const RELOAD_DELAY_MS = 1200;

type Options = { mutationFn: (id: string) => Promise<unknown>; success: string; failure: string };

// docs/product.md §7: a deletion reloads the whole page, which refreshes every list and stat at once.
export function useDeleteAndReload({ mutationFn, success, failure }: Options) {
  return useMutation({
    mutationFn,
    onSuccess: () => {
      toastSuccess(success);
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    },
    onError: (error) => toastFailure(failure, error),
  });
}
