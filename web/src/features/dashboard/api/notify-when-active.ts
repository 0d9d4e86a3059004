import { api } from '@web/lib/api-client';

// Called once the page stops waiting for the webhook: the server mails the user when it arrives.
// Not a hook: the confirmation store calls it outside any component.
export function notifyWhenActive(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/billing/notify-when-active');
}
