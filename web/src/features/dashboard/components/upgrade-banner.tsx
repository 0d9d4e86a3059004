import { Check, Crown } from 'lucide-react';
import { PriceTag } from './price-tag';
import { UpgradeButton } from './upgrade-button';

const PERKS = ['Unlimited counters', 'Gradient backgrounds', 'Embed codes for sites and OBS', 'No watermark'];

// Shown to non-Premium non-admin users only, so Paddle.js loads only where checkout can open (docs/architecture.md §1).
export function UpgradeBanner() {
  return (
    <section
      aria-labelledby="upgrade-title"
      className="relative mb-10 overflow-hidden rounded-2xl bg-brand-night p-6 text-white shadow-lg sm:p-8"
    >
      <div aria-hidden className="absolute inset-x-0 top-0 h-1 bg-brand-gradient" />
      <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="grid gap-3">
          <h2 id="upgrade-title" className="flex items-center gap-2 text-xl font-bold sm:text-2xl">
            <Crown className="size-6 text-accent-orange" aria-hidden />
            Upgrade to Premium
          </h2>
          <ul className="grid gap-1.5 text-sm text-white/85 sm:grid-cols-2 sm:gap-x-6">
            {PERKS.map((perk) => (
              <li key={perk} className="flex items-center gap-2">
                <Check className="size-4 text-emerald-300" aria-hidden />
                {perk}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center lg:flex-col lg:items-end">
          <PriceTag />
          <UpgradeButton />
        </div>
      </div>
    </section>
  );
}
