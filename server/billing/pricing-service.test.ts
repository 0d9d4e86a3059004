import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { getSubscriptionSettings, saveSubscriptionSettings } from './pricing-service';

// The subscription settings live in one row of `settings` under the key 'subscription': the key the
// databases already in use (and every copy of them) hold them under.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the subscription settings row', () => {
  it('is read from the key databases already hold it under, and written back there', async () => {
    await t.app.db.execute(
      sql`insert into settings (key, value) values ('subscription', '{"generalPrice":"5.49"}')`,
    );
    expect(await getSubscriptionSettings(t.app.db)).toEqual({
      generalPrice: '5.49',
      isDiscountActive: false,
      discountedPrice: null,
    });
    const res = await t.request({ method: 'GET', url: '/api/pricing' });
    expect(res.json()).toMatchObject({ currentPrice: '5.49', originalPrice: '5.49' });

    await saveSubscriptionSettings(t.app.db, {
      generalPrice: '6.00',
      isDiscountActive: true,
      discountedPrice: '4.00',
    });
    const rows = await t.app.db.execute(sql`select key, value from settings`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      {
        key: 'subscription',
        value: { generalPrice: '6.00', isDiscountActive: true, discountedPrice: '4.00' },
      },
    ]);
  });
});
