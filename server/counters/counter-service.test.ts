import { createFormDefaults, resolveViewerSettings } from '@core/counter/settings-defaults';
import { buildEmailSnippet } from '@core/painter/email-snippet';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('embed code', () => {
  it('sizes the e-mail image of a Premium owner without the watermark band', async () => {
    const u = await signUp(t);
    await t.app.db
      .update(users)
      .set({ subscriptionStatus: 'active', premiumSource: 'admin' })
      .where(eq(users.email, u.email));
    const settings = createFormDefaults(new Date(), 'UTC');
    const created = await t.request({
      method: 'POST',
      url: '/api/counters',
      cookie: u.cookie,
      payload: { name: 'Mail', settings },
    });
    const id = created.json().id;
    const res = await t.request({ method: 'GET', url: `/api/counters/${id}/embed-code`, cookie: u.cookie });
    const viewer = resolveViewerSettings(created.json().settings);
    const premium = buildEmailSnippet(TEST_ORIGIN, id, viewer, { premium: true });
    expect(res.json().email).toEqual(premium);
    expect(premium.height).not.toBe(buildEmailSnippet(TEST_ORIGIN, id, viewer, { premium: false }).height);
  });
});
