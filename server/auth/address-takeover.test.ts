import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createApiKey, createSyncedCounter } from '../live/testing/live-test-support';
import { linkToken } from '../test/smtp-sink';
import { createTestApp, sessionCookieOf, signUp, type TestApp, uniqueEmail } from '../test/test-app';
import { PROOF_NEEDS_PASSWORD, PROOF_WRONG_PASSWORD } from './address-proof';
import { findUserByEmail } from './user-queries';

// Someone signs up first with an address that is not theirs (the operator's ADMIN_EMAIL, or any
// customer's) and keeps a session, a password and an API key. Whatever mailed link the real owner
// then opens, the squatter must be out before the proof grants anything: admin, billing, the account.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const me = (cookie: string) => t.request({ method: 'GET', url: '/api/user', cookie });
const login = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/login', payload: { email, password } });
const verify = (payload: Record<string, unknown>, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/verify-email', payload, cookie });

/** An app whose ADMIN_EMAIL was taken by a squatter with a session, a password and a live API key. */
async function squatted() {
  const operator = uniqueEmail('operator');
  const app = await createTestApp({ ADMIN_EMAIL: operator });
  const squatter = await signUp(app, { email: operator, password: 'squatters-password' });
  // Admin-granted Premium so the squatter can hold an API key too (a credential without a password).
  await app.app.db
    .update(users)
    .set({ subscriptionStatus: 'active', premiumSource: 'admin', adminPremium: true })
    .where(eq(users.id, squatter.user.id));
  const counterId = await createSyncedCounter(app, squatter.cookie);
  const key = await createApiKey(app, squatter.cookie, 'Squatter bot');
  const welcome = linkToken(await app.smtp.waitFor(operator, { subject: 'Welcome' }), '/auth/verify');
  const keyWorks = async () =>
    (
      await app.app.inject({
        method: 'POST',
        url: `/api/v1/counters/${counterId}/increment`,
        headers: { authorization: `Bearer ${key.key}` },
        payload: {},
      })
    ).statusCode === 200;
  expect(await keyWorks()).toBe(true);
  return { app, operator, squatter, welcome, keyWorks };
}

describe('the confirmation link', () => {
  it('opened where the account is not signed in, asks for the password and changes nothing', async () => {
    const s = await squatted();
    try {
      const ask = await s.app.request({
        method: 'POST',
        url: '/api/verify-email',
        payload: { token: s.welcome },
      });
      expect(ask.statusCode).toBe(400);
      expect(ask.json()).toMatchObject({ message: PROOF_NEEDS_PASSWORD, reason: 'password_needed' });
      const wrong = await s.app.request({
        method: 'POST',
        url: '/api/verify-email',
        payload: { token: s.welcome, password: 'a guess' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: PROOF_WRONG_PASSWORD, reason: 'password_needed' });

      const row = await findUserByEmail(s.app.app.db, s.operator);
      expect(row).toMatchObject({ role: 'user', emailVerifiedAt: null });
      const squatterView = await s.app.request({
        method: 'GET',
        url: '/api/user',
        cookie: s.squatter.cookie,
      });
      expect(squatterView.json()).toMatchObject({ role: 'user', emailVerified: false });
      // The link was not used up: the owner can still go on with it (or reset the password).
      const withPassword = await s.app.request({
        method: 'POST',
        url: '/api/verify-email',
        payload: { token: s.welcome, password: 'squatters-password' },
      });
      // Only whoever holds both the mailbox and the password gets here: then it is one person.
      expect(withPassword.statusCode).toBe(200);
    } finally {
      await s.app.close();
    }
  });

  it('wrong passwords count against the sign-in limit of the account', async () => {
    const { email, cookie } = await signUp(t);
    const token = linkToken(await t.smtp.waitFor(email, { subject: 'Welcome' }), '/auth/verify');
    for (let i = 0; i < 10; i++)
      expect((await verify({ token, password: `guess ${i}` })).statusCode).toBe(400);
    const locked = await verify({ token, password: 'correct-horse' });
    expect(locked.statusCode).toBe(429);
    expect((await me(cookie)).json()).toMatchObject({ emailVerified: false });
  });

  it('signed in as another account, still asks for the password', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const token = linkToken(await t.smtp.waitFor(owner.email, { subject: 'Welcome' }), '/auth/verify');
    const res = await verify({ token }, other.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('password_needed');
    expect((await verify({ token }, owner.cookie)).statusCode).toBe(200);
  });
});

describe('the sign-in link', () => {
  it('on an unproven address ends the squatter: sessions, password, API keys; then it grants admin', async () => {
    const s = await squatted();
    try {
      const ask = await s.app.request({
        method: 'POST',
        url: '/api/sign-in-link',
        payload: { email: s.operator },
      });
      expect(ask.statusCode).toBe(200);
      const token = linkToken(
        await s.app.smtp.waitFor(s.operator, { subject: 'sign-in link' }),
        '/auth/link',
      );
      const used = await s.app.request({ method: 'POST', url: '/api/sign-in-link/use', payload: { token } });
      expect(used.statusCode).toBe(200);
      expect(used.json()).toMatchObject({ role: 'admin', emailVerified: true });
      const ownerCookie = sessionCookieOf(used);

      expect(
        (await s.app.request({ method: 'GET', url: '/api/user', cookie: s.squatter.cookie })).statusCode,
      ).toBe(401);
      expect(
        (await s.app.request({ method: 'GET', url: '/api/admin/users', cookie: s.squatter.cookie }))
          .statusCode,
      ).toBe(401);
      const oldPassword = await s.app.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: s.operator, password: 'squatters-password' },
      });
      expect(oldPassword.statusCode).toBe(401);
      expect(await s.keyWorks()).toBe(false);
      expect(
        (await s.app.request({ method: 'GET', url: '/api/admin/users', cookie: ownerCookie })).statusCode,
      ).toBe(200);

      const mail = await s.app.smtp.waitFor(s.operator, { subject: 'choose a password' });
      expect(mail.text).toContain('API key "Squatter bot"');
      expect(mail.text).toContain('/auth?mode=forgot');
    } finally {
      await s.app.close();
    }
  });

  it('on a proven address keeps the password and the other sessions', async () => {
    const { email, password, cookie } = await signUp(t);
    const welcome = linkToken(await t.smtp.waitFor(email, { subject: 'Welcome' }), '/auth/verify');
    expect((await verify({ token: welcome }, cookie)).statusCode).toBe(200);
    await t.request({ method: 'POST', url: '/api/sign-in-link', payload: { email } });
    const token = linkToken(await t.smtp.waitFor(email, { subject: 'sign-in link' }), '/auth/link');
    expect(
      (await t.request({ method: 'POST', url: '/api/sign-in-link/use', payload: { token } })).statusCode,
    ).toBe(200);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await login(email, password)).statusCode).toBe(200);
  });
});

describe('the reset link', () => {
  it("ends the squatter's session, password and API key before it grants admin", async () => {
    const s = await squatted();
    try {
      await s.app.request({ method: 'POST', url: '/api/forgot-password', payload: { email: s.operator } });
      const token = linkToken(await s.app.smtp.waitFor(s.operator, { subject: 'Reset' }), '/auth/reset');
      const reset = await s.app.request({
        method: 'POST',
        url: '/api/reset-password',
        payload: { token, password: 'operators-own' },
      });
      expect(reset.statusCode).toBe(200);
      expect(
        (await s.app.request({ method: 'GET', url: '/api/user', cookie: s.squatter.cookie })).statusCode,
      ).toBe(401);
      expect(await s.keyWorks()).toBe(false);
      const old = await s.app.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: s.operator, password: 'squatters-password' },
      });
      expect(old.statusCode).toBe(401);
      const signIn = await s.app.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: s.operator, password: 'operators-own' },
      });
      expect(signIn.json()).toMatchObject({ role: 'admin', emailVerified: true });
      expect(
        (await s.app.request({ method: 'GET', url: '/api/admin/users', cookie: sessionCookieOf(signIn) }))
          .statusCode,
      ).toBe(200);
    } finally {
      await s.app.close();
    }
  });
});
