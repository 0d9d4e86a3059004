import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tokenKeyBytes } from '../config';
import { premiumUser } from '../live/testing/live-test-support';
import { sealStoredTokens } from '../platform-apis/seal-stored-tokens';
import { createTokenSeal, SEALED_PREFIX } from '../platform-apis/token-seal';
import { createTwitchApi } from '../platform-apis/twitch-api';
import { createTestApp, type TestApp } from '../test/test-app';
import { findConnection } from './connection-queries';
import { KickStandIn } from './kick/testing/kick-stand-in';
import { openedConnection, platformFlow, setConnection } from './testing/platform-connection';
import { freshAccessToken } from './twitch/connect-service';
import { TwitchStandIn } from './twitch/testing/twitch-stand-in';

// Platform tokens at rest: after a connect, a refresh, and the start-up pass over a row an older
// release stored in clear, the database's own rows (read with SQL, not through our queries) hold
// no token in clear; nor does any log line the app wrote meanwhile, at its most talkative level,
// nor any answer. A rotation seals every row again with the new key, and a key that opens nothing
// stops the start with a message that says what to set.

const twitch = new TwitchStandIn();
const kick = new KickStandIn();
const logLines: string[] = [];
let t: TestApp;
const twitchFlow = platformFlow('twitch', () => t);
const kickFlow = platformFlow('kick', () => t);
/** Every token the stand-ins gave us: none may appear anywhere but in our memory. */
const issued = new Set<string>();

beforeAll(async () => {
  await twitch.start();
  await kick.start();
  t = await createTestApp(
    { ...twitch.appConfig(), ...kick.appConfig(), LOG_LEVEL: 'trace' },
    { logStream: { write: (line) => logLines.push(line) } },
  );
});
afterAll(async () => {
  await t?.close();
  await twitch.close();
  await kick.close();
});

let seq = 7700;
beforeEach(() => {
  const id = seq++;
  twitch.account = { id: String(id), login: `sealed_${id}` };
  kick.account = { id, name: `kick_sealed_${id}` };
});

interface RawRow {
  user_id: string;
  platform: string;
  access_token: string;
  refresh_token: string | null;
}
async function rawRows(): Promise<RawRow[]> {
  const result = await t.app.db.execute(
    sql`select user_id, platform, access_token, refresh_token from platform_connections`,
  );
  return (result as unknown as { rows: RawRow[] }).rows;
}

/** Remembers the tokens of the user's connections as the platforms issued them. */
async function noteIssued(userId: string) {
  for (const platform of ['twitch', 'kick'] as const) {
    const row = await openedConnection(t.app, platform, userId);
    if (!row) continue;
    issued.add(row.accessToken);
    if (row.refreshToken) issued.add(row.refreshToken);
  }
}

/** No issued token in the rows, and every stored token sealed with `keyId`. */
async function expectSealedAtRest(keyId = t.app.tokenSeal.keyId) {
  const rows = await rawRows();
  expect(rows.length).toBeGreaterThan(0);
  const text = JSON.stringify(rows);
  for (const token of issued) expect(text).not.toContain(token);
  for (const row of rows) {
    expect(row.access_token.startsWith(`${SEALED_PREFIX}${keyId}:`)).toBe(true);
    if (row.refresh_token !== null)
      expect(row.refresh_token.startsWith(`${SEALED_PREFIX}${keyId}:`)).toBe(true);
  }
}

function expectNowhereElse(...answers: string[]) {
  expect(logLines.length).toBeGreaterThan(0);
  const text = [...logLines, ...answers].join('\n');
  for (const token of issued) expect(text).not.toContain(token);
}

