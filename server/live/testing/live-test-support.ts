import { createFormDefaults } from '@core/counter/settings-defaults';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../db/schema';
import { signUp, type TestApp } from '../../test/test-app';

// Set-up shared by the live counter API tests: a Premium owner, a synced counter, an API key, and
// a real listening port for Server-Sent Event clients.

/** A new account with admin-granted Premium (the plan that may drive counters live). */
export async function premiumUser(t: TestApp) {
  const u = await signUp(t);
  await t.app.db
    .update(users)
    .set({ subscriptionStatus: 'active', premiumSource: 'admin', adminPremium: true })
    .where(eq(users.id, u.user.id));
  return u;
}

/** A synced number counter from 0 to 100 (or with `over` applied), created through the API. */
export async function createSyncedCounter(t: TestApp, cookie: string, over: Record<string, unknown> = {}) {
  const settings = {
    ...createFormDefaults(new Date(), 'UTC'),
    startNumber: 0,
    endNumber: 100,
    synced: true,
    ...over,
  };
  const res = await t.request({
    method: 'POST',
    url: '/api/counters',
    cookie,
    payload: { name: 'Live', settings },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

/** An API key made through the API: the only answer that shows it. */
export async function createApiKey(t: TestApp, cookie: string, name = 'Bot') {
  const res = await t.request({ method: 'POST', url: '/api/keys', cookie, payload: { name } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; key: string };
}

/** Listens on a free loopback port, for clients that need a real socket (SSE); returns its URL. */
export async function listenOnLoopback(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  return `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
}
