import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

// GET /api/session tells a page who is signed in without an error status for visitors.
describe('GET /api/session', () => {
  it('answers 200 with null to a visitor and to an ended session', async () => {
    const visitor = await t.request({ method: 'GET', url: '/api/session' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });
    const stale = await t.request({ method: 'GET', url: '/api/session', cookie: 'cs_session=not-a-session' });
    expect(stale.json()).toEqual({ user: null });
  });

  it('answers the same user as GET /api/user when signed in', async () => {
    const u = await signUp(t, { firstName: 'Grace' });
    const session = await t.request({ method: 'GET', url: '/api/session', cookie: u.cookie });
    const user = await t.request({ method: 'GET', url: '/api/user', cookie: u.cookie });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ user: user.json() });
    expect(session.json().user).toMatchObject({ email: u.email, firstName: 'Grace' });
  });
});
