import { AppError } from '@core/errors/app-error';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles } from '../db/schema';
import { createTestApp, type TestApp, uniqueEmail } from '../test/test-app';
import { assertLoginAllowed, clearLoginFailures, countLoginAttempt, LOCKED_MESSAGE } from './login-throttle';

// The per-account sign-in limit on real SQL, with the clock passed in: how long a lock holds, whom
// it holds against, and what a successful sign-in clears.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const T0 = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;
const rowOf = async (email: string) =>
  (
    await t.app.db
      .select()
      .from(loginThrottles)
      .where(eq(loginThrottles.key, `email:${email}`))
  )[0];

describe('countLoginAttempt', () => {
  it('counts every attempt within 15 minutes of the first', async () => {
    const email = uniqueEmail('count');
    expect(await countLoginAttempt(t.app.db, email, T0)).toBe(1);
    expect(await countLoginAttempt(t.app.db, email, at(MINUTE))).toBe(2);
    expect(await countLoginAttempt(t.app.db, email, at(15 * MINUTE - 1))).toBe(3);
    // The window is still the first attempt's, not moved along by later ones.
    expect((await rowOf(email))?.windowStartedAt).toEqual(T0);
  });

  it('starts a new window, counted from 1, once 15 minutes have passed', async () => {
    const email = uniqueEmail('window');
    for (let i = 0; i < 4; i++) await countLoginAttempt(t.app.db, email, T0);
    expect(await countLoginAttempt(t.app.db, email, at(15 * MINUTE))).toBe(1);
    expect((await rowOf(email))?.windowStartedAt).toEqual(at(15 * MINUTE));
    expect(await countLoginAttempt(t.app.db, email, at(16 * MINUTE))).toBe(2);
  });

  it('counts each account on its own', async () => {
    const [a, b] = [uniqueEmail('a'), uniqueEmail('b')];
    for (let i = 0; i < 3; i++) await countLoginAttempt(t.app.db, a, T0);
    expect(await countLoginAttempt(t.app.db, b, T0)).toBe(1);
    expect(await countLoginAttempt(t.app.db, a, T0)).toBe(4);
  });
});

describe('assertLoginAllowed', () => {
  it('lets `limit` attempts through, then refuses with the lock message', async () => {
    const email = uniqueEmail('limit');
    for (let i = 0; i < 3; i++)
      await expect(assertLoginAllowed(t.app.db, email, 3, T0)).resolves.toBeUndefined();
    const refused = await assertLoginAllowed(t.app.db, email, 3, T0).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'rate_limited', message: LOCKED_MESSAGE, reason: 'login_locked' });
    // What the owner reads must match the window: 15 minutes.
    expect(LOCKED_MESSAGE).toBe(
      'Too many sign-in attempts for this account. Please wait 15 minutes and try again.',
    );
    // Someone else's lock is not this account's.
    await expect(assertLoginAllowed(t.app.db, uniqueEmail('other'), 3, T0)).resolves.toBeUndefined();
    // 15 minutes later the account may try again.
    await expect(assertLoginAllowed(t.app.db, email, 3, at(15 * MINUTE))).resolves.toBeUndefined();
  });
});

describe('clearLoginFailures', () => {
  it("clears this account's count and no other account's open window", async () => {
    const [owner, victim] = [uniqueEmail('owner'), uniqueEmail('victim')];
    for (let i = 0; i < 5; i++) {
      await countLoginAttempt(t.app.db, owner, T0);
      await countLoginAttempt(t.app.db, victim, at(-14 * MINUTE));
    }
    await clearLoginFailures(t.app.db, owner, T0);
    expect(await rowOf(owner)).toBeUndefined();
    // Signing in to one's own account must not lift a lock someone else is under.
    expect((await rowOf(victim))?.attempts).toBe(5);
    expect(await countLoginAttempt(t.app.db, owner, T0)).toBe(1);
  });

  it('removes windows that have ended, so the table does not grow with every address tried', async () => {
    const [owner, stale, fresh] = [uniqueEmail('owner'), uniqueEmail('stale'), uniqueEmail('fresh')];
    await countLoginAttempt(t.app.db, stale, at(-15 * MINUTE - 1));
    await countLoginAttempt(t.app.db, fresh, at(-15 * MINUTE + 1));
    await clearLoginFailures(t.app.db, owner, T0);
    expect(await rowOf(stale)).toBeUndefined();
    expect(await rowOf(fresh)).toBeDefined();
  });
});
