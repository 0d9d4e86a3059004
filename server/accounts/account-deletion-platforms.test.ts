import { beforeEach, expect, it } from 'vitest';
import { findConnection } from '../integrations/connection-queries';
import { openedConnection, setUpPlatformConnection } from '../integrations/testing/platform-connection';
import { TwitchStandIn } from '../integrations/twitch/testing/twitch-stand-in';

// Deleting your own account lets go of the connected Twitch channel at Twitch as well: the tokens
// are revoked after the commit, not left working for an account that no longer exists.
const twitch = new TwitchStandIn();
const suite = setUpPlatformConnection('twitch', twitch);

beforeEach(() => {
  twitch.revokedTokens = [];
  twitch.account = { id: '9400', login: 'leaving_9400' };
});

it("deleting your own account revokes the connected channel's tokens at Twitch", async () => {
  const t = suite.t;
  const p = await suite.connected();
  const row = (await openedConnection(t.app, 'twitch', p.user.id))!;
  const res = await t.request({ method: 'DELETE', url: '/api/user', cookie: p.cookie });
  expect(res.statusCode).toBe(200);
  await t.app.background.idle();
  expect(twitch.revokedTokens).toContain(row.accessToken);
  expect(await findConnection(t.app.db, 'twitch', p.user.id)).toBeUndefined();
});
