import { randomUUID } from 'node:crypto';
import { isSummaryActive } from '@core/plan/premium-state';
import { and, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { isPremiumNow, summarizePremium } from './premium-queries';

// The admin statistics count Premium in SQL; the server and the web app ask core's
// isSummaryActive. This holds the two to the same answer for every kind of stored summary.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;

describe('the Premium rule in SQL', () => {
  it('counts exactly the users isSummaryActive calls Premium', async () => {
    const now = Date.now();
    const untils = [null, new Date(now - 24 * HOUR), new Date(now - HOUR), new Date(now + HOUR)];
    const rows = (['free', 'active'] as const).flatMap((subscriptionStatus) =>
      untils.map((premiumUntil) => ({
        id: randomUUID(),
        email: `${randomUUID()}@rule.test`,
        passwordHash: 'x',
        subscriptionStatus,
        premiumUntil,
        premiumSource: subscriptionStatus === 'active' ? ('gift' as const) : null,
      })),
    );
    await t.app.db.insert(users).values(rows);
    const ids = rows.map((r) => r.id);
    const premiumInSql = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), isPremiumNow()));
    const expected = rows.filter((r) => isSummaryActive(r, new Date())).map((r) => r.id);
    expect(expected).toHaveLength(2); // open-ended and ending in an hour: the cases are not all alike
    expect(premiumInSql.map((r) => r.id).sort()).toEqual([...expected].sort());
    expect((await summarizePremium(t.app.db)).premiumUsers).toBe(expected.length);
  });
});
