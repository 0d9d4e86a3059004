import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authLinks, users } from '../db/schema';
import { linkToken } from '../test/smtp-sink';
import { createTestApp, signUp, type TestApp, uniqueEmail } from '../test/test-app';
import { describeAdminEmail, ensureAdmin, promoteAdminEmail } from './admin-bootstrap';
import { LINK_TTL_MS } from './auth-links';
import { hashToken } from './tokens';
import { findUserByEmail } from './user-queries';

// Deliverable 1 of issue 22: an address is proven by a mailed link before ADMIN_EMAIL can promote it.
let t: TestApp;
const ADMIN = uniqueEmail('operator');
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: ADMIN });
});
afterAll(async () => {
  await t?.close();
});

const verify = (token: string, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/verify-email', payload: { token }, cookie });
const resend = (cookie?: string) => t.request({ method: 'POST', url: '/api/verify-email/resend', cookie });
const me = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/user', cookie })).json();

describe('proving the address', () => {
  it('signs the new account in at once and mails a welcome with a confirmation link', async () => {
    const { email, cookie } = await signUp(t);
    expect(await me(cookie)).toMatchObject({ email, emailVerified: false });
    const mail = await t.smtp.waitFor(email, { subject: 'Welcome' });
    expect(mail.text).toContain('within 24 hours');
    const token = linkToken(mail, '/auth/verify');
    const [row] = await t.app.db
      .select()
      .from(authLinks)
      .where(eq(authLinks.tokenHash, hashToken(token)));
    expect(row!.purpose).toBe('verify');
    expect(Math.abs(row!.expiresAt.getTime() - Date.now() - 24 * 3_600_000)).toBeLessThan(60_000);

    const res = await verify(token, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your email address is confirmed.');
    expect(await me(cookie)).toMatchObject({ emailVerified: true });
  });

  it('works once', async () => {
    const { email, cookie } = await signUp(t);
    const token = linkToken(await t.smtp.waitFor(email, { subject: 'Welcome' }), '/auth/verify');
    expect((await verify(token, cookie)).statusCode).toBe(200);
    const again = await verify(token, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Your email address is already confirmed. Sign in to continue.',
      reason: 'already_confirmed',
    });
  });

  it('tells a used link of a confirmed address from an expired one, signed out too', async () => {
    const { email, cookie } = await signUp(t);
    const welcome = linkToken(await t.smtp.waitFor(email, { subject: 'Welcome' }), '/auth/verify');
    const after = t.smtp.mails.length;
    await resend(cookie);
    const fresh = linkToken(await t.smtp.waitFor(email, { subject: 'Confirm', after }), '/auth/verify');
    // Before the address is proven, the ended link is only ended: nothing says more than that.
    const ended = await verify(welcome);
    expect(ended.statusCode).toBe(400);
    expect(ended.json().message).toBe(
      'This confirmation link has expired or was already used. Send yourself a new one.',
    );
    expect(ended.json().reason).toBeUndefined();
    expect((await verify(fresh, cookie)).statusCode).toBe(200);
    const confirmedAt = (await findUserByEmail(t.app.db, email))!.emailVerifiedAt;
    // Once it is proven, both links (the used and the ended one) answer 'already confirmed' to a
    // browser with no session, and change nothing.
    for (const token of [fresh, welcome]) {
      const res = await verify(token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ reason: 'already_confirmed' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await findUserByEmail(t.app.db, email))!.emailVerifiedAt).toEqual(confirmedAt);
    // A token nobody was ever sent stays a plain refusal.
    const unknown = await verify('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().reason).toBeUndefined();
  });

  it('refuses a link after 24 hours, and changes nothing', async () => {
    const { email, cookie } = await signUp(t);
    const token = linkToken(await t.smtp.waitFor(email, { subject: 'Welcome' }), '/auth/verify');
    await t.app.db
      .update(authLinks)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(authLinks.tokenHash, hashToken(token)));
    expect((await verify(token, cookie)).statusCode).toBe(400);
    expect(await me(cookie)).toMatchObject({ emailVerified: false });
    expect(LINK_TTL_MS.verify).toBe(24 * 3_600_000);
  });

  it('resends from the dashboard; the newer link ends the older one', async () => {
    const { email, cookie } = await signUp(t);
    const first = linkToken(await t.smtp.waitFor(email, { subject: 'Welcome' }), '/auth/verify');
    const after = t.smtp.mails.length;
    const res = await resend(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`We sent a new confirmation link to ${email}.`);
    const second = linkToken(await t.smtp.waitFor(email, { subject: 'Confirm', after }), '/auth/verify');
    expect(second).not.toBe(first);
    expect((await verify(first, cookie)).statusCode).toBe(400);
    expect((await verify(second, cookie)).statusCode).toBe(200);
    const done = await resend(cookie);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe('Your email address is already confirmed.');
  });

  it('says so with a 503 when the mail cannot be sent', async () => {
    const noMail = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const { cookie } = await signUp(noMail);
      await noMail.app.background.idle(); // the welcome mail fails too, and says so first
      const failures = vi.spyOn(noMail.app.log, 'error');
      const res = await noMail.request({ method: 'POST', url: '/api/verify-email/resend', cookie });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe("We couldn't send the email right now. Please try again.");
      // The operator learns why: the mail server's error is in the log.
      expect(failures).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.any(Error) }),
        expect.any(String),
      );
    } finally {
      await noMail.close();
    }
  });

  it('resend is for signed-in users only', async () => {
    const res = await resend();
    expect(res.statusCode).toBe(401);
  });

  it.each([[{}], [{ token: 'short' }], [{ token: 42 }], [{ token: 'x'.repeat(300) }]])(
    'answers 400 to %j',
    async (payload) => {
      const res = await t.request({ method: 'POST', url: '/api/verify-email', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/link|token/i);
    },
  );
});

