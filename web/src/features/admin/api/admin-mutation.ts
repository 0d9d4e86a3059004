import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KEEPS_WORK_META } from '@web/lib/auth/session-ended';
import { toastFailure, toastSuccess } from '../utils/admin-toasts';
import { refreshAdminData } from './admin-keys';

type Options<TVars, TData> = {
  mutationFn: (vars: TVars) => Promise<TData>;
  // The success text (docs/product.md §8); a function when it depends on the answer (refunds).
  success: string | ((data: TData) => string);
  failure: string;
  /** A form whose input is worth keeping: an ended session offers sign-in instead of the redirect. */
  keepsWork?: boolean;
};

// Every admin change toasts its outcome and refreshes what it may have changed (docs/product.md §7, §8).
export function useAdminMutation<TVars, TData = { message: string }>({
  mutationFn,
  success,
  failure,
  keepsWork = false,
}: Options<TVars, TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: keepsWork ? KEEPS_WORK_META : undefined,
    onSuccess: async (data) => {
      toastSuccess(typeof success === 'function' ? success(data) : success);
      await refreshAdminData(queryClient);
    },
    onError: (error) => toastFailure(failure, error),
  });
}
