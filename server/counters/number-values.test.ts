import { createFormDefaults } from '@core/counter/settings-defaults';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterRuns, counters } from '../db/schema';
import { createApiKey, createSyncedCounter, premiumUser } from '../live/testing/live-test-support';
import { createTestApp, signUp, type TestApp } from '../test/test-app';

// Number counters with negative and decimal values (core/counter/number-value.ts): the server takes
// as many places as the counter's Decimals format shows and refuses more with a 400 naming the
// field and the limit, writing nothing. Every path that sets or adds to a value follows the rule.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const numberSettings = (over: Record<string, unknown>) => ({
  ...createFormDefaults(new Date(), 'UTC'),
  countdownType: 'number',
  ...over,
});

const create = (cookie: string, settings: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/counters', cookie, payload: { name: 'Temp', settings } });

const storedCounters = async (userId: string) =>
  t.app.db.select().from(counters).where(eq(counters.userId, userId));

const storedRun = async (id: string) =>
  (await t.app.db.select().from(counterRuns).where(eq(counterRuns.counterId, id)))[0];

describe('number counter values on the server', () => {
  it('creates a counter from −10.5 to 10 with Decimals 1 and keeps the values as given', async () => {
    const u = await signUp(t);
    const res = await create(u.cookie, numberSettings({ startNumber: -10.5, endNumber: 10, decimals: 1 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().settings).toMatchObject({ startNumber: -10.5, endNumber: 10, decimals: 1 });
    const [row] = await storedCounters(u.user.id);
    expect(row?.settings).toMatchObject({ startNumber: -10.5, endNumber: 10 });
  });

  it('refuses 1.234 with one place allowed, names the field and the limit, and writes nothing', async () => {
    const u = await signUp(t);
    const res = await create(u.cookie, numberSettings({ startNumber: 1.234, endNumber: 10, decimals: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'settings.startNumber: Start number can have at most 1 decimal place (the Decimals format)',
    );
    expect(await storedCounters(u.user.id)).toHaveLength(0);
  });

  it('refuses decimals without a Decimals format, and an increment with too many places', async () => {
    const u = await signUp(t);
    const noFormat = await create(u.cookie, numberSettings({ startNumber: 0, endNumber: 9.5 }));
    expect(noFormat.statusCode).toBe(400);
    expect(noFormat.json().message).toBe(
      'settings.endNumber: End number must be a whole number: set Decimals in the number format to use decimal places',
    );
    const step = await create(
      u.cookie,
      numberSettings({ startNumber: 0, endNumber: 1, decimals: 1, numberIncrement: 0.25 }),
    );
    expect(step.statusCode).toBe(400);
    expect(step.json().message).toBe(
      'settings.numberIncrement: Increment can have at most 1 decimal place (the Decimals format)',
    );
    expect(await storedCounters(u.user.id)).toHaveLength(0);
  });

  it('keeps a counter unchanged when an edit brings too many places', async () => {
    const u = await signUp(t);
    const settings = numberSettings({ startNumber: -5, endNumber: 5, decimals: 2 });
    const made = await create(u.cookie, settings);
    expect(made.statusCode).toBe(201);
    const id = made.json().id as string;
    const res = await t.request({
      method: 'PUT',
      url: `/api/counters/${id}`,
      cookie: u.cookie,
      payload: { name: 'Temp', settings: { ...settings, endNumber: 5.125 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'settings.endNumber: End number can have at most 2 decimal places (the Decimals format)',
    );
    expect((await storedCounters(u.user.id))[0]?.settings).toMatchObject({ endNumber: 5 });
  });
});

describe('live values below zero and with decimals', () => {
  it('sets and adds decimal values on the control path, stored exactly, and refuses extra places', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie, { startNumber: -10, endNumber: 10, decimals: 1 });
    const control = (action: object) =>
      t.request({ method: 'POST', url: `/api/counters/${id}/control`, cookie: p.cookie, payload: action });

    const set = await control({ action: 'set-value', value: -2.5 });
    expect(set.statusCode).toBe(200);
    expect(set.json().run.value).toBe(-2.5);
    for (const by of [0.1, 0.1, 0.1])
      expect((await control({ action: 'increment', by })).statusCode).toBe(200);
    expect((await storedRun(id))?.value).toBe(-2.2);

    const refused = await control({ action: 'set-value', value: 1.25 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('value can have at most 1 decimal place (the Decimals format)');
    expect((await storedRun(id))?.value).toBe(-2.2);
  });

  it('follows the same rule on the public API (/api/v1)', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie, { startNumber: 0, endNumber: -100, decimals: 2 });
    const { key } = await createApiKey(t, p.cookie);
    const v1 = (path: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/counters/${id}${path}`,
        headers: { authorization: `Bearer ${key}` },
        payload,
      });
    const set = await v1('/value', { value: -42.05 });
    expect(set.statusCode).toBe(200);
    expect(set.json().run.value).toBe(-42.05);
    const added = await v1('/increment', { by: -0.95 });
    expect(added.statusCode).toBe(200);
    expect(added.json().run.value).toBe(-43);

    const tooFine = await v1('/value', { value: -1.234 });
    expect(tooFine.statusCode).toBe(400);
    expect(tooFine.json().message).toBe('value can have at most 2 decimal places (the Decimals format)');
    expect((await storedRun(id))?.value).toBe(-43);
  });
});