describe('ADMIN_EMAIL', () => {
  it('never promotes whoever signs up first; the owner becomes admin by proving the address', async () => {
    const { cookie } = await signUp(t, { email: ADMIN });
    expect(await me(cookie)).toMatchObject({ role: 'user', emailVerified: false });
    // A restart while the address is unproven does not promote it either.
    expect(await promoteAdminEmail(t.app.db, ADMIN)).toBe('unproven');
    expect((await findUserByEmail(t.app.db, ADMIN))!.role).toBe('user');

    const token = linkToken(await t.smtp.waitFor(ADMIN, { subject: 'Welcome' }), '/auth/verify');
    expect((await verify(token, cookie)).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ role: 'admin', emailVerified: true });
    expect(await promoteAdminEmail(t.app.db, ADMIN)).toBe('already-admin');
  });

  it("confirming someone else's address leaves the ADMIN_EMAIL account as it is", async () => {
    // The owner was proven and made admin above; another admin has since taken the role away.
    await t.app.db.update(users).set({ role: 'user' }).where(eq(users.email, ADMIN));
    const { email, cookie } = await signUp(t);
    const token = linkToken(await t.smtp.waitFor(email, { subject: 'Welcome' }), '/auth/verify');
    expect((await verify(token, cookie)).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ role: 'user', emailVerified: true });
    expect((await findUserByEmail(t.app.db, ADMIN))!.role).toBe('user');
  });

  it('promotes a proven account at start-up, and says what it did', async () => {
    const { email } = await signUp(t);
    await t.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
    expect(await promoteAdminEmail(t.app.db, email.toUpperCase())).toBe('promoted');
    expect((await findUserByEmail(t.app.db, email))!.role).toBe('admin');
    expect(await promoteAdminEmail(t.app.db, uniqueEmail('nobody'))).toBe('no-account');
  });

  it('never tells operators to sign up and restart', () => {
    const texts = (['promoted', 'already-admin', 'unproven', 'no-account'] as const).map((r) =>
      describeAdminEmail('a@example.com', r),
    );
    for (const text of texts) expect(text).not.toMatch(/sign up/i);
    expect(texts[0]).toBe('ADMIN_EMAIL: promoted a@example.com to admin (its address is proven)');
    expect(texts[1]).toBe('ADMIN_EMAIL: a@example.com is an admin');
    expect(texts[2]).toContain('a@example.com is not promoted because its address is not proven yet');
    expect(texts[2]).toContain('npm run admin -- --email a@example.com');
    expect(texts[3]).toContain('no account for a@example.com');
    expect(texts[3]).toContain('npm run admin -- --email a@example.com --password <password>');
  });

  it('npm run admin marks the address proven, when it creates and when it promotes', async () => {
    const made = uniqueEmail('cli');
    await ensureAdmin(t.app.db, made, 'admin-pass');
    expect((await findUserByEmail(t.app.db, made))!.emailVerifiedAt).not.toBeNull();
    const { email } = await signUp(t);
    await ensureAdmin(t.app.db, email);
    expect((await findUserByEmail(t.app.db, email))!.emailVerifiedAt).not.toBeNull();
  });
});
