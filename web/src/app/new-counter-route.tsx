import { canCreateCounter, isPremium } from '@core/plan/plan-rules';
import { useQuery } from '@tanstack/react-query';
import { LoadingState } from '@web/components/ui/spinner';
import { countersQueryOptions } from '@web/features/dashboard/api/get-counters';
import { useCurrentUser } from '@web/lib/auth/use-current-user';
import * as Screens from './lazy-screens';

// /counter/new: a Free user at the limit meets the limit here, not after filling in the form.
// The count is read fresh on every visit (a counter may have been made in another tab).
// A visitor who is not signed in builds and previews freely; saving asks them to sign up first.
export function NewCounterRoute() {
  const { user, isLoading } = useCurrentUser();
  const premium = isPremium(user);
  const counters = useQuery({
    ...countersQueryOptions(),
    enabled: user !== null && !premium,
    refetchOnMount: 'always',
  });
  if (isLoading) return <LoadingState className="py-32" />;
  if (premium || !user) return <Screens.CounterFormScreen />;
  // A failed count leaves the decision to the server, which refuses a second counter anyway.
  if (counters.isError) return <Screens.CounterFormScreen />;
  if (!counters.isFetchedAfterMount) return <LoadingState className="py-32" />;
  return canCreateCounter(user, counters.data?.length ?? 0) ? (
    <Screens.CounterFormScreen />
  ) : (
    <Screens.UpgradeRequiredScreen />
  );
}
