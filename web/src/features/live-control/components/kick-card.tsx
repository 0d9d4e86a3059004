import { KICK_CONNECT_PARAMS, kickConnectUrl } from '../api/connect-kick';
import { useDisconnectKick } from '../api/disconnect-kick';
import { useKickConnection } from '../api/get-kick-connection';
import { IntegrationCard } from './integration-card';
import { KickFollowerStart } from './kick-follower-start';

// The control page's Kick card (issue 18, source 3): connect the channel (subs, gifted subs, Kicks,
// follows and mods' chat commands then reach every running subathon of this account).
export function KickCard() {
  const connection = useKickConnection();
  const disconnect = useDisconnectKick();
  const data = connection.data;
  return (
    <IntegrationCard
      platform="Kick"
      testId="kick-card"
      view={
        data && {
          connected: data.connected,
          available: data.available,
          channel: data.name,
          brokenReason: null,
        }
      }
      isLoading={connection.isLoading}
      isError={connection.isError}
      pitch="Connect your channel: subs, gifted subs, Kicks (counted as bits), follows and mods' chat commands then drive every running subathon and goal of your account."
      stops="Subs, Kicks and chat commands from this channel stop reaching your subathons."
      params={KICK_CONNECT_PARAMS}
      connectUrl={kickConnectUrl}
      disconnect={disconnect}
    >
      {data?.followers && <KickFollowerStart followers={data.followers} />}
    </IntegrationCard>
  );
}
