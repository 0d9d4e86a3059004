import { UPGRADE_REQUIRED } from '@core/plan/plan-rules';
import { BackToDashboard } from '@web/components/layout/back-to-dashboard';
import { Lock } from 'lucide-react';
import { PaymentConfirmation } from './payment-confirmation';
import { PriceTag } from './price-tag';
import { UpgradeButton } from './upgrade-button';

/**
 * What a Free user at the counter limit sees at /counter/new (by link or by the back button): the
 * spec's Upgrade Required words, the price and a way to upgrade, before any work is done.
 * The server still refuses the create on its own.
 */
export function UpgradeRequired() {
  return (
    <div className="mx-auto grid w-full max-w-xl gap-5 py-6 sm:py-12">
      <BackToDashboard />
      {/* Checkout can complete here too: the wait for Premium is shown where it started. */}
      <PaymentConfirmation className="mb-0" />
      <section
        aria-labelledby="upgrade-required-title"
        className="relative overflow-hidden rounded-2xl bg-brand-night p-6 text-white shadow-lg sm:p-8"
      >
        <div aria-hidden className="absolute inset-x-0 top-0 h-1 bg-brand-gradient" />
        <div className="grid gap-5">
          <span className="grid size-12 place-items-center rounded-xl bg-white/10">
            <Lock className="size-6 text-accent-orange" aria-hidden />
          </span>
          <div className="grid gap-2">
            <h1 id="upgrade-required-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {UPGRADE_REQUIRED.title}
            </h1>
            <p className="text-base text-white/85">{UPGRADE_REQUIRED.description}</p>
          </div>
          <PriceTag />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <UpgradeButton label="Upgrade to Premium" />
            <p className="text-sm text-white/70">Your existing counter stays as it is.</p>
          </div>
        </div>
      </section>
    </div>
  );
}
