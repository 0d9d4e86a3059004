import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkToken } from '../test/smtp-sink';
import { createTestApp, signUp, type TestApp, uniqueEmail } from '../test/test-app';

// routes.ts's and link-routes.ts's own answers that the flows in auth.test.ts and password-reset.test.ts
// pass over: the words and cookies of sign-out and a reset, and the per-address limit on every route
// that takes an e-mail address or a mailed token (issue #25's survivors).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ IP_RATE_LIMIT: '3' });
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/logout', () => {
  it('says signed out and clears the session cookie', async () => {
    const { cookie } = await signUp(t);
    const res = await t.request({ method: 'POST', url: '/api/logout', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out' });
    expect(res.cookies.find((c) => c.name === 'cs_session')?.value).toBe('');
  });

  it('answers a visitor without a session the same way', async () => {
    const res = await t.request({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out' });
  });
});

describe('mailed-link answers', () => {
  it('says a reset link may be on its way, whoever asks', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: uniqueEmail() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'If an account exists for that email, a password reset link has been sent.',
    });
  });

  it('resets the password, says so and clears the session cookie', async () => {
    const { email } = await signUp(t);
    const after = t.smtp.mails.length;
    await t.request({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    const token = linkToken(await t.smtp.waitFor(email, { subject: 'Reset', after }), '/auth/reset');
    const res = await t.request({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'brand-new-pw' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your password has been reset. You can now sign in with your new password.',
    });
    expect(res.cookies.find((c) => c.name === 'cs_session')?.value).toBe('');
  });
});

describe('bodies the routes refuse before any work', () => {
  // Each case from its own address: the limit of 3 calls a minute (above) must not answer first.
  let address = 0;
  it.each([
    ['/api/login', { email: 'not-an-email', password: 'secret1' }, 'valid email address'],
    ['/api/login', { email: 'a@b.co' }, 'Password is required'],
    ['/api/forgot-password', { email: 'not-an-email' }, 'valid email address'],
    ['/api/forgot-password', {}, 'valid email address'],
    ['/api/sign-in-link', { email: 'not-an-email' }, 'valid email address'],
    ['/api/sign-in-link/use', {}, 'The link is incomplete'],
    ['/api/sign-in-link/use', { token: 'x'.repeat(300) }, 'token'],
    ['/api/reset-password', { password: 'brand-new-pw' }, 'Reset token is required'],
  ])('%s answers 400 to %j', async (url, payload, phrase) => {
    address += 1;
    const res = await t.request({ method: 'POST', url, payload, remoteAddress: `192.0.2.${address}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(phrase);
    expect(res.cookies.find((c) => c.name === 'cs_session')).toBeUndefined();
  });
});

describe('the per-address limit', () => {
  // Each route counts on its own: 3 calls a minute pass, the 4th is refused (IP_RATE_LIMIT above),
  // before the body is even read.
  it.each([
    '/api/register',
    '/api/login',
    '/api/forgot-password',
    '/api/reset-password',
    '/api/verify-email',
    '/api/verify-email/resend',
    '/api/sign-in-link',
    '/api/sign-in-link/use',
  ])('refuses the 4th call a minute to %s with 429', async (url) => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const payload = { email: uniqueEmail('limit'), password: 'correct-horse', firstName: 'Ada' };
      statuses.push(
        (await t.request({ method: 'POST', url, payload, remoteAddress: '203.0.113.9' })).statusCode,
      );
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });
});
