import { createFormDefaults } from '@core/counter/settings-defaults';
import { instantToZonedLocal } from '@core/counter/time-zone';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counters } from '../db/schema';
import { createTestApp, signUp, type TestApp } from '../test/test-app';

// docs/product.md §5: 'end must be in the future' holds when a countdown's end is set (create, a new end,
// a counter turned into a countdown), never when other fields of an ended countdown change.
const INVALID_DATE = 'Invalid Date: End date and time must be in the future.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const local = (ms: number) => instantToZonedLocal(ms, 'Europe/Berlin');
const countdown = (over: Record<string, unknown> = {}) => ({
  ...createFormDefaults(new Date(), 'Europe/Berlin'),
  countdownType: 'datetime',
  ...over,
});

// An ended countdown as one exists in real life: saved while its end was ahead, now passed.
async function endedCountdown(cookie: string, endedAt = Date.now() - 3_600_000) {
  const res = await t.request({
    method: 'POST',
    url: '/api/counters',
    cookie,
    payload: { name: 'Launch', settings: countdown({ endDateTime: local(Date.now() + 3_600_000) }) },
  });
  expect(res.statusCode).toBe(201);
  const { id, settings } = res.json();
  const ended = { ...settings, endDateTime: local(endedAt) };
  await t.app.db.update(counters).set({ settings: ended }).where(eq(counters.id, id));
  return { id, settings: ended as Record<string, unknown> };
}

const put = (cookie: string, id: string, settings: Record<string, unknown>, name = 'Launch') =>
  t.request({ method: 'PUT', url: `/api/counters/${id}`, cookie, payload: { name, settings } });

const storedTitle = async (id: string) =>
  (await t.app.db.select().from(counters).where(eq(counters.id, id)))[0]?.settings.title;

describe('countdown end dates', () => {
  it('refuses to create a countdown whose end has passed, with the product’s text', async () => {
    const u = await signUp(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/counters',
      cookie: u.cookie,
      payload: { name: 'Late', settings: countdown({ endDateTime: local(Date.now() - 60_000) }) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: INVALID_DATE,
      errors: { 'settings.endDateTime': [INVALID_DATE] },
    });
    expect(await t.app.db.select().from(counters)).toHaveLength(0);
  });

  it('retitles and renames an ended countdown', async () => {
    const u = await signUp(t);
    const { id, settings } = await endedCountdown(u.cookie);
    const res = await put(u.cookie, id, { ...settings, title: 'It happened' }, 'Launch (done)');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Launch (done)', settings: { title: 'It happened' } });
  });

  it('refuses moving the end of an ended countdown to another past instant', async () => {
    const u = await signUp(t);
    const { id, settings } = await endedCountdown(u.cookie);
    const res = await put(u.cookie, id, {
      ...settings,
      title: 'Moved',
      endDateTime: local(Date.now() - 7_200_000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_DATE);
    expect(await storedTitle(id)).toBe('My Counter');
  });

  it('refuses the same wall time in another zone, since that moves the instant', async () => {
    const u = await signUp(t);
    const { id, settings } = await endedCountdown(u.cookie, Date.now() - 2 * 86_400_000);
    const res = await put(u.cookie, id, { ...settings, timeZone: 'America/New_York', title: 'Zone' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_DATE);
  });

  it('accepts moving an ended countdown to a new future end', async () => {
    const u = await signUp(t);
    const { id, settings } = await endedCountdown(u.cookie);
    const next = local(Date.now() + 86_400_000);
    const res = await put(u.cookie, id, { ...settings, endDateTime: next });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings.endDateTime).toBe(next);
  });

  it('checks the end when a number counter becomes a countdown', async () => {
    const u = await signUp(t);
    const created = await t.request({
      method: 'POST',
      url: '/api/counters',
      cookie: u.cookie,
      payload: { name: 'Count', settings: countdown({ countdownType: 'number' }) },
    });
    const { id, settings } = created.json();
    const past = { ...settings, countdownType: 'datetime', endDateTime: local(Date.now() - 60_000) };
    expect((await put(u.cookie, id, past)).json().message).toBe(INVALID_DATE);
  });

  it('refuses equal start and end numbers on the server too', async () => {
    const u = await signUp(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/counters',
      cookie: u.cookie,
      payload: {
        name: 'Same',
        settings: countdown({ countdownType: 'number', startNumber: 7, endNumber: 7 }),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid Configuration: Start and end numbers cannot be the same.');
  });
});
