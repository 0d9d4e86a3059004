import { serverMessage } from '@web/lib/api-error';
import { useOpenBillingPortal } from '../api/open-billing-portal';

// Paddle's customer portal is Paddle's own page (card, invoices, cancel); a session link is made per
// click and the browser goes there. 'payment-method' opens the card form of the subscription in
// payment retries when Paddle gave one, else the portal's overview.
export function usePortalRedirect() {
  const portal = useOpenBillingPortal();
  async function go(target: 'overview' | 'payment-method') {
    const session = await portal.mutateAsync().catch(() => null);
    if (!session) return;
    const url = target === 'payment-method' ? (session.updatePaymentMethodUrl ?? session.url) : session.url;
    window.location.assign(url);
  }
  return {
    go,
    pending: portal.isPending,
    error: portal.isError ? serverMessage(portal.error) : null,
  };
}
