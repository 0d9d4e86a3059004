import { describe, expect, it } from 'vitest';
import { KICK_CONNECT_PARAMS } from './connect-kick';
import { readConnectResult } from './connect-result';
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
