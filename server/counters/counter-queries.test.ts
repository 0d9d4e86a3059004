import { createFormDefaults } from '@core/counter/settings-defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { countCountersByUser, findCounterOwners } from './counter-queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const create = (cookie: string) =>
  t.request({
    method: 'POST',
    url: '/api/counters',
    cookie,
    payload: { name: 'Road to 1M', settings: createFormDefaults(new Date(), 'UTC') },
  });

describe('counter queries', () => {
  it('finds the owner of each existing counter in one query, and skips unknown ids', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const mine = (await create(a.cookie)).json().id;
    const theirs = (await create(b.cookie)).json().id;
    const owners = await findCounterOwners(t.app.db, [mine, theirs, 'unknownid123']);
    expect(owners).toEqual(
      new Map([
        [mine, a.user.id],
        [theirs, b.user.id],
      ]),
    );
  });

  it('counts a user’s counters, 0 when they have none', async () => {
    const u = await signUp(t);
    expect(await countCountersByUser(t.app.db, u.user.id)).toBe(0);
    await create(u.cookie);
    expect(await countCountersByUser(t.app.db, u.user.id)).toBe(1);
  });
});
