import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '../config';
import { findConnection, findConnectionByAccount } from '../integrations/connection-queries';
import { KickStandIn } from '../integrations/kick/testing/kick-stand-in';
import {
  openedConnection,
  platformFlow,
  setConnection,
  setUpPlatformConnection,
} from '../integrations/testing/platform-connection';
import { TwitchStandIn } from '../integrations/twitch/testing/twitch-stand-in';
import { premiumUser } from '../live/testing/live-test-support';
import { kickEnder, twitchEnder } from './connection-enders';
import {
  platformApis,
  revokeAtPlatforms,
  type TakenConnection,
  type TakenConnections,
  takeUserConnections,
} from './end-connections';
import { createKickApi } from './kick-api';
import { createTwitchApi } from './twitch-api';

// Ending a user's Twitch and Kick connections, as a password reset and an account deletion do: the
// rows go inside the caller's transaction, then each platform is asked to drop the subscriptions
// and revoke the tokens. One app talks to both loopback stand-ins (twitch/testing, kick/testing),
// which answer the revoke endpoints as Twitch and Kick document them.

const twitch = new TwitchStandIn();
const kick = new KickStandIn();
// Kick's stand-in starts first, so its URLs exist when the app is configured.
beforeAll(async () => {
  await kick.start();
});
afterAll(() => kick.close());
const suite = setUpPlatformConnection('twitch', twitch, () => kick.appConfig());
const kickFlow = platformFlow('kick', () => suite.t);

let accountSeq = 9100;
beforeEach(() => {
  for (const s of [twitch, kick]) {
    s.calls = [];
    s.revokedTokens = [];
    s.failDeletes = false;
    s.failRevokes = false;
  }
  const id = accountSeq++;
  twitch.account = { id: String(id), login: `ending_${id}` };
  kick.account = { id, name: `kick_ending_${id}` };
});

/** A Premium user with both platforms connected, the rows as connect stored them; the calls so far forgotten. */
async function connectedToBoth() {
  const p = await suite.connected();
  await kickFlow.connect(p.cookie);
  // The tokens in clear, as the platforms know them.
  const twitchRow = (await openedConnection(suite.t.app, 'twitch', p.user.id))!;
  const kickRow = (await openedConnection(suite.t.app, 'kick', p.user.id))!;
  expect(twitchRow.subscriptionIds.length).toBeGreaterThan(0);
  expect(kickRow.subscriptionIds.length).toBeGreaterThan(0);
  // From here on, only what ending the connections calls.
  twitch.calls = [];
  kick.calls = [];
  return { ...p, twitchRow, kickRow };
}

const take = (userId: string) => suite.t.app.db.transaction((tx) => takeUserConnections(tx, userId));
const kickChannelSubscriptions = () =>
  [...kick.subscriptions.values()].filter((s) => s.broadcaster_user_id === kick.account.id);

async function expectRowsGone(userId: string) {
  const db = suite.t.app.db;
  expect(await findConnection(db, 'twitch', userId)).toBeUndefined();
  expect(await findConnection(db, 'kick', userId)).toBeUndefined();
  // What the webhook routes look a delivery's channel up by: nothing answers for it any more.
  expect(await findConnectionByAccount(db, 'twitch', twitch.account.id)).toBeFalsy();
  expect(await findConnectionByAccount(db, 'kick', String(kick.account.id))).toBeFalsy();
}

