import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { LoadingState } from '@web/components/ui/spinner';
import { serverMessage } from '@web/lib/api-error';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import {
  type ConnectParams,
  type ConnectResult,
  clearConnectResult,
  readConnectResult,
} from '../api/connect-result';
import { describeBrokenReason } from '../utils/broken-reason';

/** What a platform card shows of a connection, whichever platform's status answer it came from. */
export interface IntegrationView {
  connected: boolean;
  available: boolean;
  channel: string | null;
  /** Why the platform stopped sending events, when it did (the card then offers a reconnect). */
  brokenReason: string | null;
}

interface IntegrationCardProps {
  /** The platform's name as users know it: "Twitch", "Kick". */
  platform: string;
  testId: string;
  view: IntegrationView | undefined;
  isLoading: boolean;
  isError: boolean;
  /** What connecting does, shown before it is connected. */
  pitch: ReactNode;
  /** What stops when it is disconnected (the confirmation's description). */
  stops: string;
  params: ConnectParams;
  connectUrl: (returnTo: string) => string;
  disconnect: {
    mutate: (v: undefined, o: { onSuccess: () => void }) => void;
    isPending: boolean;
    isError: boolean;
    error: unknown;
  };
  /** More of the connection, under its name while it is connected (Kick's follower count). */
  children?: ReactNode;
}

// The control page's card for one streaming platform (issue 18: Twitch, Kick): connect the channel
// (a page navigation to the platform and back), see it, disconnect it. Each platform's card only
// says how its status reads and what connecting it brings.
export function IntegrationCard(props: IntegrationCardProps) {
  const { platform, view, disconnect, params } = props;
  const { dialog, confirm } = useConfirm();
  const [leaving, setLeaving] = useState(false);
  const [result, setResult] = useState<ConnectResult>(() =>
    readConnectResult(window.location.search, params, `${platform} could not be connected.`),
  );
  useEffect(() => clearConnectResult(window.location, window.history, params), [params]);

  const broken = view?.connected && view.brokenReason !== null;
  const connect = () => {
    setLeaving(true);
    window.location.assign(props.connectUrl(`${window.location.pathname}${window.location.search}`));
  };
  const remove = async () => {
    const ok = await confirm({
      title: `Disconnect ${view?.channel ?? platform}?`,
      description: props.stops,
      confirmLabel: 'Disconnect',
    });
    if (ok) disconnect.mutate(undefined, { onSuccess: () => setResult(null) });
  };
  const connectButton = (label: string) => (
    <Button onClick={connect} disabled={leaving}>
      {leaving ? `Opening ${platform}...` : label}
    </Button>
  );

  return (
    <section
      className="grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:p-5"
      data-testid={props.testId}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{platform}</h2>
        {view?.connected && !broken && <Badge variant="success">Connected</Badge>}
        {broken && <Badge variant="warning">Needs reconnecting</Badge>}
      </div>
      <div aria-live="polite">
        {result?.ok && <p className="text-emerald-800">{platform} is connected.</p>}
        {result && !result.ok && (
          <Alert>
            Could not connect {platform}: {result.message}
          </Alert>
        )}
        {disconnect.isError && (
          <Alert>
            Could not disconnect {platform}: {serverMessage(disconnect.error)}
          </Alert>
        )}
      </div>
      {props.isLoading && <LoadingState className="py-4" label={`Loading ${platform} connection...`} />}
      {props.isError && (
        <Alert>Could not load the {platform} connection. Reload the page to try again.</Alert>
      )}
      {view && !view.connected && !view.available && (
        <p className="text-slate-600" data-testid="integration-unavailable">
          {platform} can't be connected here yet: whoever runs this Countstream site has to add its {platform}{' '}
          app keys first. Until then, send events with an API key: see “Send events from your tools” below.
        </p>
      )}
      {view && !view.connected && view.available && (
        <>
          <p className="text-slate-600">{props.pitch}</p>
          <div>{connectButton(`Connect ${platform}`)}</div>
        </>
      )}
      {view?.connected && (
        <>
          <p className="text-slate-800">
            Connected to <span className="font-semibold">{view.channel}</span>.{' '}
            {broken
              ? 'Nothing from this channel reaches your counters until you reconnect.'
              : 'Its events reach every running subathon and goal of your account.'}
          </p>
          {broken && (
            <Alert>
              {platform} stopped sending events: {describeBrokenReason(view.brokenReason!)}. Press Reconnect{' '}
              {platform} to pick up where you left off.
            </Alert>
          )}
          {props.children}
          <div className="flex flex-wrap gap-2">
            {broken && connectButton(`Reconnect ${platform}`)}
            <Button variant="outline" onClick={() => void remove()} disabled={disconnect.isPending}>
              {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
            </Button>
          </div>
        </>
      )}
      {dialog}
    </section>
  );
}
