import { resolveViewerSettings } from '@core/counter/settings-defaults';
import { isPremium } from '@core/plan/plan-rules';
import { PageContainer } from '@web/components/layout/app-layout';
import { BackToDashboard } from '@web/components/layout/back-to-dashboard';
import { Alert } from '@web/components/ui/alert';
import { LoadingState } from '@web/components/ui/spinner';
import { errorStatus } from '@web/lib/api-error';
import { useCurrentUser } from '@web/lib/auth/use-current-user';
import { ExternalLink } from 'lucide-react';
import { useMemo } from 'react';
import { useOwnCounter } from '../api/live-control-api';
import { ControlPanel } from './control-panel';
import { EventLogCard } from './event-log-card';
import { EventRulesCard } from './event-rules-card';
import { HookUrlCard } from './hook-url-card';
import { KickCard } from './kick-card';
import { OutboundWebhooksCard } from './outbound-webhooks-card';
import { RecipesCard } from './recipes-card';
import { TwitchCard } from './twitch-card';

export const CONTROL_PREMIUM_TEXT =
  'Remote control is a premium feature. Upgrade to Premium to control your counters live.';

// /counter/:id/control: a remote for a counter's server-kept run, laid out for a phone and a desk.
export function ControlScreen({ id }: { id: string }) {
  const { user } = useCurrentUser();
  const counter = useOwnCounter(id, user !== null);
  const settings = useMemo(
    () => (counter.data ? resolveViewerSettings(counter.data.settings) : null),
    [counter.data],
  );
  return (
    <PageContainer>
      <div className="mx-auto grid w-full max-w-6xl gap-4">
        <BackToDashboard />
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">
            Control{counter.data ? ` “${counter.data.name}”` : ''}
          </h1>
          <a
            href={`/counter/${encodeURIComponent(id)}`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            Open viewer <ExternalLink className="size-3.5" aria-hidden />
          </a>
        </div>
        {!isPremium(user) ? (
          <Alert>{CONTROL_PREMIUM_TEXT}</Alert>
        ) : counter.isLoading ? (
          <LoadingState className="py-24" label="Loading counter..." />
        ) : settings ? (
          <>
            {!settings.synced && (
              <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
                Displays follow these controls once “Synced (live control)” is on in the counter's settings.
              </p>
            )}
            {/* Desktop: the counter and its controls beside the live events; a phone stacks them. */}
            <div
              className={
                settings.synced
                  ? 'grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]'
                  : 'mx-auto grid w-full max-w-xl gap-4'
              }
            >
              <div className="grid gap-4">
                <ControlPanel id={id} settings={settings} onDesignChange={() => void counter.refetch()} />
                {settings.countdownType !== 'datetime' && <HookUrlCard id={id} />}
              </div>
              {settings.synced && <EventLogCard id={id} isDatetime={settings.countdownType === 'datetime'} />}
            </div>
            {settings.synced && counter.data && (
              <EventRulesCard counter={counter.data} isDatetime={settings.countdownType === 'datetime'} />
            )}
            {settings.synced && (
              <div className="grid items-start gap-4 md:grid-cols-2">
                <TwitchCard />
                <KickCard />
              </div>
            )}
            {settings.synced && (
              <div className="grid items-start gap-4 lg:grid-cols-2">
                <RecipesCard id={id} />
                <OutboundWebhooksCard id={id} />
              </div>
            )}
          </>
        ) : (
          <Alert>
            {errorStatus(counter.error) === 404 ? 'Counter not found.' : 'Could not load the counter.'}
          </Alert>
        )}
      </div>
    </PageContainer>
  );
}
