import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authLinks, sessions, users } from '../db/schema';
import { findLink, findResetLink } from '../test/smtp-sink';
import { createTestApp, sessionCookieOf, signUp, type TestApp, uniqueEmail } from '../test/test-app';
import { hashToken } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '5' });
});
afterAll(async () => {
  await t?.close();
});

const countUsers = async () => (await t.app.db.select().from(users)).length;

describe('register', () => {
  it('creates the account, lower-cases the e-mail and signs in', async () => {
    const email = uniqueEmail('Mixed').replace('mixed', 'MiXeD');
    const res = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { email, password: 'secret1', firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'user',
      subscriptionStatus: 'free',
    });
    expect(body).not.toHaveProperty('passwordHash');
    const me = await t.request({ method: 'GET', url: '/api/user', cookie: sessionCookieOf(res) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email.toLowerCase());
    // The welcome mail, not the plain confirmation a resend sends, carries the first link.
    const welcome = await t.smtp.waitFor(email.toLowerCase(), { subject: 'Welcome' });
    expect(findLink(welcome, '/auth/verify')).toMatch(/^http:\/\/localhost:3000\/auth\/verify\?token=/);
  });

  it('answers a value the database cannot store with 400, not with "email taken"', async () => {
    const email = uniqueEmail('nul');
    const res = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { email, password: 'secret1', firstName: 'A\u0000da' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('cannot be stored');
    // The address stays free for a sign-up that works.
    await signUp(t, { email });
  });

  it('refuses a second account for the same e-mail in any case', async () => {
    const { email } = await signUp(t);
    const before = await countUsers();
    const res = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { email: email.toUpperCase(), password: 'secret1' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('already exists');
    expect(res.json().reason).toBe('email_taken');
    expect(await countUsers()).toBe(before);
  });

  it('gives one account to parallel sign-ups with the same address, and a 409 to the rest', async () => {
    // All of them look the address up before any has stored it: the unique index decides.
    const email = uniqueEmail('twice');
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.request({ method: 'POST', url: '/api/register', payload: { email, password: 'secret1' } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toMatchObject({
        message: 'An account with this email already exists',
        reason: 'email_taken',
      });
    }
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it.each([
    [{ email: 'not-an-email', password: 'secret1' }, 'email'],
    [{ email: 'a@b.co', password: '123' }, 'password'],
    [{ email: 'a@b.co' }, 'password'],
    [{ password: 'secret1' }, 'email'],
    [{ email: 'a@b.co', password: 'secret1', role: 'admin' }, 'Unrecognized key'],
    [{ email: 42, password: 'secret1' }, 'email'],
    [{ email: 'a@b.co', password: 'x'.repeat(500) }, 'password'],
    [{ email: 'a@b.co', password: 'secret1', firstName: 'x'.repeat(300) }, 'firstName'],
  ])('answers 400 with a message for %j', async (payload, phrase) => {
    const before = await countUsers();
    const res = await t.request({ method: 'POST', url: '/api/register', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(phrase);
    expect(await countUsers()).toBe(before);
  });
});

describe('login and sessions', () => {
  it('signs in with the right password and sets a safe cookie', async () => {
    const { email, password } = await signUp(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: email.toUpperCase(), password },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'cs_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.value.length).toBeGreaterThanOrEqual(22); // >= 128 bits
    const stored = await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(cookie.value)));
    expect(stored).toHaveLength(1);
    const ttlDays = (stored[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(ttlDays).toBeGreaterThan(29.9);
  });

  it('rejects a wrong password with the phrase the client maps', async () => {
    const { email } = await signUp(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'wrong-one' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid email or password');
    expect(res.json().reason).toBe('invalid_credentials');
    const unknown = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: uniqueEmail(), password: 'whatever' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Invalid email or password');
  });

  it('starts a new session at every login and ends the old one', async () => {
    const { email, password, cookie } = await signUp(t);
    const res = await t.request({ method: 'POST', url: '/api/login', payload: { email, password }, cookie });
    const fresh = sessionCookieOf(res);
    expect(fresh).not.toBe(cookie);
    expect((await t.request({ method: 'GET', url: '/api/user', cookie })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/user', cookie: fresh })).statusCode).toBe(200);
  });

  it('logout deletes the session', async () => {
    const { cookie } = await signUp(t);
    const res = await t.request({ method: 'POST', url: '/api/logout', cookie });
    expect(res.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/user', cookie });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'Unauthorized: please sign in.', reason: 'sign_in_required' });
  });

  it('throttles repeated failures per account with 429', async () => {
    const { email, password } = await signUp(t);
    for (let i = 0; i < 5; i++) {
      expect(
        (await t.request({ method: 'POST', url: '/api/login', payload: { email, password: 'nope-nope' } }))
          .statusCode,
      ).toBe(401);
    }
    const res = await t.request({ method: 'POST', url: '/api/login', payload: { email, password } });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Too many sign-in attempts/);
    expect(res.json().reason).toBe('login_locked');
  });

  it('a successful sign-in clears the failures before it, so typos never add up to a lock', async () => {
    const { email, password } = await signUp(t);
    const login = (pw: string) =>
      t.request({ method: 'POST', url: '/api/login', payload: { email, password: pw } });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await login('typo-typo')).statusCode).toBe(401);
      expect((await login(password)).statusCode).toBe(200);
    }
  });

  it('GET /api/login redirects to /auth', async () => {
    const res = await t.request({ method: 'GET', url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth');
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets the new password and ends other sessions', async () => {
    const { email, cookie } = await signUp(t);
    const res = await t.request({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    expect(res.statusCode).toBe(200);
    const mail = await t.smtp.waitFor(email, { subject: 'Reset' });
    expect(mail.text).toContain('within 30 minutes');
    const link = new URL(findResetLink(mail));
    expect(link.origin).toBe('http://localhost:3000');
    const token = link.searchParams.get('token')!;
    const reset = await t.request({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'brand-new-pw' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/user', cookie })).statusCode).toBe(401);
    const again = await t.request({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'another-pw' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('invalid or has expired');
    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'brand-new-pw' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('gives the same answer for unknown e-mails and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const known = await signUp(t);
    // An unknown address is routine, not a failure to put in the operator's log.
    const failures = vi.spyOn(t.app.log, 'error');
    const a = await t.request({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    const b = await t.request({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: known.email },
    });
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.body).toBe(b.body);
    await t.smtp.waitFor(known.email, { subject: 'Reset' });
    await t.app.background.idle();
    expect(t.smtp.mails.some((m) => m.to.includes(email))).toBe(false);
    expect(failures).not.toHaveBeenCalled();
    failures.mockRestore();
  });

  it('refuses an expired token', async () => {
    const { email } = await signUp(t);
    await t.request({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    const mail = await t.smtp.waitFor(email, { subject: 'Reset' });
    const token = new URL(findResetLink(mail)).searchParams.get('token')!;
    await t.app.db
      .update(authLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authLinks.tokenHash, hashToken(token)));
    const res = await t.request({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'brand-new-pw' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('validates the new password', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: 'x'.repeat(43), password: '123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('at least 6 characters');
  });
});

describe('request hygiene', () => {
  it('refuses state-changing calls without our Origin', async () => {
    const email = uniqueEmail();
    const before = await countUsers();
    for (const origin of [undefined, 'https://evil.example']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { email, password: 'secret1' },
        headers: origin ? { origin } : {},
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/Origin/);
    }
    expect(await countUsers()).toBe(before);
  });

  it('answers malformed JSON with 400 and oversized bodies with 413', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/JSON/);
    const big = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/too large/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('Not found');
  });

  it('sends security headers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/pricing' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
