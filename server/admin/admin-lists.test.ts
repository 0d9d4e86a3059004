import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSubscriptionSettings } from '../billing/pricing-service';
import type { TestApp } from '../test/test-app';
import { addCounter, addUser, createAdminTestApp, paidPremium } from './testing/admin-test-support';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  const s = await createAdminTestApp();
  t = s.t;
  adminCookie = s.admin.cookie;
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string) => {
  const res = await t.request({ method: 'GET', url, cookie: adminCookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const day = 864e5;

describe('dashboard stats', () => {
  it('counts users, counters, Premium users and the monthly revenue of paying users only', async () => {
    const old = new Date(Date.now() - 3 * day);
    const payer = await addUser(t, { ...paidPremium, createdAt: old });
    await addUser(t, { ...paidPremium, customPrice: '9.99', createdAt: old });
    await addUser(t, { ...paidPremium, customPrice: '2.50' });
    await addUser(t, {
      adminPremium: true,
      subscriptionStatus: 'active',
      premiumSource: 'admin',
      customPrice: '7.00',
    });
    const soon = new Date(Date.now() + 10 * day);
    await addUser(t, {
      giftUntil: soon,
      premiumUntil: soon,
      subscriptionStatus: 'active',
      premiumSource: 'gift',
    });
    const lapsed = new Date(Date.now() - day);
    await addUser(t, {
      giftUntil: lapsed,
      premiumUntil: lapsed,
      subscriptionStatus: 'active',
      premiumSource: 'gift',
      createdAt: old,
    });
    await addCounter(t, payer, 'old', old);
    await addCounter(t, payer, 'new');
    await saveSubscriptionSettings(t.app.db, {
      generalPrice: '4.99',
      isDiscountActive: true,
      discountedPrice: '3.33',
    });

    const stats = await get('/api/admin/dashboard');
    // 7 users: the admin (today), 3 paying, 1 admin-granted, 1 gift, 1 lapsed gift; 4 created today.
    expect(stats).toEqual({
      totalUsers: 7,
      newUsersToday: 4,
      totalCounters: 2,
      newCountersToday: 1,
      premiumUsers: 5,
      // 3.33 (current, discounted) + 9.99 + 2.50; admin-granted and gifted Premium bring nothing.
      monthlyRevenue: '15.82',
    });
    await saveSubscriptionSettings(t.app.db, {
      generalPrice: '4.99',
      isDiscountActive: false,
      discountedPrice: null,
    });
    expect((await get('/api/admin/dashboard')).monthlyRevenue).toBe('17.48');
  });
});

describe('lists', () => {
  it('pages users newest first with the fields the screen needs', async () => {
    const all = await get('/api/admin/users?pageSize=100');
    const page1 = await get('/api/admin/users?page=1&pageSize=3');
    const page2 = await get('/api/admin/users?page=2&pageSize=3');
    expect(page1).toMatchObject({ total: all.total, page: 1, pageSize: 3 });
    expect(page1.items).toHaveLength(3);
    expect([...page1.items, ...page2.items].map((u: { id: string }) => u.id)).toEqual(
      all.items.slice(0, 6).map((u: { id: string }) => u.id),
    );
    expect(Object.keys(page1.items[0]).sort()).toEqual(
      [
        'counterCount',
        'createdAt',
        'customPrice',
        'email',
        'firstName',
        'id',
        'lastName',
        'premiumSource',
        'premiumUntil',
        'role',
        'subscriptionStatus',
      ].sort(),
    );
    const payer = all.items.find((u: { counterCount: number }) => u.counterCount === 2);
    expect(payer).toMatchObject({ subscriptionStatus: 'active', premiumSource: 'paddle' });
    // A lapsed gift reads as Free.
    expect(
      all.items.filter((u: { subscriptionStatus: string }) => u.subscriptionStatus === 'active'),
    ).toHaveLength(5);
  });

  it('searches e-mail, first and last name case-insensitively, with % taken literally', async () => {
    await addUser(t, { email: 'grace.hopper@navy.example', firstName: 'Grace', lastName: 'Hopper' });
    await addUser(t, { email: 'ada@example.com', firstName: 'Ada', lastName: 'LOVELACE' });
    expect(
      (await get('/api/admin/users?search=HOPPER')).items.map((u: { email: string }) => u.email),
    ).toEqual(['grace.hopper@navy.example']);
    expect((await get('/api/admin/users?search=lovelace')).total).toBe(1);
    expect((await get('/api/admin/users?search=navy.EXAMPLE')).total).toBe(1);
    expect((await get('/api/admin/users?search=%25')).total).toBe(0);
  });

  it('filters by plan for the Premium list and the gift picker', async () => {
    expect((await get('/api/admin/users?plan=premium&pageSize=100')).total).toBe(5);
    const free = await get('/api/admin/users?plan=free&pageSize=100');
    expect(free.items.every((u: { subscriptionStatus: string }) => u.subscriptionStatus === 'free')).toBe(
      true,
    );
  });

  it('pages and searches counters with their owner’s e-mail', async () => {
    const owner = await addUser(t, { email: 'owner@counters.example' });
    for (let i = 0; i < 5; i++) await addCounter(t, owner, `Launch ${i}`, new Date(Date.now() - i * 1000));
    const page = await get('/api/admin/counters?search=launch&pageSize=2&page=2');
    expect(page).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page.items.map((c: { name: string }) => c.name)).toEqual(['Launch 2', 'Launch 3']);
    expect(page.items[0]).toEqual({
      id: expect.any(String),
      name: 'Launch 2',
      createdAt: expect.any(String),
      ownerEmail: 'owner@counters.example',
    });
    expect((await get('/api/admin/counters?search=COUNTERS.example')).total).toBe(5);
  });

  it.each(['pageSize=101', 'pageSize=0', 'page=0', 'page=x', 'plan=gold'])(
    'refuses ?%s with 400',
    async (q) => {
      expect(
        (await t.request({ method: 'GET', url: `/api/admin/users?${q}`, cookie: adminCookie })).statusCode,
      ).toBe(400);
    },
  );
});
