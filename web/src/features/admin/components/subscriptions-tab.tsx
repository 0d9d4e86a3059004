import { BillingJobsCard } from './billing-jobs-card';
import { GiftPremiumCard } from './gift-premium-card';
import { PremiumUsersCard } from './premium-users-card';
import { PricingSettingsCard } from './pricing-settings-card';
import { ReconcileCard } from './reconcile-card';
import { UnmatchedEventsCard } from './unmatched-events-card';
import { UserBillingCard } from './user-billing-card';
import { UserPricingCard } from './user-pricing-card';

// Subscriptions tab (docs/product.md §2): the four cards, then billing against Paddle (issue 15), two per
// row on wide screens. min-w-0: a long user name in a picker must not widen a card past a phone.
export function SubscriptionsTab() {
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2 lg:gap-6 [&>*]:min-w-0">
      <PricingSettingsCard />
      <UserPricingCard />
      <GiftPremiumCard />
      <PremiumUsersCard />
      <ReconcileCard />
      <UserBillingCard />
      <BillingJobsCard />
      <UnmatchedEventsCard />
    </div>
  );
}
