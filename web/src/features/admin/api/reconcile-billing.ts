import type { ReconcileReport } from '@core/api/billing-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { toastFailure } from '../utils/admin-toasts';
import { refreshAdminData } from './admin-keys';

// 'Reconcile with Paddle': the report is shown in the card (what changed), so no success toast.
export function useReconcileBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ReconcileReport>('/api/admin/billing/reconcile', {}),
    onSuccess: () => refreshAdminData(queryClient),
    onError: (error) => toastFailure('Reconciliation with Paddle failed', error),
  });
}
