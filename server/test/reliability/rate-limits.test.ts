import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles } from '../../db/schema';
import { createTestApp, signUp, type TestApp } from '../test-app';

// Per-IP limits on the unauthenticated calls, and the per-account sign-in throttle across addresses.
// The contact form's limit is tested in server/contact/contact.test.ts; the per-account throttle from
// one address in server/auth/auth.test.ts.
const LIMIT = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ IP_RATE_LIMIT: String(LIMIT), LOGIN_RATE_LIMIT: String(LIMIT) });
});
afterAll(async () => {
  await t?.close();
});

let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;

describe('per-IP limits', () => {
  it.each([
    ['/api/login', () => ({ email: `nobody-${Math.random()}@example.com`, password: 'whatever' })],
    ['/api/register', () => ({ email: 'not-an-email', password: 'secret-1' })],
    ['/api/forgot-password', () => ({ email: `nobody-${Math.random()}@example.com` })],
    ['/api/reset-password', () => ({ token: 'x'.repeat(43), password: 'secret-1' })],
    ['/api/verify-email', () => ({ token: 'x'.repeat(43) })],
    ['/api/sign-in-link', () => ({ email: `nobody-${Math.random()}@example.com` })],
    ['/api/sign-in-link/use', () => ({ token: 'x'.repeat(43) })],
  ])(`%s answers 429 after ${LIMIT} calls from one address, not from another`, async (url, body) => {
    const from = nextIp();
    for (let i = 0; i < LIMIT; i++) {
      expect(
        (await t.request({ method: 'POST', url, payload: body(), remoteAddress: from })).statusCode,
      ).not.toBe(429);
    }
    const limited = await t.request({ method: 'POST', url, payload: body(), remoteAddress: from });
    expect(limited.statusCode).toBe(429);
    const wait = /Too many requests\. Please wait (\d+) seconds/.exec(limited.json().message)?.[1];
    expect(Number(wait)).toBeGreaterThan(0);
    // The header tells a client the same wait the message tells a person.
    expect(limited.headers['retry-after']).toBe(wait);
    const other = await t.request({ method: 'POST', url, payload: body(), remoteAddress: nextIp() });
    expect(other.statusCode).not.toBe(429);
  });
});

describe('per-account sign-in throttle', () => {
  it('holds across addresses, refuses even the right password, and does not move the window', async () => {
    const { email, password } = await signUp(t);
    for (let i = 0; i < LIMIT; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'wrong-pass' },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(401);
    }
    const windowStart = async () =>
      (
        await t.app.db
          .select()
          .from(loginThrottles)
          .where(eq(loginThrottles.key, `email:${email}`))
      )[0]!.windowStartedAt;
    const before = await windowStart();
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Too many sign-in attempts/);
    expect(res.cookies.find((c) => c.name === 'cs_session')).toBeUndefined();
    expect(await windowStart()).toEqual(before);
  });

  it('counts the account whatever case the e-mail is typed in', async () => {
    const { email, password } = await signUp(t);
    for (let i = 0; i < LIMIT; i++) {
      const variant = i % 2 ? email.toUpperCase() : ` ${email}`;
      await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: variant, password: 'nope-nope' },
        remoteAddress: nextIp(),
      });
    }
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(429);
  });
});

describe('behind a proxy (TRUST_PROXY=true)', () => {
  it('counts the address the proxy saw, so a forged X-Forwarded-For does not reset the limit', async () => {
    const proxied = await createTestApp({ IP_RATE_LIMIT: String(LIMIT), TRUST_PROXY: 'true' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < LIMIT + 2; i++) {
        const res = await proxied.request({
          method: 'POST',
          url: '/api/forgot-password',
          payload: { email: `nobody-${i}@example.com` },
          remoteAddress: '10.0.0.1', // the load balancer
          // The client wrote the first entry itself; the balancer appended the real address.
          headers: { 'x-forwarded-for': `192.0.2.${i + 1}, 203.0.113.7` },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, LIMIT)).not.toContain(429);
      expect(codes.slice(LIMIT)).toEqual([429, 429]);
    } finally {
      await proxied.close();
    }
  });
});

describe('IPv6 clients', () => {
  it('are counted by their /64, so rotating addresses inside it does not reset the limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: `nobody-${i}@example.com` },
        remoteAddress: `2001:db8:77:1::${(i + 1).toString(16)}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, LIMIT)).not.toContain(429);
    expect(codes[LIMIT]).toBe(429);
    const neighbour = await t.request({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'nobody-else@example.com' },
      remoteAddress: '2001:db8:77:2::1',
    });
    expect(neighbour.statusCode).not.toBe(429);
  });
});
