import { createFormDefaults } from '@core/counter/settings-defaults';
import { describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../live/testing/live-test-support';
import { openSse } from '../../live/testing/sse-client';
import { findConnection } from '../connection-queries';
import { setUpPlatformConnection } from '../testing/platform-connection';
import { kickPayloads } from './testing/kick-payloads';
import { KickStandIn } from './testing/kick-stand-in';

// Kick as a live-source platform (issue 39, item 2), through the connections' token path
// (docs/decisions/039d-connected-live-sources.md): `kick` counts subscribers, read with the
// creator's own token from Get Channels; `kick_followers` counts followers from the start the
// creator entered plus each `channel.followed`, shown as `counted`.

const kick = new KickStandIn();
const suite = setUpPlatformConnection('kick', kick);

let channelSeq = 5000;
async function connectedChannel() {
  const id = channelSeq++;
  kick.account = { id, name: `kick_${id}` };
  const p = await suite.connected();
  return { p, id, payloads: kickPayloads(id) };
}

async function saveCounter(cookie: string, platform: 'kick' | 'kick_followers', account: string) {
  return suite.t.request({
    method: 'POST',
    url: '/api/counters',
    cookie,
    payload: {
      name: 'Kick',
      settings: {
        ...createFormDefaults(new Date(), 'UTC'),
        countdownType: 'number',
        startNumber: 0,
        endNumber: 10_000,
        liveSources: [{ platform, account }],
      },
    },
  });
}

let base: string | null = null;
/** The count an opened display shows first. */
async function displayed(counterId: string) {
  base ??= await listenOnLoopback(suite.t);
  const stream = await openSse(`${base}/api/counters/${counterId}/events`);
  try {
    const frame = JSON.parse((await stream.next(5000)).data) as {
      source?: { value: number | null; precision: string; parts: { note: string | null }[] };
    };
    return frame.source;
  } finally {
    stream.close();
  }
}

const deliver = (d: { headers: Record<string, string>; body: string }) =>
  suite.t.app.inject({
    method: 'POST',
    url: '/api/integrations/kick/webhook',
    headers: d.headers,
    payload: d.body,
  });

describe('Kick subscribers as a live count', () => {
  it("are read with the creator's own token, exact, and keep their value once the token is revoked", async () => {
    const { p, id } = await connectedChannel();
    kick.subscribers.set(id, 150);
    const saved = await saveCounter(p.cookie, 'kick', String(id));
    expect(saved.statusCode, saved.body).toBe(201);
    const counterId = saved.json().id as string;
    expect(await displayed(counterId)).toMatchObject({ value: 150, precision: 'exact' });
    const row = (await findConnection(suite.t.app.db, 'kick', p.user.id))!;
    const sent = kick.callsTo('GET', '/public/v1/channels').at(-1)!;
    expect(sent.authorization).toMatch(/^Bearer \S+$/);
    expect(suite.t.app.tokenSeal.open(row.accessToken)).toBe(sent.authorization!.slice(7));

    // The creator removes Countstream at Kick: the next read gets a 401, one refused refresh, and
    // the connection needs reauth; the display keeps 150.
    kick.revokeAll();
    kick.subscribers.set(id, 151);
    const look = await suite.t.request({
      method: 'GET',
      url: `/api/live-sources/lookup?platform=kick&account=${id}`,
      cookie: p.cookie,
    });
    expect(look.statusCode).toBe(503);
    expect(look.json().message).toBe('Connect your Kick account again to read its count.');
    expect((await findConnection(suite.t.app.db, 'kick', p.user.id))!.status).toBe('needs_reauth');
    expect(await displayed(counterId)).toMatchObject({ value: 150, precision: 'exact' });
  });

  it('cannot follow a channel the owner did not connect', async () => {
    const { id } = await connectedChannel();
    const other = await connectedChannel();
    const res = await saveCounter(other.p.cookie, 'kick', String(id));
    expect(res.statusCode).toBe(400);
  });
});

describe('Kick followers as a live count', () => {
  it('count from the start the creator entered, each follow once, labelled counted', async () => {
    const { p, id, payloads } = await connectedChannel();
    const saved = await saveCounter(p.cookie, 'kick_followers', String(id));
    expect(saved.statusCode, saved.body).toBe(201);
    const counterId = saved.json().id as string;
    // No start yet: nothing honest to show.
    expect(await displayed(counterId)).toMatchObject({ value: null, precision: 'unavailable' });

    await suite.t.request({
      method: 'PUT',
      url: '/api/integrations/kick/followers',
      cookie: p.cookie,
      payload: { start: 1200 },
    });
    expect(await displayed(counterId)).toMatchObject({ value: 1200, precision: 'counted' });

    const follow = kick.delivery('channel.followed', payloads.followed());
    await deliver(follow);
    await deliver(kick.delivery('channel.followed', payloads.followed()));
    expect(await displayed(counterId)).toMatchObject({ value: 1202, precision: 'counted' });
    expect((await deliver(follow)).json()).toEqual({ received: true, duplicate: true });
    expect(await displayed(counterId)).toMatchObject({ value: 1202, precision: 'counted' });
  });
});
