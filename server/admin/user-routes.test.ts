import { describe, expect, it } from 'vitest';
import { addCounter, addSubscriber, addUser, setUpAdminSuite } from './testing/admin-test-support';

// The admin's account actions reach open live displays and the public view at once
// (user-routes.ts: ownerPlanChanged and counterChanged after each action), not after the cache's TTL.

const suite = setUpAdminSuite();

const post = (url: string, payload: object) =>
  suite.t.request({ method: 'POST', url, payload, cookie: suite.admin.cookie });
const view = (id: string) => suite.t.request({ method: 'GET', url: `/api/counters/${id}/view` });
const planShown = async (id: string) => (await view(id)).json().user.subscriptionStatus;

describe('account actions and the public view', () => {
  it('shows upgrade, downgrade and gift at once', async () => {
    const owner = await addUser(suite.t);
    const counter = await addCounter(suite.t, owner);
    expect(await planShown(counter)).toBe('free');
    expect((await post('/api/admin/upgrade-user', { userId: owner })).statusCode).toBe(200);
    expect(await planShown(counter)).toBe('active');
    expect((await post('/api/admin/downgrade-user', { userId: owner })).statusCode).toBe(200);
    expect(await planShown(counter)).toBe('free');
    expect((await post('/api/admin/gift-premium', { userId: owner, months: 1 })).statusCode).toBe(200);
    expect(await planShown(counter)).toBe('active');
  });

  it('shows a refund’s downgrade at once', async () => {
    const { id } = await addSubscriber(suite.t, suite.paddle);
    const counter = await addCounter(suite.t, id);
    expect(await planShown(counter)).toBe('active');
    const res = await post('/api/admin/issue-refund', { userId: id });
    expect(res.json()).toEqual({ message: 'Refund issued successfully!', requiresManualRefund: false });
    expect(await planShown(counter)).toBe('free');
  });

  it('drops the views of a deleted user’s counters and of a deleted counter', async () => {
    const owner = await addUser(suite.t);
    const counters = [await addCounter(suite.t, owner), await addCounter(suite.t, owner)];
    const other = await addCounter(suite.t, await addUser(suite.t));
    for (const id of [...counters, other]) expect((await view(id)).statusCode).toBe(200);
    const gone = await suite.t.request({
      method: 'DELETE',
      url: `/api/admin/users/${owner}`,
      cookie: suite.admin.cookie,
    });
    expect(gone.json()).toEqual({ message: 'User has been successfully removed.' });
    for (const id of counters) expect((await view(id)).statusCode).toBe(404);
    expect((await view(other)).statusCode).toBe(200);
    const removed = await suite.t.request({
      method: 'DELETE',
      url: `/api/admin/counters/${other}`,
      cookie: suite.admin.cookie,
    });
    expect(removed.json()).toEqual({ message: 'Counter has been successfully removed.' });
    expect((await view(other)).statusCode).toBe(404);
  });

  it('answers 400 to an empty id in the path, deleting nothing', async () => {
    const owner = await addUser(suite.t);
    const counter = await addCounter(suite.t, owner);
    for (const url of ['/api/admin/users/', '/api/admin/counters/']) {
      const res = await suite.t.request({ method: 'DELETE', url, cookie: suite.admin.cookie });
      expect(res.statusCode, url).toBe(400);
    }
    const long = await suite.t.request({
      method: 'DELETE',
      url: `/api/admin/counters/${'x'.repeat(100)}`,
      cookie: suite.admin.cookie,
    });
    expect(long.statusCode).toBe(404); // 100 characters pass the schema: an unknown counter
    expect((await view(counter)).statusCode).toBe(200);
  });
});
