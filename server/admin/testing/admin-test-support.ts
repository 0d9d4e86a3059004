// Shared set-up for the admin API tests: one admin, and users created directly in the database.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { insertUser } from '../../auth/user-queries';
import type { PaddleApiStandIn } from '../../billing/testing/paddle-api-stand-in';
import {
  createBillingTestApp,
  deliver,
  makeAdmin,
  paddleEvent,
  readUser,
  signedCustom,
  subscriptionData,
  transactionData,
} from '../../billing/testing/test-support';
import { counters, users } from '../../db/schema';
import { signUp, type TestApp } from '../../test/test-app';

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

/** The stored summary of a paying user, for list tests that only read it. */
export const paidPremium = { subscriptionStatus: 'active', premiumSource: 'paddle' } as const;

const realGateway = new WeakMap<object, unknown>();

/** The stand-in back to a working Paddle with no calls recorded, and the app's real gateway back. */
export function resetStandIn(t: TestApp, paddle: PaddleApiStandIn): void {
  paddle.reset();
  const app = t.app as unknown as { paddle: unknown };
  if (realGateway.has(t.app)) app.paddle = realGateway.get(t.app);
  else realGateway.set(t.app, app.paddle);
}

let subSeq = 0;
/**
 * A user paying through Paddle the way checkout makes one: the subscription and its first payment
 * exist in the Paddle stand-in, and their webhooks (signed customData) have arrived.
 */
export async function addSubscriber(
  t: TestApp,
  paddle: PaddleApiStandIn,
  userId?: string,
  // A second live subscription cannot come from our checkout (it would be ended as a duplicate):
  // it is one imported into Paddle, or one from before the duplicate rule.
  eventType: 'subscription.created' | 'subscription.imported' = 'subscription.created',
) {
  const id = userId ?? (await addUser(t));
  subSeq += 1;
  const customerId = (await readUser(t, id)).paddleCustomerId ?? `ctm_admin_${subSeq}`;
  const sub = `sub_admin_${subSeq}`;
  const txn = `txn_admin_${subSeq}`;
  const at = new Date(Date.now() - 60_000 + subSeq);
  const subInput = { id: sub, status: 'active', customerId, customData: signedCustom(id), at };
  const txnInput = {
    id: txn,
    status: 'completed',
    customerId,
    subscriptionId: sub,
    customData: signedCustom(id),
    billedAt: at,
  };
  paddle.seedSubscription(subInput);
  paddle.seedTransaction(txnInput);
  await deliver(t, paddleEvent(eventType, at, subscriptionData(subInput)));
  await deliver(t, paddleEvent('transaction.completed', at, transactionData(txnInput)));
  return { id, sub, txn, customerId };
}
/** [subscriptionStatus, premiumSource] as stored. */
export async function planOf(t: TestApp, id: string) {
  const r = await readUser(t, id);
  return [r.subscriptionStatus, r.premiumSource];
}

export interface AdminSuite {
  t: TestApp;
  paddle: PaddleApiStandIn;
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
  beforeEach(() => resetStandIn(suite.t, suite.paddle));
  return suite;
}
