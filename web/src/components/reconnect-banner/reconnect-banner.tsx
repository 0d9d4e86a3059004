import { CONNECT_PLATFORM_NAMES } from '@core/live-sources/platforms';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { connectionsQueryOptions, platformConnectUrl } from '@web/lib/connections-query';
import { Unplug } from 'lucide-react';

// A connected platform refused the creator's token and then its refresh (`needs_reauth`): the
// dashboard and the counter form say which, and Reconnect starts the same connect as the first time,
// coming back to this page. The counters keep their last numbers meanwhile, and say nothing.
export function ReconnectBanner({ className }: { className?: string }) {
  const connections = useQuery(connectionsQueryOptions());
  const lost = connections.data?.connections.filter((c) => c.status === 'needs_reauth') ?? [];
  if (lost.length === 0) return null;
  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <div className={className}>
      {lost.map((c) => {
        const platform = CONNECT_PLATFORM_NAMES[c.platform];
        const titleId = `reconnect-${c.platform}-title`;
        return (
          <section
            key={c.platform}
            aria-labelledby={titleId}
            data-testid={`reconnect-${c.platform}`}
            className="mb-4 flex flex-col gap-4 rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950 shadow-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex items-start gap-3">
              <Unplug className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
              <div className="grid gap-1 text-sm">
                <h2 id={titleId} className="font-bold">
                  Reconnect {platform}
                </h2>
                <p>
                  {platform} no longer accepts our access to {c.name}. Your counters keep showing the last{' '}
                  {platform} numbers until you connect again.
                </p>
              </div>
            </div>
            <Button asChild variant="primary" className="shrink-0">
              <a href={platformConnectUrl(c.platform, here)}>Reconnect</a>
            </Button>
          </section>
        );
      })}
    </div>
  );
}
