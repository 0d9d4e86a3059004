import { TWITCH_ERROR_PARAM, TWITCH_RESULT_PARAM } from '@core/api/twitch';

/**
 * GET /api/integrations/twitch/connect is a page navigation, not a fetch: the server answers with
 * a redirect to Twitch, which comes back to `returnTo` with ?twitch=connected or ?twitch=error.
 */
export function twitchConnectUrl(returnTo: string): string {
  return `/api/integrations/twitch/connect?${new URLSearchParams({ returnTo })}`;
}

export type TwitchResult = { ok: true } | { ok: false; message: string } | null;

/** Reads the flag the callback left in the address, and takes it out so a reload does not repeat it. */
export function takeTwitchResult(location: Location, history: History): TwitchResult {
  const params = new URLSearchParams(location.search);
  const flag = params.get(TWITCH_RESULT_PARAM);
  if (flag !== 'connected' && flag !== 'error') return null;
  const message = params.get(TWITCH_ERROR_PARAM) ?? 'Twitch could not be connected.';
  params.delete(TWITCH_RESULT_PARAM);
  params.delete(TWITCH_ERROR_PARAM);
  const query = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
  return flag === 'connected' ? { ok: true } : { ok: false, message };
}
