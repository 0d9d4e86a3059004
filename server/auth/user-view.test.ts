import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, sessionCookieOf, signUp, type TestApp, uniqueEmail } from '../test/test-app';

// What the signed-in user is told about their plan: the stored Premium summary read at request
// time, so a gift lapses by itself without any job rewriting the row.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;

async function userWith(summary: { subscriptionStatus: 'free' | 'active'; premiumUntil: Date | null }) {
  const { email, cookie } = await signUp(t);
  await t.app.db.update(users).set(summary).where(eq(users.email, email));
  const res = await t.request({ method: 'GET', url: '/api/user', cookie });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('the plan in GET /api/user', () => {
  it('is Premium without an end date for a paying subscriber', async () => {
    expect(await userWith({ subscriptionStatus: 'active', premiumUntil: null })).toMatchObject({
      subscriptionStatus: 'active',
      premiumUntil: null,
    });
  });

  it('is Premium until the gift ends, and says until when', async () => {
    const until = new Date(Date.now() + 24 * HOUR);
    expect(await userWith({ subscriptionStatus: 'active', premiumUntil: until })).toMatchObject({
      subscriptionStatus: 'active',
      premiumUntil: until.toISOString(),
    });
  });

  it('is Free once the gift has ended, though the stored summary still says active', async () => {
    const ended = new Date(Date.now() - HOUR);
    expect(await userWith({ subscriptionStatus: 'active', premiumUntil: ended })).toMatchObject({
      subscriptionStatus: 'free',
      premiumUntil: ended.toISOString(),
    });
  });

  it('is Free for a new account', async () => {
    expect(await userWith({ subscriptionStatus: 'free', premiumUntil: null })).toMatchObject({
      firstName: 'Ada',
      lastName: null,
      role: 'user',
      subscriptionStatus: 'free',
      premiumUntil: null,
      emailVerified: false,
    });
  });
});

describe('names', () => {
  it('are no name at all when left blank, so the app never greets an empty string', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { email: uniqueEmail('blank'), password: 'secret1', firstName: '   ', lastName: '' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ firstName: null, lastName: null });
    const me = await t.request({ method: 'GET', url: '/api/user', cookie: sessionCookieOf(res) });
    expect(me.json()).toMatchObject({ firstName: null, lastName: null });
  });
});
