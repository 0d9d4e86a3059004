import { PageContainer, PageTitle } from '@web/components/layout/app-layout';
import { Alert } from '@web/components/ui/alert';
import { LoadingState } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { CreditCard, Timer, Users } from 'lucide-react';
import { useAdminStats } from '../api/get-admin-stats';
import { useStatValues } from '../hooks/use-stat-values';
import { CountersTab } from './counters-tab';
import { LiveCountsCard } from './live-counts-card';
import { StatCards } from './stat-cards';
import { SubscriptionsTab } from './subscriptions-tab';
import { UsersTab } from './users-tab';

const TABS = [
  { value: 'users', label: 'Users', Icon: Users },
  { value: 'counters', label: 'Counters', Icon: Timer },
  { value: 'subscriptions', label: 'Subscriptions', Icon: CreditCard },
] as const;

// /admin (docs/product.md §2 'Admin dashboard'); the router shows it to admins only.
export function AdminScreen() {
  const stats = useAdminStats();
  const values = useStatValues(stats.data, stats.isError);
  return (
    <PageContainer>
      <PageTitle
        title="Admin Dashboard"
        description="Manage users, counters, and monitor platform activity"
      />
      {stats.isPending ? (
        <LoadingState label="Loading admin dashboard..." className="py-24" />
      ) : (
        <>
          {stats.isError && (
            <Alert className="mb-4">
              Live statistics are unavailable; the figures below come from the lists.
            </Alert>
          )}
          <StatCards values={values} />
          <LiveCountsCard />
          <Tabs defaultValue="users" className="grid gap-4">
            <TabsList className="w-full sm:w-fit">
              {TABS.map(({ value, label, Icon }) => (
                <TabsTrigger
                  key={value}
                  value={value}
                  className="inline-flex items-center justify-center gap-2"
                >
                  {/* Below sm the four labels alone fit a 375 px screen; with icons they were 355 px in 343. */}
                  <Icon aria-hidden className="size-4 max-sm:hidden" />
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="users">
              <UsersTab />
            </TabsContent>
            <TabsContent value="counters">
              <CountersTab />
            </TabsContent>
            <TabsContent value="subscriptions">
              <SubscriptionsTab />
            </TabsContent>
          </Tabs>
        </>
      )}
    </PageContainer>
  );
}
