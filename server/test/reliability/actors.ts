import { randomUUID } from 'node:crypto';
import type { CounterSettings } from '@core/counter/settings';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { eq, inArray } from 'drizzle-orm';
import { issueAuthLink } from '../../auth/auth-links';
import { createSession } from '../../auth/session-queries';
import { insertUser } from '../../auth/user-queries';
import { createCounterId } from '../../counters/counter-queries';
import { counters, users } from '../../db/schema';
import { signUp, type TestApp } from '../test-app';

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
// The grant withdrawn again (what an admin downgrade leaves behind).
const FREE_PATCH = { adminPremium: false, subscriptionStatus: 'free', premiumSource: null } as const;

export async function insertCounterFor(
  t: TestApp,
  userId: string,
  name = 'Owned counter',
  settings: CounterSettings = validSettings(),
): Promise<string> {
  const id = createCounterId();
  await t.app.db.insert(counters).values({ id, userId, name, settings });
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
  return issueAuthLink(t.app.db, await insertPlainUser(t), 'reset');
}

/** A mailed link of another purpose (address proof, sign-in) for a new plain user. */
export async function freshAuthLink(t: TestApp, purpose: 'verify' | 'sign_in'): Promise<string> {
  return issueAuthLink(t.app.db, await insertPlainUser(t), purpose);
}

/** A confirmation link opened where its plain user is signed in, as a new owner opens it. */
export async function freshAddressProof(t: TestApp): Promise<{ cookie: string; payload: { token: string } }> {
  const userId = await insertPlainUser(t);
  return {
    cookie: await freshSessionCookie(t, userId),
    payload: { token: await issueAuthLink(t.app.db, userId, 'verify') },
  };
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
  // Proven addresses, as most accounts have: billing looks customers up only by a proven address.
  const ids = [free.id, premium.id, other.id, admin.id];
  await t.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(inArray(users.id, ids));
  await t.app.db.update(users).set(PREMIUM_PATCH).where(eq(users.id, premium.id));
  await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  // Free and other sit at the Free limit (1 counter); the admin owns none.
  free.counterId = await insertCounterFor(t, free.id, 'Free counter');
  other.counterId = await insertCounterFor(t, other.id, 'Other counter');
  premium.counterId = await insertCounterFor(t, premium.id, 'Premium counter');
  return { free, premium, other, admin };
}

// The actors of the bearer-key table (KEY_MATRIX in matrix-rows.ts), for the /api/v1 routes, where
// a key is the only credential. Each holder sends its own key against its own counter and against
// another user's ('other'). Free and admin hold a key made while they had Premium, which has since
// ended (keys are Premium to create; an admin is not Premium by role). The unknown and the revoked
// key are sent on the Premium user's own counter, with the Premium user's session cookie beside
// them: a valid session must not stand in for a bad key.
export const KEY_ACTORS = [
  'unknownKey',
  'revokedKey',
  'freeOwn',
  'freeOther',
  'premiumOwn',
  'premiumOther',
  'adminOwn',
  'adminOther',
  'scopedOwn',
  'scopedOther',
  'readOwn',
] as const;
export type KeyActorName = (typeof KEY_ACTORS)[number];

export interface ApiKeys {
  unknown: string;
  revoked: string;
  free: string;
  premium: string;
  admin: string;
}

/**
 * Least privilege (issue 22): a key the Premium user limits to one counter, sent on that counter
 * ('this') or on another of the same user's counters ('elsewhere'); and a read-only key for all.
 */
export interface KeyScopeSpec {
  access: 'read' | 'control';
  counters: 'all' | 'this' | 'elsewhere';
}

/** Who a key cell speaks as: the key sent, the session cookie sent beside it, whose counter it acts on. */
export interface KeyCellActors {
  key: string;
  holder: Account;
  counterOwner: Account;
  /** Set: the key is made for the cell (POST /api/keys) with this scope instead. */
  scope?: KeyScopeSpec;
}

/** A key of the account with the given access and counters, made through POST /api/keys. */
export async function createScopedKey(
  t: TestApp,
  account: Account,
  access: 'read' | 'control',
  counterIds: string[] | null,
): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/keys',
    cookie: account.cookie,
    payload: { name: 'Matrix scoped key', access, counterIds },
  });
  if (res.statusCode !== 201) throw new Error(`scoped key creation failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { key: string }).key;
}

async function createKeyAs(t: TestApp, account: Account, name: string): Promise<{ id: string; key: string }> {
  const res = await t.request({
    method: 'POST',
    url: '/api/keys',
    cookie: account.cookie,
    payload: { name },
  });
  if (res.statusCode !== 201) throw new Error(`key creation failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; key: string };
}

// Through the real routes: POST /api/keys while Premium, DELETE /api/keys/:id to revoke.
export async function setUpApiKeys(t: TestApp, actors: Actors): Promise<ApiKeys> {
  const madeWhilePremium = async (account: Account) => {
    await t.app.db.update(users).set(PREMIUM_PATCH).where(eq(users.id, account.id));
    const { key } = await createKeyAs(t, account, 'Matrix key, Premium then');
    await t.app.db.update(users).set(FREE_PATCH).where(eq(users.id, account.id));
    return key;
  };
  const revoked = await createKeyAs(t, actors.premium, 'Matrix key, revoked');
  const gone = await t.request({
    method: 'DELETE',
    url: `/api/keys/${revoked.id}`,
    cookie: actors.premium.cookie,
  });
  if (gone.statusCode !== 200) throw new Error(`key revocation failed: ${gone.statusCode}`);
  return {
    unknown: `cs_live_${randomUUID().replace(/-/g, '')}`,
    revoked: revoked.key,
    free: await madeWhilePremium(actors.free),
    premium: (await createKeyAs(t, actors.premium, 'Matrix key')).key,
    admin: await madeWhilePremium(actors.admin),
  };
}

export function keyCellActors(actor: KeyActorName, actors: Actors, keys: ApiKeys): KeyCellActors {
  const own = (holder: Account, key: string) => ({ key, holder, counterOwner: holder });
  const others = (holder: Account, key: string) => ({ key, holder, counterOwner: actors.other });
  switch (actor) {
    case 'unknownKey':
      return own(actors.premium, keys.unknown);
    case 'revokedKey':
      return own(actors.premium, keys.revoked);
    case 'freeOwn':
      return own(actors.free, keys.free);
    case 'freeOther':
      return others(actors.free, keys.free);
    case 'premiumOwn':
      return own(actors.premium, keys.premium);
    case 'premiumOther':
      return others(actors.premium, keys.premium);
    case 'adminOwn':
      return own(actors.admin, keys.admin);
    case 'adminOther':
      return others(actors.admin, keys.admin);
    case 'scopedOwn':
      return { ...own(actors.premium, ''), scope: { access: 'control', counters: 'this' } };
    case 'scopedOther':
      return { ...own(actors.premium, ''), scope: { access: 'control', counters: 'elsewhere' } };
    case 'readOwn':
      return { ...own(actors.premium, ''), scope: { access: 'read', counters: 'all' } };
  }
}
