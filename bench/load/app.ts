import { createFormDefaults } from '@core/counter/settings-defaults';
import { eq } from 'drizzle-orm';
import { setUserRole } from '../../server/auth/user-queries';
import { users } from '../../server/db/schema';
import { startFreshApp } from '../support/fresh-app';

// The real app on a fresh database (PGlite, or a new PostgreSQL database when DATABASE_URL is set),
// with what the mixed load needs: accounts to sign in with, an editor with counters, counters to view,
// an admin and a few pages of users. Announces the plan to bench/load.ts.
const SIGN_IN_ACCOUNTS = 8;
const VIEW_COUNTERS = 20;
const EDIT_COUNTERS = 8;
const EXTRA_USERS = 40;

const fresh = await startFreshApp('load', {
  // Sign-ins come from one address (the load generator) into a few accounts: lift both limits.
  IP_RATE_LIMIT: '1000000',
  LOGIN_RATE_LIMIT: '100000',
});
const { app, register } = fresh;
const settings = createFormDefaults(new Date(), 'UTC');
const createCounter = (cookie: string, name: string) => fresh.createCounter(cookie, name, settings);

const logins = Array.from({ length: SIGN_IN_ACCOUNTS }, (_, i) => ({
  email: `signin-${i}@load.example`,
  password: `load-password-${i}`,
}));
for (const l of logins) await register(l.email, l.password);
const admin = await register('admin@load.example', 'load-admin-password');
// Straight into the table: sign-up never makes an admin, and ADMIN_EMAIL only promotes at start-up.
await setUserRole(app.db, admin.id, 'admin');
const editor = await register('editor@load.example', 'load-editor-password');
await app.db
  .update(users)
  .set({ adminPremium: true, subscriptionStatus: 'active', premiumSource: 'admin' })
  .where(eq(users.id, editor.id));
const editIds: string[] = [];
for (let i = 0; i < EDIT_COUNTERS; i++) editIds.push(await createCounter(editor.cookie, `Edited ${i}`));
const viewIds: string[] = [];
for (let i = 0; i < VIEW_COUNTERS; i++) viewIds.push(await createCounter(editor.cookie, `Viewed ${i}`));
// Filler users straight into the table: the admin lists need pages, not password hashes.
await app.db.insert(users).values(
  Array.from({ length: EXTRA_USERS }, (_, i) => ({
    id: `filler-${i}`,
    email: `filler-${i}@load.example`,
    passwordHash: 'x',
  })),
);

await fresh.announce({
  // The Origin check accepts APP_URL's origin alone, whatever address the traffic reaches us on.
  origin: fresh.origin,
  logins,
  adminCookie: admin.cookie,
  editorCookie: editor.cookie,
  editIds,
  viewIds,
  settings,
});
