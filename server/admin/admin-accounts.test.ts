import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakePaddle } from '../billing/test-support';
import { counters, sessions, users } from '../db/schema';
import { signUp, type TestApp } from '../test/test-app';
import { addCounter, addUser, createAdminTestApp, planOf, resetFakePaddle } from './admin-test-support';

let t: TestApp;
let paddle: FakePaddle;
let admin: { cookie: string; user: { id: string } };
beforeAll(async () => {
  ({ t, paddle, admin } = await createAdminTestApp());
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => resetFakePaddle(paddle));

const post = (url: string, payload: object) =>
  t.request({ method: 'POST', url, payload, cookie: admin.cookie });
const status = (id: string) => planOf(t, id);

describe('delete', () => {
  it('deletes a user with their counters and sessions', async () => {
    const u = await signUp(t);
    await addCounter(t, u.user.id);
    const res = await t.request({
      method: 'DELETE',
      url: `/api/admin/users/${u.user.id}`,
      cookie: admin.cookie,
    });
    expect(res.json()).toEqual({ message: 'User has been successfully removed.' });
    expect(await t.app.db.select().from(users).where(eq(users.id, u.user.id))).toEqual([]);
    expect(await t.app.db.select().from(counters).where(eq(counters.userId, u.user.id))).toEqual([]);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, u.user.id))).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/user', cookie: u.cookie })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/admin/users/${u.user.id}`, cookie: admin.cookie }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes any counter, and answers 404 for an unknown one', async () => {
    const id = await addCounter(t, await addUser(t));
    const res = await t.request({ method: 'DELETE', url: `/api/admin/counters/${id}`, cookie: admin.cookie });
    expect(res.json()).toEqual({ message: 'Counter has been successfully removed.' });
    expect((await t.request({ method: 'GET', url: `/api/counters/${id}/view` })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/admin/counters/${id}`, cookie: admin.cookie }))
        .statusCode,
    ).toBe(404);
  });
});

describe('admin accounts are off limits', () => {
  it('refuses every account action on an admin and changes nothing', async () => {
    const other = await signUp(t);
    await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, other.user.id));
    const userId = other.user.id;
    for (const [url, payload] of [
      ['/api/admin/upgrade-user', { userId }],
      ['/api/admin/downgrade-user', { userId }],
      ['/api/admin/gift-premium', { userId, months: 1 }],
      ['/api/admin/issue-refund', { userId }],
    ] as const) {
      const res = await post(url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('This action is not available for admin accounts.');
    }
    expect(
      (await t.request({ method: 'DELETE', url: `/api/admin/users/${userId}`, cookie: admin.cookie }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/admin/users/${admin.user.id}`, cookie: admin.cookie }))
        .statusCode,
    ).toBe(403);
    expect(await status(userId)).toEqual(['free', null]);
    expect(paddle.calls).toEqual([]);
  });

  it('answers 404 for unknown users', async () => {
    expect((await post('/api/admin/upgrade-user', { userId: 'nobody' })).statusCode).toBe(404);
    expect((await post('/api/admin/upgrade-user', { userId: '' })).statusCode).toBe(400);
  });
});
