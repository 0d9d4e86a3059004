import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { signUp, type TestApp } from '../test/test-app';
import { addCounter, addUser, createAdminTestApp } from './testing/admin-test-support';

let t: TestApp;
let adminCookie: string;
let userCookie: string;
let premiumCookie: string;
beforeAll(async () => {
  const s = await createAdminTestApp();
  t = s.t;
  adminCookie = s.admin.cookie;
  userCookie = (await signUp(t)).cookie;
  const p = await signUp(t);
  await t.app.db
    .update(users)
    .set({ adminPremium: true, subscriptionStatus: 'active', premiumSource: 'admin' })
    .where(eq(users.id, p.user.id));
  premiumCookie = p.cookie;
});
afterAll(async () => {
  await t?.close();
});

type Call = { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object; status?: number };
// Each call gets fresh targets, so the admin's 2xx run does not depend on the others.
async function calls(): Promise<Call[]> {
  const target = await addUser(t);
  const doomed = await addUser(t);
  const counter = await addCounter(t, target);
  return [
    { method: 'GET', url: '/api/admin/dashboard' },
    { method: 'GET', url: '/api/admin/users' },
    { method: 'GET', url: '/api/admin/counters' },
    { method: 'GET', url: '/api/admin/subscription-settings' },
    { method: 'POST', url: '/api/admin/subscription-settings', payload: { generalPrice: '5.49' } },
    {
      method: 'POST',
      url: '/api/admin/discount-settings',
      payload: { discountedPrice: 3.99, isDiscountActive: false },
    },
    { method: 'POST', url: '/api/admin/user-pricing', payload: { userId: target, customPrice: '9.99' } },
    { method: 'POST', url: '/api/admin/gift-premium', payload: { userId: target, months: 1 } },
    { method: 'POST', url: '/api/admin/upgrade-user', payload: { userId: target } },
    { method: 'POST', url: '/api/admin/downgrade-user', payload: { userId: target } },
    // A plain account has no payment to refund: the answer is that rule's 409, past every check.
    { method: 'POST', url: '/api/admin/issue-refund', payload: { userId: target }, status: 409 },
    { method: 'DELETE', url: `/api/admin/counters/${counter}` },
    { method: 'DELETE', url: `/api/admin/users/${doomed}` },
    { method: 'GET', url: '/api/admin/health' },
    { method: 'GET', url: `/api/admin/users/${target}/billing` },
    { method: 'GET', url: '/api/admin/billing/jobs' },
    { method: 'GET', url: '/api/admin/billing/unmatched' },
    { method: 'POST', url: '/api/admin/billing/reconcile' },
  ];
}

describe('who may call the admin API', () => {
  it('answers 401 to visitors, even with a bad body', async () => {
    for (const { status: _admin, ...c } of await calls()) {
      const res = await t.request({ ...c, payload: c.payload ? { junk: true } : undefined });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(401);
    }
  });

  it.each([
    ['a user', () => userCookie],
    ['a Premium user', () => premiumCookie],
  ])('answers 403 to %s, before validating the body', async (_who, cookie) => {
    for (const { status: _admin, ...c } of await calls()) {
      const res = await t.request({
        ...c,
        cookie: cookie(),
        payload: c.payload ? { junk: true } : undefined,
      });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(403);
      expect(res.json().message).toContain('admin');
    }
  });

  it('serves an admin', async () => {
    for (const { status = 200, ...c } of await calls()) {
      const res = await t.request({ ...c, cookie: adminCookie });
      expect(res.statusCode, `${c.method} ${c.url}: ${res.body}`).toBe(status);
      if (c.method !== 'GET' && !c.url.endsWith('/reconcile')) {
        expect(res.json().message).toEqual(expect.any(String));
      }
    }
  });

  it('answers 401 to a visitor with a bad query too', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/users?pageSize=abc' })).statusCode).toBe(401);
  });
});
