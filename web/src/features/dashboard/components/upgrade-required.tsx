import { UPGRADE_REQUIRED } from '@core/plan/plan-rules';
import { UpgradeOffer } from '@web/components/feedback/upgrade-offer';
import { BackToDashboard } from '@web/components/layout/back-to-dashboard';
import { PaymentConfirmation } from './payment-confirmation';
import { PriceTag } from './price-tag';
import { UpgradeButton } from './upgrade-button';

/**
 * What a Free user at the counter limit sees at /counter/new (by link or by the back button): the
 * product's Upgrade Required words, the price and a way to upgrade, before any work is done.
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
        className="relative grid gap-5 overflow-hidden rounded-2xl bg-brand-night p-6 text-white shadow-lg sm:p-8"
      >
        <UpgradeOffer
          title={
            <h1 id="upgrade-required-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {UPGRADE_REQUIRED.title}
            </h1>
          }
          description={<p className="text-base text-white/85">{UPGRADE_REQUIRED.description}</p>}
          price={<PriceTag />}
          action={<UpgradeButton label="Upgrade to Premium" />}
        />
      </section>
    </div>
  );
}
