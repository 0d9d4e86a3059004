import { describe, expect, it } from 'vitest';
import { premiumUser } from '../../live/testing/live-test-support';
import { createKickApi, KickApiError } from '../../platform-apis/kick-api';
import { findConnection } from '../connection-queries';
import { openedConnection, setUpPlatformConnection } from '../testing/platform-connection';
import { kickPayloads } from './testing/kick-payloads';
import { KickStandIn } from './testing/kick-stand-in';

// Kick's live counts (issue 39, item 2), the parts that live with the connection: the subscriber
// count read with the creator's own token (Channels › Get Channels), and the follower count Kick's
// API does not give, counted from the number the creator enters plus each `channel.followed`.

const kick = new KickStandIn();
const suite = setUpPlatformConnection('kick', kick);

let channelSeq = 7000;
async function connectedChannel() {
  const id = channelSeq++;
  kick.account = { id, name: `kick_${id}` };
  const p = await suite.connected();
  return { p, id, payloads: kickPayloads(id) };
}

const setStart = (cookie: string, payload: Record<string, unknown>) =>
  suite.t.request({ method: 'PUT', url: '/api/integrations/kick/followers', cookie, payload });
const deliver = (d: { headers: Record<string, string>; body: string }) =>
  suite.t.app.inject({
    method: 'POST',
    url: '/api/integrations/kick/webhook',
    headers: d.headers,
    payload: d.body,
  });
const followersOf = async (cookie: string) =>
  (await suite.t.request({ method: 'GET', url: '/api/integrations/kick', cookie })).json().followers;

describe("a Kick channel's subscriber count", () => {
  it("is read with the creator's own token, from Get Channels' active_subscribers_count", async () => {
    const { p, id } = await connectedChannel();
    kick.subscribers.set(id, 150);
    const held = (await openedConnection(suite.t.app, 'kick', p.user.id))!;
    const api = createKickApi(suite.t.app.config);

    expect(await api.getChannelSubscribers(held.accessToken)).toEqual({
      broadcasterUserId: String(id),
      slug: `kick_${id}`,
      subscribers: 150,
    });
    const call = kick.callsTo('GET', '/public/v1/channels').at(-1)!;
    expect(call.authorization).toBe(`Bearer ${held.accessToken}`);
    expect([...call.query.keys()]).toEqual([]);
  });

  it("is refused with Kick's own message when the token lacks channel:read or stopped working", async () => {
    const { p } = await connectedChannel();
    const held = (await openedConnection(suite.t.app, 'kick', p.user.id))!;
    const api = createKickApi(suite.t.app.config);
    kick.revokeAll();
    const err = await api.getChannelSubscribers(held.accessToken).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(KickApiError);
    expect(err).toMatchObject({
      status: 401,
      message: 'Kick refused the channel lookup (401: Unauthorized).',
    });
  });
});

describe("a Kick channel's counted follower total", () => {
  it('starts from the number the creator enters and adds each follow once', async () => {
    const { p, payloads } = await connectedChannel();
    expect(await followersOf(p.cookie)).toEqual({ start: null, counted: 0, since: null });

    // Before a start is entered there is no total to add to: a follow then is in the number read later.
    expect((await deliver(kick.delivery('channel.followed', payloads.followed()))).statusCode).toBe(200);
    const set = await setStart(p.cookie, { start: 1200 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ start: 1200, counted: 0 });

    const first = kick.delivery('channel.followed', payloads.followed());
    expect((await deliver(first)).json()).toEqual({ received: true });
    await deliver(kick.delivery('channel.followed', payloads.followed()));
    expect(await followersOf(p.cookie)).toMatchObject({ start: 1200, counted: 2 });

    // Kick delivers the same message again: acknowledged, not counted twice.
    expect((await deliver(first)).json()).toEqual({ received: true, duplicate: true });
    expect(await followersOf(p.cookie)).toMatchObject({ start: 1200, counted: 2 });

    // Entering the number again starts over from it.
    await setStart(p.cookie, { start: 1210 });
    expect(await followersOf(p.cookie)).toMatchObject({ start: 1210, counted: 0 });
  });

  it('is counted for a Free owner too: a live count needs no Premium', async () => {
    const { p, payloads } = await connectedChannel();
    await setStart(p.cookie, { start: 5 });
    await suite.t.app.db.execute(
      `update users set subscription_status = 'free', premium_until = null where id = '${p.user.id}'`,
    );
    await deliver(kick.delivery('channel.followed', payloads.followed()));
    expect(await followersOf(p.cookie)).toMatchObject({ start: 5, counted: 1 });
  });

  it('refuses a start that is not a whole number from 0, and writes nothing', async () => {
    const { p } = await connectedChannel();
    await setStart(p.cookie, { start: 40 });
    const message = 'Enter the follower count your Kick channel shows, as a whole number of 0 or more.';
    for (const start of [-1, 2.5, '12', null, Number.NaN])
      expect((await setStart(p.cookie, { start })).json(), String(start)).toEqual(
        expect.objectContaining({ message: expect.stringContaining(message) }),
      );
    const big = await setStart(p.cookie, { start: 1e15 + 1 });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toContain('Number is too large');
    expect((await setStart(p.cookie, {})).statusCode).toBe(400);
    expect((await setStart(p.cookie, { start: 3, extra: 1 })).statusCode).toBe(400);
    expect(await followersOf(p.cookie)).toMatchObject({ start: 40 });
  });

  it('needs a Kick connection, and a reconnect of another channel starts over', async () => {
    const lone = await premiumUser(suite.t);
    const res = await setStart(lone.cookie, { start: 10 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/Connect Kick first/);

    const { p } = await connectedChannel();
    await setStart(p.cookie, { start: 99 });
    await suite.connect(p.cookie); // the same channel again: kept
    expect(await followersOf(p.cookie)).toMatchObject({ start: 99 });
    kick.account = { id: channelSeq++, name: 'another_channel' };
    await suite.connect(p.cookie);
    expect((await findConnection(suite.t.app.db, 'kick', p.user.id))!.followerStart).toBeNull();
    expect(await followersOf(p.cookie)).toEqual({ start: null, counted: 0, since: null });
  });
});
