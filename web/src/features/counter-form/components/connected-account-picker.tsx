import {
  CONNECT_ACCOUNT_NOUNS,
  CONNECT_PLATFORM_NAMES,
  type ConnectPlatform,
} from '@core/live-sources/platforms';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { NativeSelect } from '@web/components/ui/native-select';
import { connectionsQueryOptions, platformConnectUrl } from '@web/lib/connections-query';
import { Plug } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useLocation, useSearch } from 'wouter';

// The account box of a platform whose count only its owner may read (Instagram…): nothing is
// pasted, the creator picks one of the accounts they connected (the server refuses any other), and
// connects one first when there is none. Connecting leaves the page for the platform and comes back
// to it, as Reconnect does; a connect that failed comes back with ?<platform>=error and the
// platform's or our message in ?<platform>Error, shown under the box.

type Props = {
  connect: ConnectPlatform;
  id: string;
  invalid: boolean;
  describedBy?: string;
  field: ComponentProps<'select'>;
};

export function ConnectedAccountPicker({ connect, id, invalid, describedBy, field }: Props) {
  const connections = useQuery(connectionsQueryOptions());
  const name = CONNECT_PLATFORM_NAMES[connect];
  const noun = CONNECT_ACCOUNT_NOUNS[connect];
  const mine = connections.data?.connections.filter((c) => c.platform === connect) ?? [];
  const [path] = useLocation();
  const search = useSearch();
  const here = search ? `${path}?${search}` : path;
  const query = new URLSearchParams(search);
  const failed =
    query.get(connect) === 'error' ? (query.get(`${connect}Error`) ?? `${name} was not connected.`) : null;

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
      {failed && (
        <p role="alert" data-testid={`connect-${connect}-error`} className="text-sm font-medium text-red-600">
          {failed}
        </p>
      )}
      {connections.isSuccess && mine.length === 0 && (
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <a href={platformConnectUrl(connect, here)} data-testid={`connect-${connect}`}>
            <Plug aria-hidden />
            Connect {name}
          </a>
        </Button>
      )}
    </div>
  );
}
