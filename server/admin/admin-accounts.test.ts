import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { counters, sessions, users } from '../db/schema';
import { signUp } from '../test/test-app';
import { addCounter, addUser, planOf, setUpAdminSuite } from './testing/admin-test-support';

const suite = setUpAdminSuite();

const post = (url: string, payload: object) =>
  suite.t.request({ method: 'POST', url, payload, cookie: suite.admin.cookie });
const status = (id: string) => planOf(suite.t, id);

describe('delete', () => {
  it('deletes a user with their counters and sessions', async () => {
    const u = await signUp(suite.t);
    await addCounter(suite.t, u.user.id);
    const res = await suite.t.request({
      method: 'DELETE',
      url: `/api/admin/users/${u.user.id}`,
      cookie: suite.admin.cookie,
    });
    expect(res.json()).toEqual({ message: 'User has been successfully removed.' });
    expect(await suite.t.app.db.select().from(users).where(eq(users.id, u.user.id))).toEqual([]);
    expect(await suite.t.app.db.select().from(counters).where(eq(counters.userId, u.user.id))).toEqual([]);
    expect(await suite.t.app.db.select().from(sessions).where(eq(sessions.userId, u.user.id))).toEqual([]);
    expect((await suite.t.request({ method: 'GET', url: '/api/user', cookie: u.cookie })).statusCode).toBe(
      401,
    );
    expect(
      (
        await suite.t.request({
          method: 'DELETE',
          url: `/api/admin/users/${u.user.id}`,
          cookie: suite.admin.cookie,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deletes any counter, and answers 404 for an unknown one', async () => {
    const id = await addCounter(suite.t, await addUser(suite.t));
    const res = await suite.t.request({
      method: 'DELETE',
      url: `/api/admin/counters/${id}`,
      cookie: suite.admin.cookie,
    });
    expect(res.json()).toEqual({ message: 'Counter has been successfully removed.' });
    expect((await suite.t.request({ method: 'GET', url: `/api/counters/${id}/view` })).statusCode).toBe(404);
    expect(
      (
        await suite.t.request({
          method: 'DELETE',
          url: `/api/admin/counters/${id}`,
          cookie: suite.admin.cookie,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('admin accounts are off limits', () => {
  it('refuses every account action on an admin and changes nothing', async () => {
    const other = await signUp(suite.t);
    await suite.t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, other.user.id));
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
      (
        await suite.t.request({
          method: 'DELETE',
          url: `/api/admin/users/${userId}`,
          cookie: suite.admin.cookie,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await suite.t.request({
          method: 'DELETE',
          url: `/api/admin/users/${suite.admin.user.id}`,
          cookie: suite.admin.cookie,
        })
      ).statusCode,
    ).toBe(403);
    expect(await status(userId)).toEqual(['free', null]);
    expect(suite.paddle.calls).toEqual([]);
  });

  it('answers 404 for unknown users', async () => {
    expect((await post('/api/admin/upgrade-user', { userId: 'nobody' })).statusCode).toBe(404);
    expect((await post('/api/admin/upgrade-user', { userId: '' })).statusCode).toBe(400);
  });
});
