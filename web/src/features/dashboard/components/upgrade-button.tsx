import { Button } from '@web/components/ui/button';
import { useCurrentUser } from '@web/lib/auth/use-current-user';
import { usePaddleCheckout } from '../hooks/use-paddle-checkout';

// The one button that opens Paddle's checkout; it loads Paddle.js, so it is mounted only where checkout can open.
export function UpgradeButton({ label = 'Upgrade Now' }: { label?: string }) {
  const { user } = useCurrentUser();
  const checkout = usePaddleCheckout(user);
  const loading = checkout.state === 'loading';
  return (
    <Button
      variant="gradient"
      size="lg"
      // aria-disabled, not disabled: a click while loading must still say so (docs/product.md §8).
      aria-disabled={loading || undefined}
      className="aria-disabled:cursor-wait aria-disabled:opacity-60"
      loading={checkout.busy}
      onClick={() => void checkout.upgrade()}
    >
      {loading ? 'Loading...' : label}
    </Button>
  );
}
