import type { ContactBody } from '@core/api/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export function sendContactMessage(body: ContactBody): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/contact', body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
