import { TWITCH_CONNECT_PARAMS, twitchConnectUrl } from '../api/connect-twitch';
import { useDisconnectTwitch } from '../api/disconnect-twitch';
import { useTwitchConnection } from '../api/get-twitch-connection';
import { IntegrationCard } from './integration-card';

// The control page's Twitch card (issue 18): connect the channel (subs, bits, follows, raids and
// chat commands then reach every running subathon of this account), see it, disconnect it.
export function TwitchCard() {
  const connection = useTwitchConnection();
  const disconnect = useDisconnectTwitch();
  const data = connection.data;
  return (
    <IntegrationCard
      platform="Twitch"
      testId="twitch-card"
      view={
        data && {
          connected: data.connected,
          available: data.available,
          channel: data.login,
          brokenReason:
            data.status === 'broken'
              ? (data.brokenReason ?? 'revoked')
              : data.status === 'needs_reauth'
                ? 'needs_reauth'
                : null,
        }
      }
      isLoading={connection.isLoading}
      isError={connection.isError}
      pitch="Connect your channel: subs, gifts, bits, follows, raids and mods' chat commands then drive every running subathon and goal of your account."
      stops="Subs, bits and chat commands from this channel stop reaching your subathons."
      params={TWITCH_CONNECT_PARAMS}
      connectUrl={twitchConnectUrl}
      disconnect={disconnect}
    />
  );
}
