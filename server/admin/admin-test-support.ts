// Shared set-up for the admin API tests: one admin, and users created directly in the database.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { insertUser } from '../auth/user-queries';
import { createBillingTestApp, type FakePaddle, makeAdmin, readUser } from '../billing/test-support';
import { counters, users } from '../db/schema';
import { signUp, type TestApp } from '../test/test-app';

export async function createAdminTestApp() {
  const { t, paddle } = await createBillingTestApp();
  const admin = await signUp(t, { firstName: 'Root' });
  await makeAdmin(t, admin.user.id);
  return { t, paddle, admin };
}

export async function addUser(t: TestApp, over: Partial<typeof users.$inferInsert> = {}) {
  const u = await insertUser(t.app.db, {
    email: over.email ?? `u-${randomUUID().slice(0, 8)}@example.com`,
    passwordHash: 'x',
    firstName: over.firstName ?? null,
    lastName: over.lastName ?? null,
  });
  if (Object.keys(over).length > 0) await t.app.db.update(users).set(over).where(eq(users.id, u.id));
  return u.id;
}

export async function addCounter(t: TestApp, userId: string, name = 'Road to 1M', createdAt?: Date) {
  const id = randomUUID().replace(/-/g, '').slice(0, 12);
  await t.app.db
    .insert(counters)
    .values({ id, userId, name, settings: {}, ...(createdAt ? { createdAt } : {}) });
  return id;
}

export const paidPremium = {
  subscriptionStatus: 'active',
  premiumSource: 'paddle',
  paddleStatus: 'active',
} as const;

/** The fake gateway back to a working Paddle with no calls recorded (run before each test). */
export function resetFakePaddle(paddle: FakePaddle): void {
  paddle.configured = true;
  paddle.refundAnswer = 'ok';
  paddle.failCancel = false;
  paddle.calls = [];
}

/** A user paying through Paddle, with a subscription and a transaction to cancel or refund. */
export const addSubscriber = (t: TestApp) =>
  addUser(t, {
    ...paidPremium,
    paddleSubscriptionId: 'sub_1',
    paddleTransactionId: 'txn_9',
    paddleCustomerId: `ctm_${Math.random()}`,
  });

/** [subscriptionStatus, premiumSource] as stored. */
export async function planOf(t: TestApp, id: string) {
  const r = await readUser(t, id);
  return [r.subscriptionStatus, r.premiumSource];
}

export interface AdminSuite {
  t: TestApp;
  paddle: FakePaddle;
  admin: Awaited<ReturnType<typeof signUp>>;
}

/**
 * The set-up of the admin action tests: one app with a fake Paddle and a signed-in admin for the
 * file, closed after it, and the fake reset to a working Paddle before each test. The fields are
 * filled in beforeAll.
 */
export function setUpAdminSuite(): AdminSuite {
  const suite = {} as AdminSuite;
  beforeAll(async () => {
    Object.assign(suite, await createAdminTestApp());
  });
  afterAll(async () => {
    await suite.t?.close();
  });
  beforeEach(() => resetFakePaddle(suite.paddle));
  return suite;
}
