import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createFormDefaults } from '../../core/counter/settings-defaults';
import { createPasswordReset } from '../auth/reset-queries';
import { createSession } from '../auth/session-queries';
import { insertUser } from '../auth/user-queries';
import { createCounterId } from '../counters/counter-queries';
import { counters, users } from '../db/schema';
import { signUp, type TestApp } from '../test/test-app';

// The five actors of the authorization matrix. 'other' is a second Free user: for routes on owned
// resources it acts on the Free user's counter, so "someone else's" is checked everywhere.
export const ACTORS = ['visitor', 'free', 'premium', 'other', 'admin'] as const;
export type ActorName = (typeof ACTORS)[number];

export interface Account {
  id: string;
  email: string;
  password: string;
  cookie: string;
  counterId: string | null;
}

export interface Actors {
  free: Account;
  premium: Account;
  other: Account;
  admin: Account;
}

export const validSettings = () => createFormDefaults(new Date(), 'UTC');
export const validCounterBody = (name = 'Matrix counter') => ({ name, settings: validSettings() });

// Premium through an admin grant: the same stored summary the admin "upgrade" writes.
export const PREMIUM_PATCH = {
  adminPremium: true,
  subscriptionStatus: 'active',
  premiumSource: 'admin',
} as const;

export async function insertCounterFor(t: TestApp, userId: string, name = 'Owned counter'): Promise<string> {
  const id = createCounterId();
  await t.app.db.insert(counters).values({ id, userId, name, settings: validSettings() });
  return id;
}

// A plain user made in the database (no password work): the target of admin actions.
export async function insertPlainUser(t: TestApp): Promise<string> {
  const row = await insertUser(t.app.db, {
    email: `target-${randomUUID().slice(0, 8)}@example.com`,
    passwordHash: 'not-a-hash',
  });
  return row.id;
}

export async function freshSessionCookie(t: TestApp, userId: string): Promise<string> {
  const { token } = await createSession(t.app.db, userId);
  return `cs_session=${token}`;
}

export async function freshResetToken(t: TestApp): Promise<string> {
  return createPasswordReset(t.app.db, await insertPlainUser(t));
}

export async function setUpActors(t: TestApp): Promise<Actors> {
  const make = async (firstName: string): Promise<Account> => {
    const s = await signUp(t, { firstName });
    return { id: s.user.id, email: s.email, password: s.password, cookie: s.cookie, counterId: null };
  };
  const [free, premium, other, admin] = [
    await make('Free'),
    await make('Premium'),
    await make('Other'),
    await make('Admin'),
  ];
  await t.app.db.update(users).set(PREMIUM_PATCH).where(eq(users.id, premium.id));
  await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  // Free and other sit at the Free limit (1 counter); the admin owns none.
  free.counterId = await insertCounterFor(t, free.id, 'Free counter');
  other.counterId = await insertCounterFor(t, other.id, 'Other counter');
  premium.counterId = await insertCounterFor(t, premium.id, 'Premium counter');
  return { free, premium, other, admin };
}
