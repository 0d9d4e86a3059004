// A platform connect (Twitch, Kick) is a page navigation, not a fetch: the server answers with a
// redirect to the platform, which comes back to `returnTo` with ?<platform>=connected or
// ?<platform>=error&<platform>Error=<message>. These read and clear that flag for any platform.

export interface ConnectParams {
  /** The flag's name (`twitch`, `kick`). */
  result: string;
  /** The error message's name (`twitchError`, `kickError`). */
  error: string;
}

export type ConnectResult = { ok: true } | { ok: false; message: string } | null;

/** The flag the callback left in the address (pure, so React may call it twice). */
export function readConnectResult(search: string, names: ConnectParams, fallback: string): ConnectResult {
  const params = new URLSearchParams(search);
  const flag = params.get(names.result);
  if (flag === 'connected') return { ok: true };
  if (flag === 'error') return { ok: false, message: params.get(names.error) ?? fallback };
  return null;
}

/** Takes the flag out of the address, so a reload or a shared link does not show it again. */
export function clearConnectResult(location: Location, history: History, names: ConnectParams): void {
  const params = new URLSearchParams(location.search);
  if (!params.has(names.result) && !params.has(names.error)) return;
  params.delete(names.result);
  params.delete(names.error);
  const query = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
}
