import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { createSession, deleteSessionByToken, deleteUserSessions, findSessionUser } from './session-queries';
import { hashToken } from './tokens';

// Sessions on real SQL with the clock passed in: how long one lasts, when use extends it, and
// which ones a sign-out or a password change ends.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const expiryOf = async (token: string) =>
  (
    await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(token)))
  )[0]?.expiresAt;

describe('a session', () => {
  it('lasts 30 days from sign-in and is stored by its hash only', async () => {
    const { user } = await signUp(t);
    const { token, expiresAt } = await createSession(t.app.db, user.id, T0);
    expect(expiresAt).toEqual(at(30 * DAY));
    expect(await expiryOf(token)).toEqual(at(30 * DAY));
    expect(await findSessionUser(t.app.db, token, at(30 * DAY))).toBeUndefined();
    const found = await findSessionUser(t.app.db, token, at(30 * DAY - 1));
    expect(found).toMatchObject({ user: { id: user.id }, sessionId: hashToken(token) });
  });

  it('is not rewritten on every request during its first day', async () => {
    const { user } = await signUp(t);
    const { token } = await createSession(t.app.db, user.id, T0);
    const found = await findSessionUser(t.app.db, token, at(DAY));
    expect(found?.renewedUntil).toBeUndefined();
    expect(await expiryOf(token)).toEqual(at(30 * DAY));
  });

  it('is extended to 30 days from now once a day has passed, so an active user stays signed in', async () => {
    const { user } = await signUp(t);
    const { token } = await createSession(t.app.db, user.id, T0);
    const found = await findSessionUser(t.app.db, token, at(DAY + 1));
    expect(found?.renewedUntil).toEqual(at(31 * DAY + 1));
    expect(await expiryOf(token)).toEqual(at(31 * DAY + 1));
    // Still signed in after the first 30 days: use carried the expiry along.
    expect((await findSessionUser(t.app.db, token, at(30 * DAY + 1)))?.user.id).toBe(user.id);
  });

  it('renews an expiring cookie in the answer to a signed-in request', async () => {
    const { cookie } = await signUp(t);
    const token = cookie.slice('cs_session='.length);
    const twoDaysOld = new Date(Date.now() + 28 * DAY);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: twoDaysOld })
      .where(eq(sessions.id, hashToken(token)));
    const res = await t.request({ method: 'GET', url: '/api/user', cookie });
    expect(res.statusCode).toBe(200);
    const renewed = res.cookies.find((c) => c.name === 'cs_session');
    expect(renewed?.value).toBe(token);
    expect(renewed!.expires!.getTime() - Date.now()).toBeGreaterThan(29.9 * DAY);
  });
});

describe('ending sessions', () => {
  it('sign-out ends the one session; a password change ends all but the current one', async () => {
    const { user } = await signUp(t);
    const [a, b, c] = [
      await createSession(t.app.db, user.id),
      await createSession(t.app.db, user.id),
      await createSession(t.app.db, user.id),
    ];
    await deleteSessionByToken(t.app.db, a.token);
    expect(await findSessionUser(t.app.db, a.token)).toBeUndefined();
    expect(await findSessionUser(t.app.db, b.token)).toBeDefined();

    await deleteUserSessions(t.app.db, user.id, hashToken(c.token));
    expect(await findSessionUser(t.app.db, b.token)).toBeUndefined();
    expect(await findSessionUser(t.app.db, c.token)).toBeDefined();

    await deleteUserSessions(t.app.db, user.id);
    expect(await findSessionUser(t.app.db, c.token)).toBeUndefined();
  });

  it("never ends another user's sessions", async () => {
    const [one, two] = [await signUp(t), await signUp(t)];
    const kept = await createSession(t.app.db, two.user.id);
    await deleteUserSessions(t.app.db, one.user.id);
    expect(await findSessionUser(t.app.db, kept.token)).toBeDefined();
  });
});
