import { FollowerCounterPreview } from '@web/components/marketing/follower-counter-preview';
import { formatPrice } from '@web/lib/pricing/format-price';
import { usePricing } from '@web/lib/pricing/get-pricing';
import { CheckCircle2, Crown } from 'lucide-react';

// Large screens only: promotes the plans, price from GET /api/pricing (docs/product.md §2).
export function AuthPromoPanel() {
  const pricing = usePricing();
  const price = pricing.data ? formatPrice(pricing.data.currentPrice) : '…';
  return (
    <aside
      aria-label="Why Countstream"
      className="relative hidden overflow-hidden bg-brand-night text-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:justify-center lg:px-14 xl:px-20"
    >
      <div
        aria-hidden
        className="absolute -top-24 -right-24 size-72 rounded-full bg-accent-orange/20 blur-3xl"
      />
      <div className="relative mx-auto w-full max-w-lg">
        <p className="text-sm font-semibold tracking-widest text-white/60 uppercase">Countstream</p>
        <h2 className="mt-3 text-4xl leading-tight font-extrabold tracking-tight">
          Turn every milestone into a <span className="text-brand-gradient">moment</span>.
        </h2>
        <p className="mt-4 text-lg text-white/70">
          Animated counters and countdowns for your stream, your site and your socials.
        </p>
        <FollowerCounterPreview className="mt-10" />
        <ul className="mt-10 grid gap-4 text-base">
          <li className="flex items-start gap-3">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-300" aria-hidden />
            <span>
              <strong className="font-semibold">Free Plan:</strong> Create 1 counter, full customization
            </span>
          </li>
          <li className="flex items-start gap-3">
            <Crown className="mt-0.5 size-5 shrink-0 text-accent-orange" aria-hidden />
            <span>
              <strong className="font-semibold">Premium:</strong> Unlimited counters + embedding for{' '}
              <span className="tabular">${price}/month</span>
            </span>
          </li>
        </ul>
      </div>
    </aside>
  );
}
