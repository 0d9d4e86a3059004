import { cn } from '@web/lib/cn';
import { toPriceDisplay } from '@web/lib/pricing/format-price';
import { usePricing } from '@web/lib/pricing/get-pricing';

// The Premium price as docs/product.md §4 'Discount' shows it: the current price alone, or the current
// price with a red percentage badge and the original price struck through.
export function PremiumPrice({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  const pricing = usePricing();
  const muted = tone === 'dark' ? 'text-white/70' : 'text-slate-500';
  if (pricing.isLoading) {
    return (
      <p role="status" className={cn('py-3 text-lg font-semibold', muted, className)}>
        Loading...
      </p>
    );
  }
  if (!pricing.data) {
    return <p className={cn('py-3 text-base font-medium', muted, className)}>Price unavailable right now</p>;
  }
  const price = toPriceDisplay(pricing.data);
  return (
    <div className={cn('grid gap-1', className)} data-testid="premium-price">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="flex items-baseline gap-1">
          <span className="tabular text-5xl font-extrabold tracking-tight">${price.displayPrice}</span>
          <span className={cn('text-base font-medium', muted)}>/month</span>
        </p>
        {price.showDiscount && (
          <span className="rounded-full bg-red-600 px-2.5 py-1 text-xs font-bold tracking-wide text-white uppercase shadow-sm">
            {price.discountPercent}% off
          </span>
        )}
      </div>
      {price.showDiscount && (
        <p className={cn('text-sm', muted)}>
          <s className="tabular">Was ${price.originalPrice}/month</s>
        </p>
      )}
    </div>
  );
}

// The price inside running text (FAQ, help, terms). Never a hard-coded amount (docs/architecture.md §1).
export function PremiumPriceText() {
  const pricing = usePricing();
  if (!pricing.data) return <span>the monthly Premium price</span>;
  const price = toPriceDisplay(pricing.data);
  return (
    <span className="tabular">
      <span className="font-semibold whitespace-nowrap">${price.displayPrice}/month</span>
      {price.showDiscount && ` (regularly $${price.originalPrice}/month)`}
    </span>
  );
}
