import { describe, expect, it } from 'vitest';
import { checkCreatorConnections } from '../connection-check';
import { findConnection } from '../connection-queries';
import { openedConnection, setUpPlatformConnection } from '../testing/platform-connection';
import { KickStandIn } from './testing/kick-stand-in';

// Kick's side of expired or revoked access (issue 39, item 5; the Twitch side and the displays in
// ../reauth.test.ts): the public API answers 401 "Unauthorized" to a token that stopped working, the
// token endpoint 400 `invalid_grant` to a refresh token that did; one refresh, then needs_reauth and
// one e-mail.

const kick = new KickStandIn();
const suite = setUpPlatformConnection('kick', kick);

const refreshCalls = () =>
  kick.callsTo('POST', '/oauth/token').filter((c) => c.body?.grant_type === 'refresh_token').length;

describe('a Kick token the creator revoked', () => {
  it('gets one refresh, then the connection needs reauth and the owner one e-mail', async () => {
    const p = await suite.connected();
    const held = (await openedConnection(suite.t.app, 'kick', p.user.id))!;
    kick.revokeAll();
    const refreshes = refreshCalls();

    expect((await checkCreatorConnections(suite.t.app)).needsReauth).toBe(1);
    await checkCreatorConnections(suite.t.app);
    await suite.t.app.background.idle();

    expect(refreshCalls()).toBe(refreshes + 1);
    expect((await findConnection(suite.t.app.db, 'kick', p.user.id))!.status).toBe('needs_reauth');
    const mails = suite.t.smtp.mails.filter((m) => m.to.includes(p.email.toLowerCase()));
    const reconnect = mails.filter((m) => m.subject.includes('Reconnect Kick'));
    expect(reconnect).toHaveLength(1);
    expect(reconnect[0]!.text).toContain('your channel kickstreamer');
    expect(reconnect[0]!.raw).not.toContain(held.accessToken);

    // Connecting again clears it; disconnecting after a revocation still works.
    await suite.connect(p.cookie);
    expect((await findConnection(suite.t.app.db, 'kick', p.user.id))!.status).toBe('connected');
    expect((await checkCreatorConnections(suite.t.app)).ok).toBe(1);
  });
});
