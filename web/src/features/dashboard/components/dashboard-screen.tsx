import { canCreateCounter, isPremium, type PlanMessage, UPGRADE_REQUIRED } from '@core/plan/plan-rules';
import { PageContainer } from '@web/components/layout/app-layout';
import { ReconnectBanner } from '@web/components/reconnect-banner/reconnect-banner';
import { useCurrentUser } from '@web/lib/auth/use-current-user';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useBillingStatus } from '../api/get-billing-status';
import { useCounters } from '../api/get-counters';
import { ApiKeysSection } from './api-keys-section';
import { BillingProblemBanner } from './billing-problem-banner';
import { BillingSection } from './billing-section';
import { CountersSection } from './counters-section';
import { DashboardHeader } from './dashboard-header';
import { DeleteAccountSection } from './delete-account-section';
import { PaymentConfirmation } from './payment-confirmation';
import { SummaryCards } from './summary-cards';
import { UpgradeBanner } from './upgrade-banner';
import { UpgradeDialog } from './upgrade-dialog';

// /account and /dashboard (docs/product.md §2 'Dashboard').
export function DashboardScreen() {
  const { user, isAdmin } = useCurrentUser();
  const [, navigate] = useLocation();
  const counters = useCounters({ enabled: user !== null });
  const billing = useBillingStatus({ enabled: user !== null });
  const premium = isPremium(user);
  const count = counters.data?.length;
  const [upgrade, setUpgrade] = useState<PlanMessage | null>(null);

  // Free users are limited to 1 counter: tell them, with the price and the way to upgrade, and stay
  // here (docs/product.md §5 'Plan limits').
  function startNewCounter() {
    if (!canCreateCounter(user, count ?? 0)) {
      setUpgrade(UPGRADE_REQUIRED);
      return;
    }
    navigate('/counter/new');
  }

  return (
    <PageContainer>
      <DashboardHeader premium={premium} admin={isAdmin} />
      <PaymentConfirmation />
      {billing.data?.billingProblem && <BillingProblemBanner />}
      {user && <ReconnectBanner className="mb-4" />}
      {/* The counters come first: on a phone the list (or Create Your First Counter) is on the
          first screen, and the figures and the upsell follow it. */}
      <CountersSection
        user={user}
        counters={counters.data}
        isError={counters.isError}
        onNewCounter={startNewCounter}
        onUpgrade={setUpgrade}
      />
      <div className="mt-10">
        <SummaryCards count={count} premium={premium} />
        {!premium && !isAdmin && <UpgradeBanner />}
        {billing.data?.hasLiveSubscription && <BillingSection status={billing.data} />}
      </div>
      {premium && <ApiKeysSection counters={counters.data ?? []} />}
      {/* Admin accounts are removed by another admin (the server refuses them here). */}
      {!isAdmin && <DeleteAccountSection />}
      <UpgradeDialog message={upgrade} onClose={() => setUpgrade(null)} />
    </PageContainer>
  );
}
