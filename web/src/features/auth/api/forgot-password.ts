import type { ForgotPasswordBody } from '@core/api/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export function forgotPassword(body: ForgotPasswordBody): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
