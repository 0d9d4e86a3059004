import { TWITCH_ERROR_PARAM, TWITCH_RESULT_PARAM } from '@core/api/twitch';

/**
 * GET /api/integrations/twitch/connect is a page navigation, not a fetch: the server answers with
 * a redirect to Twitch, which comes back to `returnTo` with ?twitch=connected or ?twitch=error.
 */
export function twitchConnectUrl(returnTo: string): string {
  return `/api/integrations/twitch/connect?${new URLSearchParams({ returnTo })}`;
}

export type TwitchResult = { ok: true } | { ok: false; message: string } | null;

/** The flag the callback left in the address (pure, so React may call it twice). */
export function readTwitchResult(search: string): TwitchResult {
  const params = new URLSearchParams(search);
  const flag = params.get(TWITCH_RESULT_PARAM);
  if (flag === 'connected') return { ok: true };
  if (flag === 'error')
    return { ok: false, message: params.get(TWITCH_ERROR_PARAM) ?? 'Twitch could not be connected.' };
  return null;
}

/** Takes the flag out of the address, so a reload or a shared link does not show it again. */
export function clearTwitchResult(location: Location, history: History): void {
  const params = new URLSearchParams(location.search);
  if (!params.has(TWITCH_RESULT_PARAM) && !params.has(TWITCH_ERROR_PARAM)) return;
  params.delete(TWITCH_RESULT_PARAM);
  params.delete(TWITCH_ERROR_PARAM);
  const query = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
}
