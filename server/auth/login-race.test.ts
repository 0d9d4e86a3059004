import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { linkToken } from '../test/smtp-sink';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../test/test-app';
import { LINK_TTL_MS } from './auth-links';
import * as passwords from './passwords';

// The real argon2 checks, counted: the number that must never exceed the limit (deliverable 5 of issue 22).
vi.mock('./passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('./passwords')>();
  return {
    ...real,
    hashPassword: vi.fn(real.hashPassword),
    verifyPassword: vi.fn(real.verifyPassword),
    verifyDummyPassword: vi.fn(real.verifyDummyPassword),
  };
});
const checks = () =>
  vi.mocked(passwords.verifyPassword).mock.calls.length +
  vi.mocked(passwords.verifyDummyPassword).mock.calls.length;

const LIMIT = 10;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: String(LIMIT) });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  vi.mocked(passwords.verifyPassword).mockClear();
  vi.mocked(passwords.verifyDummyPassword).mockClear();
});

const login = (email: string, password: string, remoteAddress?: string) =>
  t.request({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

describe('sign-in limit under a race', () => {
  it('40 parallel wrong passwords run at most LOGIN_RATE_LIMIT password checks', async () => {
    const { email } = await signUp(t);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(email, `wrong-${i}`, `198.51.100.${i + 1}`)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(checks()).toBe(LIMIT);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LIMIT);
  });

  it('counts unknown addresses the same way, so a lock tells nothing about the account', async () => {
    const email = `ghost-${Date.now()}@example.com`;
    const statuses = (await Promise.all(Array.from({ length: 15 }, () => login(email, 'whatever')))).map(
      (r) => r.statusCode,
    );
    expect(checks()).toBe(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});

describe('argon2 work an attacker cannot make us spend', () => {
  it('a sign-up with a taken address is refused before its password is hashed', async () => {
    const { email } = await signUp(t);
    vi.mocked(passwords.hashPassword).mockClear();
    const res = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { email, password: 'another-pw' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().reason).toBe('email_taken');
    expect(passwords.hashPassword).not.toHaveBeenCalled();
  });
});

describe('a locked owner gets in by a mailed sign-in link', () => {
  it('signs in once with the link, lands signed in, while the password stays locked', async () => {
    const { email, password } = await signUp(t);
    await Promise.all(Array.from({ length: LIMIT }, () => login(email, 'attacker-guess')));
    expect((await login(email, password)).statusCode).toBe(429);

    const ask = await t.request({ method: 'POST', url: '/api/sign-in-link', payload: { email } });
    expect(ask.statusCode).toBe(200);
    expect(ask.json().message).toBe('If an account exists for that email, a sign-in link has been sent.');
    const mail = await t.smtp.waitFor(email, { subject: 'sign-in link' });
    expect(mail.text).toContain('within 20 minutes');
    const token = linkToken(mail, '/auth/link');

    const use = await t.request({ method: 'POST', url: '/api/sign-in-link/use', payload: { token } });
    expect(use.statusCode).toBe(200);
    expect(use.json()).toMatchObject({ email, emailVerified: true });
    const cookie = sessionCookieOf(use);
    expect((await t.request({ method: 'GET', url: '/api/user', cookie })).json().email).toBe(email);

    const again = await t.request({ method: 'POST', url: '/api/sign-in-link/use', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('expired or was already used');
    expect(again.cookies.find((c) => c.name === 'cs_session')).toBeUndefined();
    // The attacker's lock still holds for passwords.
    expect((await login(email, password)).statusCode).toBe(429);
    expect(LINK_TTL_MS.sign_in).toBeGreaterThanOrEqual(15 * 60_000);
    expect(LINK_TTL_MS.sign_in).toBeLessThanOrEqual(30 * 60_000);
  });

  it('only the newest sign-in link works', async () => {
    const { email } = await signUp(t);
    const ask = async () => {
      const after = t.smtp.mails.length;
      await t.request({ method: 'POST', url: '/api/sign-in-link', payload: { email } });
      return linkToken(await t.smtp.waitFor(email, { subject: 'sign-in link', after }), '/auth/link');
    };
    const older = await ask();
    const newer = await ask();
    const use = (token: string) =>
      t.request({ method: 'POST', url: '/api/sign-in-link/use', payload: { token } });
    expect((await use(older)).statusCode).toBe(400);
    expect((await use(newer)).statusCode).toBe(200);
  });

  it('sends nothing for an unknown address, with the same answer', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    // An unknown address is routine, not a failure to put in the operator's log.
    const failures = vi.spyOn(t.app.log, 'error');
    const res = await t.request({ method: 'POST', url: '/api/sign-in-link', payload: { email } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('If an account exists for that email, a sign-in link has been sent.');
    await t.app.background.idle();
    expect(t.smtp.mails.some((m) => m.to.includes(email))).toBe(false);
    expect(failures).not.toHaveBeenCalled();
    failures.mockRestore();
  });
});
