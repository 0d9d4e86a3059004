import { TWITCH_ERROR_PARAM, TWITCH_RESULT_PARAM } from '@core/api/twitch';
import type { ConnectParams } from './connect-result';

/**
 * GET /api/integrations/twitch/connect is a page navigation, not a fetch: the server answers with
 * a redirect to Twitch, which comes back to `returnTo` with ?twitch=connected or ?twitch=error.
 */
export function twitchConnectUrl(returnTo: string): string {
  return `/api/integrations/twitch/connect?${new URLSearchParams({ returnTo })}`;
}

export const TWITCH_CONNECT_PARAMS: ConnectParams = {
  result: TWITCH_RESULT_PARAM,
  error: TWITCH_ERROR_PARAM,
};
