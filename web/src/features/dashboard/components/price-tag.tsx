import { Badge } from '@web/components/ui/badge';
import { toPriceDisplay } from '@web/lib/pricing/format-price';
import { type Pricing, usePricing } from '@web/lib/pricing/get-pricing';

function Price({ pricing }: { pricing: Pricing }) {
  const price = toPriceDisplay(pricing);
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <p className="text-white">
        <span className="tabular text-3xl font-extrabold">${price.displayPrice}</span>
        <span className="text-sm text-white/80">/month</span>
      </p>
      {price.showDiscount && (
        <>
          <Badge className="bg-red-600 text-white">{price.discountPercent}% OFF</Badge>
          <s className="text-sm text-white/70">Was ${price.originalPrice}/month</s>
        </>
      )}
    </div>
  );
}

// The monthly price with the discount display of docs/product.md §4; the amount always comes from the server.
export function PriceTag() {
  const pricing = usePricing();
  if (pricing.data) return <Price pricing={pricing.data} />;
  if (pricing.isError) return null;
  return (
    <span
      role="status"
      aria-label="Loading price"
      className="block h-9 w-36 animate-pulse rounded-lg bg-white/20"
    />
  );
}
