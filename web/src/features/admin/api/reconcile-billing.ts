import type { ReconcileReport } from '@core/api/billing-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshAdminData } from './admin-keys';

// 'Reconcile with Paddle': the report, or why it failed, is shown in the card itself.
export function useReconcileBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ReconcileReport>('/api/admin/billing/reconcile', {}),
    onSuccess: () => refreshAdminData(queryClient),
  });
}
