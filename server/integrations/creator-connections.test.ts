import { describe, expect, it } from 'vitest';
import { PlatformCallError } from '../live-sources/platform-reader';
import { findConnection } from './connection-queries';
import { creatorConnections } from './creator-connections';
import { setConnection, setUpPlatformConnection } from './testing/platform-connection';
import { TwitchStandIn } from './twitch/testing/twitch-stand-in';

// The bridge a connected live source reads through (live-sources/creator-connections.ts): the
// account names the connection, the call gets that connection's token in clear (and nothing else
// does), and an account no one connected, or whose owner must connect again, is `needs_reauth`
// without a call. Tried on Twitch's connection (its loopback stand-in already follows Twitch's
// reference); the connected live-source platforms use the same path with their own.

const twitch = new TwitchStandIn();
const suite = setUpPlatformConnection('twitch', twitch);
const bridge = () => creatorConnections(suite.t.app, () => 'twitch');

const expectNeedsReauth = async (call: Promise<unknown>) => {
  const err = await call.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(PlatformCallError);
  expect((err as PlatformCallError).failure).toBe('needs_reauth');
};

describe('a call with the token of the connection that holds an account', () => {
  // One Twitch account can be connected by one user only: the file's creator.
  let owner: Awaited<ReturnType<typeof suite.connected>>;

  it('gets the token of that account’s connection, and names its owner', async () => {
    owner = await suite.connected();
    const token = await bridge().withToken('x', twitch.account.id, async (t: string) => t);
    const row = (await findConnection(suite.t.app.db, 'twitch', owner.user.id))!;
    expect(token).toBe(suite.t.app.tokenSeal.open(row.accessToken));
    expect(row.accessToken).not.toBe(token);
    expect(await bridge().ownerOf('x', twitch.account.id)).toBe(owner.user.id);
    expect(await bridge().ownerOf('x', '999000999')).toBeNull();
  });

  it('is needs_reauth, uncalled, for an account no one connected', async () => {
    let called = false;
    await expectNeedsReauth(
      bridge().withToken('x', '999000999', async () => {
        called = true;
      }),
    );
    expect(called).toBe(false);
  });

  it('is needs_reauth, uncalled, for a connection that must be connected again', async () => {
    await setConnection(suite.t.app.db, 'twitch', owner.user.id, { status: 'needs_reauth' });
    let called = false;
    await expectNeedsReauth(
      bridge().withToken('x', twitch.account.id, async () => {
        called = true;
      }),
    );
    expect(called).toBe(false);
  });
});
