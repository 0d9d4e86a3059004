import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { UNPROVEN_BILLING_MESSAGE } from './checkout-service';

// The billing portal shows a Paddle customer's invoices, card and cancel button. An account whose
// address nobody proved gets none, even holding a customer id (bound by a checkout of its own).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('opens no portal for an unproven account, even one with a customer id', async () => {
  const u = await signUp(t);
  await t.app.db
    .update(users)
    .set({ paddleCustomerId: 'ctm_01unproven00000000000000' })
    .where(eq(users.id, u.user.id));
  const res = await t.request({ method: 'POST', url: '/api/billing/portal', cookie: u.cookie });
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ message: UNPROVEN_BILLING_MESSAGE });
});