describe('takeUserConnections', () => {
  it('deletes both rows and answers what the platforms need, with the names for a mail', async () => {
    const { user, twitchRow, kickRow } = await connectedToBoth();
    const sealed = await take(user.id);
    // Taken as stored, sealed; they open to the tokens the platforms issued.
    const of = (platform: string) => sealed.find((c) => c.platform === platform);
    expect(sealed).toHaveLength(2);
    expect(of('twitch')?.accessToken).toMatch(/^sealed:v1:/);
    expect(of('kick')?.refreshToken).toMatch(/^sealed:v1:/);
    const seal = suite.t.app.tokenSeal;
    const opened = (c: TakenConnection | undefined) =>
      c && { ...c, accessToken: seal.open(c.accessToken), refreshToken: seal.open(c.refreshToken!) };
    const taken = { twitch: opened(of('twitch')), kick: opened(of('kick')) };
    expect(taken).toEqual({
      twitch: {
        platform: 'twitch',
        name: twitch.account.login,
        accessToken: twitchRow.accessToken,
        refreshToken: twitchRow.refreshToken,
        tokenExpiresAt: twitchRow.tokenExpiresAt,
        subscriptionIds: twitchRow.subscriptionIds,
      },
      kick: {
        platform: 'kick',
        name: kick.account.name,
        accessToken: kickRow.accessToken,
        refreshToken: kickRow.refreshToken,
        tokenExpiresAt: kickRow.tokenExpiresAt,
        subscriptionIds: kickRow.subscriptionIds,
      },
    });
    await expectRowsGone(user.id);
    // Taking is local only: the platforms hear of it from revokeAtPlatforms.
    expect(twitch.calls).toEqual([]);
    expect(kick.calls).toEqual([]);
  });

  it('is part of the caller’s transaction: a rollback keeps the connections', async () => {
    const { user } = await connectedToBoth();
    await expect(
      suite.t.app.db.transaction(async (tx) => {
        expect(await takeUserConnections(tx, user.id)).toHaveLength(2);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await findConnection(suite.t.app.db, 'twitch', user.id)).toBeDefined();
    expect(await findConnection(suite.t.app.db, 'kick', user.id)).toBeDefined();
  });

  it('a user with no connections gets none, and the platforms are never called', async () => {
    const p = await premiumUser(suite.t);
    const taken = await take(p.user.id);
    expect(taken).toEqual([]);
    const log = { warn: vi.fn() };
    await revokeAtPlatforms(platformApis(suite.t.app), taken, log);
    expect(twitch.calls).toEqual([]);
    expect(kick.calls).toEqual([]);
    expect(log.warn).not.toHaveBeenCalled();
  });
});

describe('revokeAtPlatforms', () => {
  it('removes the subscriptions and revokes both tokens at Twitch and at Kick; the tokens stop working', async () => {
    const { user, twitchRow, kickRow } = await connectedToBoth();
    const taken = await take(user.id);
    const log = { warn: vi.fn() };
    await revokeAtPlatforms(platformApis(suite.t.app), taken, log);
    expect(log.warn).not.toHaveBeenCalled();
    await expectRowsGone(user.id);

    // Twitch: each subscription deleted with the app token, then the form Twitch documents.
    const deleted = twitch.callsTo('DELETE', '/helix/eventsub/subscriptions').map((c) => c.query.get('id'));
    expect(deleted.sort()).toEqual([...twitchRow.subscriptionIds].sort());
    for (const id of twitchRow.subscriptionIds) expect(twitch.subscriptions.has(id)).toBe(false);
    expect(twitch.callsTo('POST', '/oauth2/revoke').map((c) => c.body)).toEqual([
      { client_id: twitch.clientId, token: twitchRow.accessToken },
      { client_id: twitch.clientId, token: twitchRow.refreshToken },
    ]);
    expect(twitch.revokedTokens).toEqual([twitchRow.accessToken, twitchRow.refreshToken]);
    const twitchApi = createTwitchApi(suite.t.config);
    await expect(twitchApi.getUser(twitchRow.accessToken)).rejects.toMatchObject({ status: 401 });
    await expect(twitchApi.refreshTokens(twitchRow.refreshToken!)).rejects.toMatchObject({ status: 400 });

    // Kick: the subscriptions removed with the user's token, then each token named by its kind.
    const [unsubscribe] = kick.callsTo('DELETE', '/public/v1/events/subscriptions');
    expect(unsubscribe?.query.getAll('id').sort()).toEqual([...kickRow.subscriptionIds].sort());
    expect(unsubscribe?.authorization).toBe(`Bearer ${kickRow.accessToken}`);
    expect(kickChannelSubscriptions()).toEqual([]);
    const revokes = kick.callsTo('POST', '/oauth/revoke');
    expect(revokes.map((c) => Object.fromEntries(c.query))).toEqual([
      { token: kickRow.accessToken, token_hint_type: 'access_token' },
      { token: kickRow.refreshToken, token_hint_type: 'refresh_token' },
    ]);
    expect(revokes.every((c) => c.body === null)).toBe(true);
    expect(kick.revokedTokens).toEqual([kickRow.accessToken, kickRow.refreshToken]);
    const kickApi = createKickApi(suite.t.config);
    await expect(kickApi.getUser(kickRow.accessToken)).rejects.toMatchObject({ status: 401 });
    await expect(kickApi.refreshTokens(kickRow.refreshToken!)).rejects.toMatchObject({ status: 400 });

    // Revoking again is "already invalid" (Twitch's 400 Invalid token, Kick's 400): done, not an error.
    await expect(twitchApi.revokeToken(twitchRow.accessToken)).resolves.toBe(false);
    await expect(kickApi.revokeToken(kickRow.refreshToken!, 'refresh_token')).resolves.toBe(false);
  });

  it('refreshes an expired pair first, so no grant that still works is left at either platform', async () => {
    const { user, twitchRow, kickRow } = await connectedToBoth();
    const past = new Date(Date.now() - 1000);
    const db = suite.t.app.db;
    await setConnection(db, 'twitch', user.id, { tokenExpiresAt: past });
    await setConnection(db, 'kick', user.id, { tokenExpiresAt: past });
    twitch.expireUserTokens();
    kick.expireUserTokens();
    const taken = await take(user.id);
    const log = { warn: vi.fn() };
    await revokeAtPlatforms(platformApis(suite.t.app), taken, log);
    expect(log.warn).not.toHaveBeenCalled();

    for (const [standIn, row] of [
      [twitch, twitchRow],
      [kick, kickRow],
    ] as const) {
      // The new pair was revoked; the expired token and the exchanged refresh token were already dead.
      const [freshAccess, freshRefresh] = standIn.revokedTokens;
      expect(standIn.revokedTokens).toHaveLength(2);
      expect([freshAccess, freshRefresh]).not.toContain(row.accessToken);
      expect([freshAccess, freshRefresh]).not.toContain(row.refreshToken);
      for (const token of [freshAccess!, freshRefresh!, row.accessToken, row.refreshToken!])
        expect(standIn.isLive(token)).toBe(false);
    }
    // Kick's subscriptions went with the refreshed token.
    const [unsubscribe] = kick.callsTo('DELETE', '/public/v1/events/subscriptions');
    expect(unsubscribe?.authorization).toBe(`Bearer ${kick.revokedTokens[0]}`);
    expect(kickChannelSubscriptions()).toEqual([]);
  });

  it('a platform that does not answer, or answers 500: the rows are still gone and nothing throws', async () => {
    const { user, kickRow } = await connectedToBoth();
    const taken = await take(user.id);
    const down = await new TwitchStandIn().start();
    await down.close();
    const apis = {
      enders: {
        twitch: twitchEnder(
          createTwitchApi({ ...suite.t.config, TWITCH_AUTH_URL: down.authUrl, TWITCH_API_URL: down.apiUrl }),
        ),
        kick: platformApis(suite.t.app).enders.kick,
        tiktok: null,
        threads: null,
        instagram: null,
        facebook: null,
      },
      seal: suite.t.app.tokenSeal,
    };
    kick.failDeletes = true;
    kick.failRevokes = true;
    const log = { warn: vi.fn() };
    await expect(revokeAtPlatforms(apis, taken, log)).resolves.toBeUndefined();
    await expectRowsGone(user.id);
    const messages = log.warn.mock.calls.map(([, message]) => String(message));
    // Twitch did not answer the first call: the rest were not asked (each would wait for its timeout).
    expect(messages.filter((m) => m.startsWith('Twitch'))).toEqual([
      expect.stringContaining('Twitch did not answer'),
    ]);
    // Kick answered 500 to each: every call was still made, and each refusal logged.
    expect(messages.filter((m) => m.startsWith('Kick refused'))).toHaveLength(3);
    expect(kick.revokedTokens).toEqual([]);
    expect(kick.isLive(kickRow.accessToken)).toBe(true);
    // No token ever reaches the log.
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain(kickRow.accessToken);
  });

  it('the other way round: Twitch answering 503, Kick not answering', async () => {
    const { user, twitchRow } = await connectedToBoth();
    const taken = await take(user.id);
    const down = await new KickStandIn().start();
    await down.close();
    const apis = {
      enders: {
        twitch: platformApis(suite.t.app).enders.twitch,
        kick: kickEnder(
          createKickApi({ ...suite.t.config, KICK_AUTH_URL: down.authUrl, KICK_API_URL: down.apiUrl }),
        ),
        tiktok: null,
        threads: null,
        instagram: null,
        facebook: null,
      },
      seal: suite.t.app.tokenSeal,
    };
    twitch.failDeletes = true;
    twitch.failRevokes = true;
    const log = { warn: vi.fn() };
    await expect(revokeAtPlatforms(apis, taken, log)).resolves.toBeUndefined();
    await expectRowsGone(user.id);
    const messages = log.warn.mock.calls.map(([, message]) => String(message));
    expect(messages.filter((m) => m.startsWith('Twitch refused'))).toHaveLength(
      twitchRow.subscriptionIds.length + 2,
    );
    expect(messages.filter((m) => m.startsWith('Kick'))).toEqual([
      expect.stringContaining('Kick did not answer'),
    ]);
    expect(twitch.isLive(twitchRow.refreshToken!)).toBe(true);
  });
});

describe('platformApis', () => {
  it('answers an ender per configured platform, the same ones each time, and null for one not configured', async () => {
    const apis = platformApis(suite.t.app);
    expect(apis.enders.twitch).not.toBeNull();
    expect(apis.enders.kick).not.toBeNull();
    expect(platformApis(suite.t.app)).toBe(apis);
    const kickless = platformApis({
      config: { ...suite.t.config, KICK_CLIENT_SECRET: undefined } as Config,
      tokenSeal: suite.t.app.tokenSeal,
    });
    expect(kickless.enders.kick).toBeNull();
    expect(kickless.enders.twitch).not.toBeNull();

    // A connection of a platform not configured any more: logged as left there, nothing called.
    const { user } = await connectedToBoth();
    const taken: TakenConnections = await take(user.id);
    const log = { warn: vi.fn() };
    await revokeAtPlatforms(
      {
        enders: { twitch: null, kick: null, tiktok: null, threads: null, instagram: null, facebook: null },
        seal: suite.t.app.tokenSeal,
      },
      taken,
      log,
    );
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(twitch.calls).toEqual([]);
    expect(kick.calls).toEqual([]);
  });
});