describe('platform tokens at rest', () => {
  it('a connect stores only sealed tokens, and no log line or answer holds one', async () => {
    const p = await premiumUser(t);
    const twitchStart = await twitchFlow.startConnect(p.cookie);
    const twitchBack = await twitchFlow.callback(twitchStart.callback, p.cookie);
    const kickStart = await kickFlow.startConnect(p.cookie);
    const kickBack = await kickFlow.callback(kickStart.callback, p.cookie);
    await noteIssued(p.user.id);
    expect(issued.size).toBe(4);
    await expectSealedAtRest();
    const answers = [
      JSON.stringify(await twitchFlow.status(p.cookie)),
      JSON.stringify(await kickFlow.status(p.cookie)),
      JSON.stringify(twitchBack.headers),
      JSON.stringify(kickBack.headers),
      twitchBack.body,
      kickBack.body,
    ];
    expectNowhereElse(...answers);
  });

  it('a refresh stores the new pair sealed (Kick through a reconnect, Twitch through its token check)', async () => {
    const p = await premiumUser(t);
    await twitchFlow.connect(p.cookie);
    await kickFlow.connect(p.cookie);
    await noteIssued(p.user.id);
    const past = new Date(Date.now() - 1000);
    await setConnection(t.app.db, 'kick', p.user.id, { tokenExpiresAt: past });
    await setConnection(t.app.db, 'twitch', p.user.id, { tokenExpiresAt: past });
    kick.expireUserTokens();
    twitch.expireUserTokens();
    // A reconnect removes the old subscriptions with a refreshed token first.
    kick.calls = [];
    await kickFlow.connect(p.cookie);
    expect(kick.calls.some((c) => c.body?.grant_type === 'refresh_token')).toBe(true);
    const row = (await findConnection(t.app.db, 'twitch', p.user.id))!;
    const fresh = await freshAccessToken(t.app.db, t.app.tokenSeal, createTwitchApi(t.config), row);
    expect(twitch.isLive(fresh)).toBe(true);
    await noteIssued(p.user.id);
    expect(issued.has(fresh)).toBe(true);
    await expectSealedAtRest();
    expectNowhereElse(JSON.stringify(await twitchFlow.status(p.cookie)));
  });

  it('the start-up pass seals a row stored in clear, once, and the row still works', async () => {
    const p = await premiumUser(t);
    await twitchFlow.connect(p.cookie);
    const clear = (await openedConnection(t.app, 'twitch', p.user.id))!;
    issued.add(clear.accessToken);
    issued.add(clear.refreshToken!);
    // As the release before sealing left it.
    await setConnection(t.app.db, 'twitch', p.user.id, {
      accessToken: clear.accessToken,
      refreshToken: clear.refreshToken,
    });
    expect(JSON.stringify(await rawRows())).toContain(clear.accessToken);
    expect(await sealStoredTokens(t.app.db, t.app.tokenSeal)).toBe(1);
    await expectSealedAtRest();
    expect(await openedConnection(t.app, 'twitch', p.user.id)).toMatchObject({
      accessToken: clear.accessToken,
      refreshToken: clear.refreshToken,
    });
    // Idempotent: a second start has nothing to do, and changes nothing.
    const before = await rawRows();
    expect(await sealStoredTokens(t.app.db, t.app.tokenSeal)).toBe(0);
    expect(await rawRows()).toEqual(before);
  });

  it('a new key with the old one as previous seals every row again; a key that opens nothing stops the start', async () => {
    const oldKey = tokenKeyBytes(t.config.TOKEN_KEY!)!;
    const newKey = randomBytes(32);
    const rows = await rawRows();
    const rotated = createTokenSeal(newKey, [oldKey]);
    expect(await sealStoredTokens(t.app.db, rotated)).toBe(rows.length);
    await expectSealedAtRest(rotated.keyId);
    const after = await rawRows();
    for (const row of rows) {
      const now = after.find((r) => r.user_id === row.user_id && r.platform === row.platform)!;
      expect(rotated.open(now.access_token)).toBe(t.app.tokenSeal.open(row.access_token));
    }
    expect(await sealStoredTokens(t.app.db, rotated)).toBe(0);

    // TOKEN_KEY changed without TOKEN_KEY_PREVIOUS: refused, nothing rewritten.
    const stranger = createTokenSeal(randomBytes(32));
    await expect(sealStoredTokens(t.app.db, stranger)).rejects.toThrow(
      new RegExp(`sealed with key ${rotated.keyId}.*Set TOKEN_KEY_PREVIOUS to the key it was sealed with`),
    );
    expect(await rawRows()).toEqual(after);

    // And back, for the app's own key.
    expect(await sealStoredTokens(t.app.db, createTokenSeal(oldKey, [newKey]))).toBe(rows.length);
    await expectSealedAtRest();
  });
});
