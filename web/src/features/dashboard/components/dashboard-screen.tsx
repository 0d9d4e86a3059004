import { canCreateCounter, isPremium, UPGRADE_REQUIRED } from '@core/plan/plan-rules';
import { PageContainer } from '@web/components/layout/app-layout';
import { toast } from '@web/components/ui/toast';
import { useCurrentUser } from '@web/lib/auth/use-current-user';
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

// /account and /dashboard (docs/product.md §2 'Dashboard').
export function DashboardScreen() {
  const { user, isAdmin } = useCurrentUser();
  const [, navigate] = useLocation();
  const counters = useCounters({ enabled: user !== null });
  const billing = useBillingStatus({ enabled: user !== null });
  const premium = isPremium(user);
  const count = counters.data?.length;

  // Free users are limited to 1 counter: tell them and stay here (docs/product.md §5 'Plan limits').
  function startNewCounter() {
    if (!canCreateCounter(user, count ?? 0)) {
      toast({ ...UPGRADE_REQUIRED, variant: 'destructive' });
      return;
    }
    navigate('/counter/new');
  }

  return (
    <PageContainer>
      <DashboardHeader premium={premium} admin={isAdmin} />
      <PaymentConfirmation />
      {billing.data?.billingProblem && <BillingProblemBanner />}
      <SummaryCards count={count} premium={premium} />
      {!premium && !isAdmin && <UpgradeBanner />}
      {billing.data?.hasLiveSubscription && <BillingSection status={billing.data} />}
      <CountersSection
        user={user}
        counters={counters.data}
        isError={counters.isError}
        onNewCounter={startNewCounter}
      />
      {premium && <ApiKeysSection counters={counters.data ?? []} />}
      {/* Admin accounts are removed by another admin (the server refuses them here). */}
      {!isAdmin && <DeleteAccountSection />}
    </PageContainer>
  );
}
