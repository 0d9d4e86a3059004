import { isPremium } from '@core/plan/plan-rules';
import { PageContainer } from '@web/components/layout/app-layout';
import { BackToDashboard } from '@web/components/layout/back-to-dashboard';
import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { LoadingState } from '@web/components/ui/spinner';
import { errorStatus } from '@web/lib/api-error';
import { useCurrentUser } from '@web/lib/auth/use-current-user';
import { useCounterDetail } from '../api/get-counter';
import { ExportOffer } from './export-offer';
import { ExportStudio } from './export-studio';

// /counter/:id/export: Premium users export; Free users see the offer (the plan is checked here,
// and on the server for import, the one export that writes anything).
export function ExportScreen({ id }: { id: string }) {
  const { user } = useCurrentUser();
  const premium = isPremium(user);
  const counter = useCounterDetail(id, user !== null);
  const name = counter.data?.name;
  return (
    <PageContainer>
      <div className="mb-6 grid gap-3 sm:mb-8">
        <BackToDashboard />
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">
            Export{name ? ` “${name}”` : ''}
          </h1>
          {premium && <Badge variant="gradient">Premium</Badge>}
        </div>
        <p className="max-w-2xl text-slate-600">
          A video for Reels, Shorts and TikTok, an image, or the counter's settings.
        </p>
      </div>
      {!premium ? (
        <ExportOffer />
      ) : counter.isLoading ? (
        <LoadingState className="py-24" label="Loading counter..." />
      ) : counter.data ? (
        <ExportStudio counter={counter.data} />
      ) : (
        <Alert>
          {errorStatus(counter.error) === 404
            ? 'Counter not found.'
            : 'We could not load this counter. Please try again.'}
        </Alert>
      )}
    </PageContainer>
  );
}
