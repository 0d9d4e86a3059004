import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLinks, counterHooks } from '../db/schema';
import { createApiKey, createSyncedCounter, premiumUser } from '../live/testing/live-test-support';
import { linkToken } from '../test/smtp-sink';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../test/test-app';
import { hashToken } from './tokens';

// Deliverable 4 of issue 22: reset links that end when they should, and a reset that locks out
// whoever had access (sessions, API keys, webhook URLs).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function askReset(email: string): Promise<string> {
  const after = t.smtp.mails.length;
  const res = await t.request({ method: 'POST', url: '/api/forgot-password', payload: { email } });
  expect(res.statusCode).toBe(200);
  return linkToken(await t.smtp.waitFor(email, { subject: 'Reset', after }), '/auth/reset');
}
const reset = (token: string, password = 'brand-new-pw') =>
  t.request({ method: 'POST', url: '/api/reset-password', payload: { token, password } });

describe('reset links', () => {
  it('a newer link ends every older one', async () => {
    const { email } = await signUp(t);
    const first = await askReset(email);
    const second = await askReset(email);
    const third = await askReset(email);
    for (const old of [first, second]) {
      const res = await reset(old);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This reset link is invalid or has expired. Request a new one.');
    }
    expect((await reset(third)).statusCode).toBe(200);
  });

  it('expire after 30 minutes', async () => {
    const { email } = await signUp(t);
    const token = await askReset(email);
    const [row] = await t.app.db
      .select()
      .from(authLinks)
      .where(eq(authLinks.tokenHash, hashToken(token)));
    expect(Math.abs(row!.expiresAt.getTime() - Date.now() - 30 * 60_000)).toBeLessThan(60_000);
    await t.app.db
      .update(authLinks)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(authLinks.tokenHash, hashToken(token)));
    expect((await reset(token)).statusCode).toBe(400);
  });

  it('a confirmation or sign-in link cannot be used as a reset link', async () => {
    const { email } = await signUp(t);
    const proof = linkToken(await t.smtp.waitFor(email, { subject: 'Welcome' }), '/auth/verify');
    expect((await reset(proof)).statusCode).toBe(400);
  });
});

describe('using a reset link', () => {
  it('ends every session, proves the address, and turns off API keys and webhook URLs', async () => {
    const owner = await premiumUser(t);
    const counterId = await createSyncedCounter(t, owner.cookie);
    const key = await createApiKey(t, owner.cookie, 'Stream Deck');
    const hook = await t.request({
      method: 'POST',
      url: `/api/counters/${counterId}/hook`,
      cookie: owner.cookie,
    });
    expect(hook.statusCode).toBe(200);
    const hookUrl = new URL(hook.json().url).pathname;
    const otherLogin = sessionCookieOf(
      await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: owner.email, password: owner.password },
      }),
    );

    const callWithKey = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/counters/${counterId}/increment`,
        headers: { authorization: `Bearer ${key.key}` },
        payload: {},
      });
    expect((await callWithKey()).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: hookUrl })).statusCode).toBe(200);

    expect((await reset(await askReset(owner.email))).statusCode).toBe(200);

    for (const cookie of [owner.cookie, otherLogin]) {
      expect((await t.request({ method: 'GET', url: '/api/user', cookie })).statusCode).toBe(401);
    }
    expect((await callWithKey()).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: hookUrl })).statusCode).toBe(404);
    expect(await t.app.db.select().from(counterHooks).where(eq(counterHooks.counterId, counterId))).toEqual(
      [],
    );

    const mail = await t.smtp.waitFor(owner.email, { subject: 'password was changed' });
    expect(mail.text).toContain('API key "Stream Deck"');
    expect(mail.text).toContain('Webhook URL of the counter "Live"');

    const signIn = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: owner.email, password: 'brand-new-pw' },
    });
    expect(signIn.json()).toMatchObject({ emailVerified: true });
  });

  it('tells an owner without integrations that there was nothing to turn off', async () => {
    const { email } = await signUp(t);
    expect((await reset(await askReset(email))).statusCode).toBe(200);
    const mail = await t.smtp.waitFor(email, { subject: 'password was changed' });
    expect(mail.text).toContain('had no API keys, webhook URLs, outbound webhooks or connected channels');
    // Someone else changed it? The mail links straight to asking for a new reset link.
    expect(mail.text).toContain(
      'If you did not change your password, reset it again now: http://localhost:3000/auth?mode=forgot',
    );
  });
});
