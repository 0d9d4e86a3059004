import { beforeEach, describe, expect, it } from 'vitest';
import { oauthStates } from '../db/schema';
import { premiumUser } from '../live/testing/live-test-support';
import { signUp, TEST_ORIGIN } from '../test/test-app';
import { KickStandIn } from './kick/testing/kick-stand-in';
import { pathOf, RETURN_TO, resultOf, setUpPlatformConnection } from './testing/platform-connection';
import { TwitchStandIn } from './twitch/testing/twitch-stand-in';

// What a Twitch connect and a Kick connect do alike (server/integrations/oauth-connect.ts), tested
// once against each platform's stand-in: who may start one, the state's checks, the way back, a
// refusal at the platform, and a disconnect. What differs (scopes, PKCE, subscriptions) is tested
// in twitch/connect.test.ts and kick/connect.test.ts.

const twitch = new TwitchStandIn();
const kick = new KickStandIn();
const PLATFORMS = [
  {
    name: 'Twitch',
    platform: 'twitch',
    standIn: twitch,
    useAccount: (n: number) => {
      twitch.account = { id: String(n), login: `shared_${n}` };
    },
  },
  {
    name: 'Kick',
    platform: 'kick',
    standIn: kick,
    useAccount: (n: number) => {
      kick.account = { id: n, name: `shared_${n}` };
    },
  },
] as const;
let accountSeq = 3000;

for (const p of PLATFORMS) {
  describe(`${p.name} connect and disconnect`, () => {
    const suite = setUpPlatformConnection(p.platform, p.standIn);
    const { startConnect, callback, status, disconnect, connected } = suite;
    const base = `/api/integrations/${p.platform}`;
    beforeEach(() => {
      p.standIn.calls = [];
      p.standIn.failDeletes = false;
      // A channel of its own per test: one channel connects to one account only.
      p.useAccount(accountSeq++);
    });

    it(`refuses visitors (401) and accounts without Premium (403), and sends nobody to ${p.name}`, async () => {
      expect((await suite.t.request({ method: 'GET', url: `${base}/connect` })).statusCode).toBe(401);
      const free = await signUp(suite.t);
      const res = await suite.t.request({ method: 'GET', url: `${base}/connect`, cookie: free.cookie });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/premium/i);
      expect(p.standIn.calls).toEqual([]);
    });

    it('goes back to the page the connect started from, never to another site', async () => {
      const user = await premiumUser(suite.t);
      const { callback: url } = await startConnect(user.cookie);
      const res = await callback(url, user.cookie);
      expect(pathOf(res.headers.location as string)).toBe(`${RETURN_TO}?${p.platform}=connected`);
      // The Location header as sent, not as read: `//evil.example/x` there is another host. Spellings
      // that only normalise to `//host` (dot segments) are refused like the plain ones (the full table
      // of spellings is core/routes/return-path.test.ts).
      for (const evil of [
        'https://evil.example/x',
        '//evil.example/x',
        '/\\evil.example',
        '/.//evil.example/x',
        '/x/../..//evil.example',
        '/%2F/evil.example',
      ]) {
        const evilConnect = await startConnect(user.cookie, evil);
        const done = await callback(evilConnect.callback, user.cookie);
        expect(done.headers.location, evil).toBe(`/dashboard?${p.platform}=connected`);
      }
    });

    it('goes back to the normalised path, with its query and fragment kept', async () => {
      const user = await premiumUser(suite.t);
      for (const [returnTo, back] of [
        [
          '/counter/abc123/./control?tab=live#events',
          `/counter/abc123/control?tab=live&${p.platform}=connected#events`,
        ],
        [`${TEST_ORIGIN}/counter/abc123/control`, `/counter/abc123/control?${p.platform}=connected`],
      ]) {
        const { callback: url } = await startConnect(user.cookie, returnTo);
        expect((await callback(url, user.cookie)).headers.location, returnTo).toBe(back);
      }
    });

    it(`refuses a used, foreign, made-up or expired state with 400 and never calls ${p.name}`, async () => {
      const user = await premiumUser(suite.t);
      const { callback: url } = await startConnect(user.cookie);
      const other = await premiumUser(suite.t);
      // Another session (a planted link) cannot use it...
      const foreign = await callback(url, other.cookie);
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toMatch(/expired or was already used/);
      // ... nor a visitor, nor a made-up state.
      expect((await callback(url, '')).statusCode).toBe(400);
      expect((await callback(url.replace(/state=[^&]+/, 'state=forged'), user.cookie)).statusCode).toBe(400);
      expect((await callback(url, user.cookie)).statusCode).toBe(302);
      // Used once: a replay is refused.
      p.standIn.calls = [];
      expect((await callback(url, user.cookie)).statusCode).toBe(400);
      expect(p.standIn.calls).toEqual([]);

      const second = await startConnect(user.cookie);
      await suite.t.app.db.update(oauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
      p.standIn.calls = [];
      expect((await callback(second.callback, user.cookie)).statusCode).toBe(400);
      expect(p.standIn.calls).toEqual([]);
    });

    it(`the user declining at ${p.name} goes back with the error and no token is asked for`, async () => {
      const user = await premiumUser(suite.t);
      const { callback: url } = await startConnect(user.cookie);
      const state = new URL(url, 'http://x').searchParams.get('state')!;
      const denied = `${base}/callback?error=access_denied&error_description=The+user+denied+access&state=${state}`;
      const result = resultOf((await callback(denied, user.cookie)).headers.location as string);
      expect(result.get(p.platform)).toBe('error');
      expect(result.get(`${p.platform}Error`)).toBe('The user denied access');
      expect(p.standIn.calls.filter((c) => c.path.endsWith('/token'))).toEqual([]);
      expect((await status(user.cookie)).connected).toBe(false);
    });

    it(`answers 502 when ${p.name} fails to remove the subscriptions, and keeps the connection for a retry`, async () => {
      const user = await connected();
      p.standIn.failDeletes = true;
      const res = await disconnect(user.cookie);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(p.name);
      expect((await status(user.cookie)).connected).toBe(true);
      p.standIn.failDeletes = false;
      expect((await disconnect(user.cookie)).statusCode).toBe(200);
      expect(await status(user.cookie)).toMatchObject({ connected: false, subscriptionIds: [] });
    });

    it('disconnect needs a session and our Origin', async () => {
      expect((await suite.t.request({ method: 'DELETE', url: base })).statusCode).toBe(401);
      const user = await connected();
      const foreign = await suite.t.app.inject({
        method: 'DELETE',
        url: base,
        headers: { cookie: user.cookie, origin: 'https://evil.example' },
      });
      expect(foreign.statusCode).toBe(403);
      expect((await status(user.cookie)).connected).toBe(true);
    });
  });
}
