import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { LoadingState } from '@web/components/ui/spinner';
import { serverMessage } from '@web/lib/api-error';
import { useEffect, useState } from 'react';
import {
  clearTwitchResult,
  readTwitchResult,
  type TwitchResult,
  twitchConnectUrl,
} from '../api/connect-twitch';
import { useDisconnectTwitch } from '../api/disconnect-twitch';
import { useTwitchConnection } from '../api/get-twitch-connection';

// The control page's Twitch card (issue 18): connect the channel (subs, bits, follows, raids and
// chat commands then reach every running subathon of this account), see it, disconnect it.
export function TwitchCard() {
  const connection = useTwitchConnection();
  const disconnect = useDisconnectTwitch();
  const { dialog, confirm } = useConfirm();
  const [leaving, setLeaving] = useState(false);
  const [result, setResult] = useState<TwitchResult>(() => readTwitchResult(window.location.search));
  useEffect(() => clearTwitchResult(window.location, window.history), []);

  const data = connection.data;
  const connect = () => {
    setLeaving(true);
    window.location.assign(twitchConnectUrl(`${window.location.pathname}${window.location.search}`));
  };
  const remove = async () => {
    const ok = await confirm({
      title: `Disconnect ${data?.login ?? 'Twitch'}?`,
      description: 'Subs, bits and chat commands from this channel stop reaching your subathons.',
      confirmLabel: 'Disconnect',
    });
    if (ok) disconnect.mutate(undefined, { onSuccess: () => setResult(null) });
  };

  return (
    <section className="grid gap-3 rounded-xl border border-slate-200 p-4 text-sm" data-testid="twitch-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">Twitch</h2>
        {data?.status === 'connected' && <Badge variant="success">Connected</Badge>}
        {data?.status === 'broken' && <Badge variant="warning">Needs reconnecting</Badge>}
      </div>
      <div aria-live="polite">
        {result?.ok && <p className="text-emerald-800">Twitch is connected.</p>}
        {result && !result.ok && <Alert>Could not connect Twitch: {result.message}</Alert>}
        {disconnect.isError && <Alert>Could not disconnect Twitch: {serverMessage(disconnect.error)}</Alert>}
      </div>
      {connection.isLoading && <LoadingState className="py-4" label="Loading Twitch connection..." />}
      {connection.isError && (
        <Alert>Could not load the Twitch connection. Reload the page to try again.</Alert>
      )}
      {data && !data.connected && !data.available && (
        <p className="text-slate-600">Twitch is not set up on this server.</p>
      )}
      {data && !data.connected && data.available && (
        <>
          <p className="text-slate-600">
            Connect your channel: subs, gifts, bits, follows, raids and mods' chat commands then drive every
            running subathon and goal of your account.
          </p>
          <div>
            <Button onClick={connect} disabled={leaving}>
              {leaving ? 'Opening Twitch...' : 'Connect Twitch'}
            </Button>
          </div>
        </>
      )}
      {data?.connected && (
        <>
          <p className="text-slate-800">
            Channel <span className="font-semibold">{data.login}</span> · {data.subscriptionIds.length} event
            subscriptions
          </p>
          {data.status === 'broken' && (
            <Alert>
              Twitch stopped sending events ({data.brokenReason ?? 'revoked'}). Connect again to resume.
            </Alert>
          )}
          <div className="flex flex-wrap gap-2">
            {data.status === 'broken' && (
              <Button onClick={connect} disabled={leaving}>
                {leaving ? 'Opening Twitch...' : 'Reconnect Twitch'}
              </Button>
            )}
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
