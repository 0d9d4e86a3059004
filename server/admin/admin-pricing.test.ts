import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUser } from '../billing/testing/test-support';
import { appSettings } from '../db/schema';
import { signUp, type TestApp } from '../test/test-app';
import { createAdminTestApp } from './testing/admin-test-support';

let t: TestApp;
let admin: { cookie: string; user: { id: string } };
beforeAll(async () => {
  ({ t, admin } = await createAdminTestApp());
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown) =>
  t.request({ method: 'POST', url, payload: payload as object, cookie: admin.cookie });
const pricing = async (cookie?: string) =>
  (await t.request({ method: 'GET', url: '/api/pricing', cookie })).json();
const settingsRows = async () => JSON.stringify(await t.app.db.select().from(appSettings));

describe('general price', () => {
  it('updates the price that GET /api/pricing shows at once', async () => {
    const res = await post('/api/admin/subscription-settings', { generalPrice: 5.5 });
    expect(res.json()).toEqual({ message: 'General subscription price updated!' });
    expect(await pricing()).toMatchObject({ currentPrice: '5.50', originalPrice: '5.50' });
    await post('/api/admin/subscription-settings', { generalPrice: '4.99' });
    const read = await t.request({
      method: 'GET',
      url: '/api/admin/subscription-settings',
      cookie: admin.cookie,
    });
    expect(read.json()).toEqual({ generalPrice: '4.99', isDiscountActive: false, discountedPrice: null });
  });

  it.each([0, -1, 1000, '1000', 4.999, '4.999', 'abc', '', null, '1e2', true, {}])(
    'refuses %j with 400 and writes nothing',
    async (generalPrice) => {
      const before = await settingsRows();
      const res = await post('/api/admin/subscription-settings', { generalPrice });
      expect(res.statusCode).toBe(400);
      expect(await settingsRows()).toBe(before);
    },
  );

  it('refuses unknown fields', async () => {
    expect(
      (await post('/api/admin/subscription-settings', { generalPrice: 5, isDiscountActive: true }))
        .statusCode,
    ).toBe(400);
  });
});

describe('discount', () => {
  it('turns the discount on and off; null clears the discounted price', async () => {
    const on = await post('/api/admin/discount-settings', {
      discountedPrice: '3.99',
      isDiscountActive: true,
    });
    expect(on.json()).toEqual({ message: 'Discount settings updated!' });
    expect(await pricing()).toEqual({
      currentPrice: '3.99',
      originalPrice: '4.99',
      isDiscountActive: true,
      discountedPrice: '3.99',
    });
    await post('/api/admin/discount-settings', { discountedPrice: null, isDiscountActive: false });
    expect(await pricing()).toEqual({
      currentPrice: '4.99',
      originalPrice: '4.99',
      isDiscountActive: false,
      discountedPrice: null,
    });
  });

  it.each([
    { discountedPrice: null, isDiscountActive: true },
    { discountedPrice: '0', isDiscountActive: false },
    { discountedPrice: '3.99', isDiscountActive: 'yes' },
    { discountedPrice: '3.99' },
  ])('refuses %j with 400 and writes nothing', async (payload) => {
    const before = await settingsRows();
    expect((await post('/api/admin/discount-settings', payload)).statusCode).toBe(400);
    expect(await settingsRows()).toBe(before);
  });
});

describe('custom price', () => {
  it('sets and clears a user’s price, which wins in their pricing', async () => {
    const u = await signUp(t);
    const res = await post('/api/admin/user-pricing', { userId: u.user.id, customPrice: 9.99 });
    expect(res.json()).toEqual({ message: 'Custom price set for user!' });
    expect((await pricing(u.cookie)).currentPrice).toBe('9.99');
    expect((await pricing()).currentPrice).toBe('4.99');
    await post('/api/admin/user-pricing', { userId: u.user.id, customPrice: null });
    expect((await readUser(t, u.user.id)).customPrice).toBeNull();
  });

  it('refuses bad prices, unknown users and admin accounts, writing nothing', async () => {
    const u = await signUp(t);
    expect(
      (await post('/api/admin/user-pricing', { userId: u.user.id, customPrice: '9.999' })).statusCode,
    ).toBe(400);
    expect((await post('/api/admin/user-pricing', { customPrice: '9.99' })).statusCode).toBe(400);
    expect(
      (await post('/api/admin/user-pricing', { userId: 'nobody', customPrice: '9.99' })).statusCode,
    ).toBe(404);
    const refused = await post('/api/admin/user-pricing', { userId: admin.user.id, customPrice: '9.99' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('admin accounts');
    expect((await readUser(t, u.user.id)).customPrice).toBeNull();
    expect((await readUser(t, admin.user.id)).customPrice).toBeNull();
  });
});
