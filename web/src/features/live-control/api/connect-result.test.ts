import { describe, expect, it, vi } from 'vitest';
import { KICK_CONNECT_PARAMS } from './connect-kick';
import { clearConnectResult, readConnectResult } from './connect-result';
import { TWITCH_CONNECT_PARAMS } from './connect-twitch';

describe('readConnectResult', () => {
  it("reads each platform's own flag and none of the other's", () => {
    const search = '?kick=error&kickError=The%20user%20denied%20access&twitch=connected';
    expect(readConnectResult(search, KICK_CONNECT_PARAMS, 'fallback')).toEqual({
      ok: false,
      message: 'The user denied access',
    });
    expect(readConnectResult(search, TWITCH_CONNECT_PARAMS, 'fallback')).toEqual({ ok: true });
    expect(readConnectResult('?kick=error', KICK_CONNECT_PARAMS, 'Kick could not be connected.')).toEqual({
      ok: false,
      message: 'Kick could not be connected.',
    });
    expect(readConnectResult('?twitch=connected', KICK_CONNECT_PARAMS, 'x')).toBeNull();
    expect(readConnectResult('?kick=maybe', KICK_CONNECT_PARAMS, 'x')).toBeNull();
  });
});

describe('clearConnectResult', () => {
  // The address parts clearConnectResult reads, and a history that records what replaces the entry.
  const clear = (search: string, hash = '') => {
    const history = { state: { page: 1 }, replaceState: vi.fn() };
    const location = { pathname: '/counter/abc/live', search, hash };
    clearConnectResult(location as unknown as Location, history as unknown as History, KICK_CONNECT_PARAMS);
    return history.replaceState.mock.calls.map(([state, unused, url]) => ({ state, unused, url }));
  };

  it("takes out the platform's flag and message, keeping the rest of the address and the history state", () => {
    expect(clear('?kick=error&kickError=denied&tab=2', '#top')).toEqual([
      { state: { page: 1 }, unused: '', url: '/counter/abc/live?tab=2#top' },
    ]);
    expect(clear('?kick=connected')).toEqual([{ state: { page: 1 }, unused: '', url: '/counter/abc/live' }]);
    expect(clear('?kickError=denied')).toEqual([
      { state: { page: 1 }, unused: '', url: '/counter/abc/live' },
    ]);
  });

  it('leaves an address without its flag alone', () => {
    expect(clear('?twitch=connected')).toEqual([]);
    expect(clear('')).toEqual([]);
  });
});
