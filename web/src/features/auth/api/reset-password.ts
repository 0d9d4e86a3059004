import type { ResetPasswordBody } from '@core/api/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export function resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
