import { beforeEach, describe, expect, it } from 'vitest';
import { findConnection } from '../integrations/connection-queries';
import { openedConnection, setUpPlatformConnection } from '../integrations/testing/platform-connection';
import { TwitchStandIn } from '../integrations/twitch/testing/twitch-stand-in';
import { linkToken } from '../test/smtp-sink';

// The mailbox owner taking an account over (a reset, or a first sign-in link) also ends the Twitch
// connection whoever was in the account made: the row goes at once, and Twitch is asked to revoke
// the tokens after the commit. The mail names the channel.
const twitch = new TwitchStandIn();
const suite = setUpPlatformConnection('twitch', twitch);

let seq = 9300;
beforeEach(() => {
  twitch.revokedTokens = [];
  const id = seq++;
  twitch.account = { id: String(id), login: `taken_${id}` };
});

async function connectedRow() {
  const p = await suite.connected();
  const row = (await openedConnection(suite.t.app, 'twitch', p.user.id))!;
  expect(row.accessToken).toBeTruthy();
  return { p, row };
}

describe('taking an account over ends its Twitch connection', () => {
  it('a reset revokes the tokens at Twitch and names the channel in the mail', async () => {
    const t = suite.t;
    const { p, row } = await connectedRow();
    await t.request({ method: 'POST', url: '/api/forgot-password', payload: { email: p.email } });
    const token = linkToken(await t.smtp.waitFor(p.email, { subject: 'Reset' }), '/auth/reset');
    const reset = await t.request({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'a-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await findConnection(t.app.db, 'twitch', p.user.id)).toBeUndefined();
    await t.app.background.idle();
    expect(twitch.revokedTokens).toContain(row.accessToken);
    const mail = await t.smtp.waitFor(p.email, { subject: 'password was changed' });
    expect(mail.text).toContain(`Connection to the Twitch channel ${row.name}`);
  });

  it('a first sign-in link on an unproven address revokes them too', async () => {
    const t = suite.t;
    const { p, row } = await connectedRow();
    await t.request({ method: 'POST', url: '/api/sign-in-link', payload: { email: p.email } });
    const token = linkToken(await t.smtp.waitFor(p.email, { subject: 'sign-in link' }), '/auth/link');
    const used = await t.request({ method: 'POST', url: '/api/sign-in-link/use', payload: { token } });
    expect(used.statusCode).toBe(200);
    expect(await findConnection(t.app.db, 'twitch', p.user.id)).toBeUndefined();
    await t.app.background.idle();
    expect(twitch.revokedTokens).toContain(row.accessToken);
    const mail = await t.smtp.waitFor(p.email, { subject: 'choose a password' });
    expect(mail.text).toContain(`Connection to the Twitch channel ${row.name}`);
  });
});
