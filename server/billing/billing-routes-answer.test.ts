import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../test/test-app';

// Each signed-in billing route answers at once, whatever the state of the account: with its data,
// or with a 4xx/503 that says why. (This app has no Paddle settings.)
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('every billing route of a signed-in account answers, none hangs', async () => {
  const u = await signUp(t);
  const call = (method: 'GET' | 'POST', url: string) => t.request({ method, url, cookie: u.cookie });
  expect((await call('GET', '/api/billing/status')).statusCode).toBe(200);
  expect((await call('POST', '/api/fix-paddle-customer')).statusCode).toBe(403);
  expect((await call('POST', '/api/billing/portal')).statusCode).toBe(403);
  expect((await call('POST', '/api/billing/checkout')).statusCode).toBe(503);
});
