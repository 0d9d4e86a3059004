import {
  CONNECT_ACCOUNT_NOUNS,
  CONNECT_PLATFORM_NAMES,
  type ConnectPlatform,
  EVENT_PLATFORMS,
} from '@core/live-sources/platforms';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { NativeSelect } from '@web/components/ui/native-select';
import { serverMessage } from '@web/lib/api-error';
import {
  connectionsQueryOptions,
  platformConnectUrl,
  platformStatusQueryOptions,
  useDisconnectPlatform,
} from '@web/lib/connections-query';
import { Plug } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useLocation, useSearch } from 'wouter';

// The account box of a platform whose count only its owner may read (Instagram…): nothing is
// pasted, the creator picks one of the accounts they connected (the server refuses any other), and
// connects one first when there is none. Connecting leaves the page for the platform and comes back
// to it, as Reconnect does; a connect that failed comes back with ?<platform>=error and the
// platform's or our message in ?<platform>Error, shown under the box. Each connected account can
// be disconnected here too: the platform's own DELETE route ends it, and the counters that follow
// it keep their last count (the server reads an account no one connected as "must be connected
// again", never as gone).

type Props = {
  connect: ConnectPlatform;
  id: string;
  invalid: boolean;
  describedBy?: string;
  field: ComponentProps<'select'>;
  /** After the account was disconnected: a row that had picked it asks for one again. */
  onDisconnected?: (accountId: string) => void;
};

/** What the confirmation says a disconnect does to the counters (and, for Twitch and Kick, the subathons). */
export function disconnectConsequence(connect: ConnectPlatform, name: string): string {
  const platform = CONNECT_PLATFORM_NAMES[connect];
  const counters = `Counters that follow ${name} keep showing their last count and stop updating until you connect ${platform} again.`;
  const events = (EVENT_PLATFORMS as readonly string[]).includes(connect)
    ? ` Its events stop reaching your subathons too.`
    : '';
  return counters + events;
}

export function ConnectedAccountPicker({ connect, id, invalid, describedBy, field, onDisconnected }: Props) {
  const connections = useQuery(connectionsQueryOptions());
  // A server without the platform's app keys cannot connect it: say so instead of a dead link.
  const status = useQuery(platformStatusQueryOptions(connect));
  const unavailable = status.data?.available === false;
  const disconnect = useDisconnectPlatform(connect);
  const { dialog, confirm } = useConfirm();
  const name = CONNECT_PLATFORM_NAMES[connect];
  const noun = CONNECT_ACCOUNT_NOUNS[connect];
  const mine = connections.data?.connections.filter((c) => c.platform === connect) ?? [];
  const [path] = useLocation();
  const search = useSearch();
  const here = search ? `${path}?${search}` : path;
  const query = new URLSearchParams(search);
  const failed =
    query.get(connect) === 'error' ? (query.get(`${connect}Error`) ?? `${name} was not connected.`) : null;

  const remove = async (account: (typeof mine)[number]) => {
    const ok = await confirm({
      title: `Disconnect ${name} ${CONNECT_ACCOUNT_NOUNS[connect]} ${account.name}?`,
      description: disconnectConsequence(connect, account.name),
      confirmLabel: 'Disconnect',
    });
    if (!ok) return;
    disconnect.mutate(undefined, { onSuccess: () => onDisconnected?.(account.accountId) });
  };

  return (
    <div className="grid gap-2">
      <NativeSelect
        id={id}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        disabled={connections.isPending}
        {...field}
      >
        <option value="">
          {mine.length ? `Pick a connected ${name} ${noun}` : `No ${name} ${noun} connected`}
        </option>
        {mine.map((c) => (
          <option key={c.accountId} value={c.accountId}>
            {c.name}
            {c.status === 'connected' ? '' : ' (reconnect needed)'}
          </option>
        ))}
      </NativeSelect>
      {mine.map((c) => (
        <div
          key={c.accountId}
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-slate-600"
          data-testid={`connected-${connect}`}
        >
          <span className="min-w-0 break-words">
            Connected: <span className="font-semibold text-slate-800">{c.name}</span>
          </span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void remove(c)}
            disabled={disconnect.isPending}
            aria-label={`Disconnect ${name} ${CONNECT_ACCOUNT_NOUNS[connect]} ${c.name}`}
          >
            {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
          </Button>
        </div>
      ))}
      {disconnect.isError && (
        <p role="alert" className="text-xs text-red-700">
          Could not disconnect {name}: {serverMessage(disconnect.error)}
        </p>
      )}
      {failed && (
        <p role="alert" data-testid={`connect-${connect}-error`} className="text-sm font-medium text-red-600">
          {failed}
        </p>
      )}
      {connections.isSuccess && mine.length === 0 && unavailable && (
        <p className="text-xs text-slate-600" data-testid={`connect-${connect}-unavailable`}>
          Connecting {name} is not available on this server yet.
        </p>
      )}
      {connections.isSuccess && mine.length === 0 && !unavailable && (
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <a href={platformConnectUrl(connect, here)} data-testid={`connect-${connect}`}>
            <Plug aria-hidden />
            Connect {name}
          </a>
        </Button>
      )}
      {dialog}
    </div>
  );
}
