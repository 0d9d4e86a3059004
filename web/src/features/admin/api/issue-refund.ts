import type { RefundResponse } from '@core/api/admin';
import { ADMIN_MESSAGES } from '@core/api/admin';
import { api } from '@web/lib/api-client';
import { useAdminMutation } from './admin-mutation';

export type RefundResult = RefundResponse;

export function issueRefund(userId: string): Promise<RefundResult> {
  return api.post<RefundResult>('/api/admin/issue-refund', { userId });
}

// The user is downgraded either way; without a Paddle refund the admin must refund by hand.
export function useIssueRefund() {
  return useAdminMutation({
    mutationFn: issueRefund,
    success: (data: RefundResult) =>
      data?.requiresManualRefund ? ADMIN_MESSAGES.manualRefund : ADMIN_MESSAGES.refund,
    failure: 'Failed to issue refund',
  });
}
