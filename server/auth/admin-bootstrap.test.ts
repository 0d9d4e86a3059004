import { AppError } from '@core/errors/app-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp, uniqueEmail } from '../test/test-app';
import { ensureAdmin } from './admin-bootstrap';
import { findUserByEmail } from './user-queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('ensureAdmin (npm run admin)', () => {
  it('creates an admin who can sign in', async () => {
    const email = uniqueEmail('boss');
    expect(await ensureAdmin(t.app.db, email, 'admin-pass')).toBe('created');
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'admin-pass' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('admin');
  });

  it('promotes an existing account, case-insensitively, and is idempotent', async () => {
    const { email } = await signUp(t);
    expect(await ensureAdmin(t.app.db, email.toUpperCase())).toBe('promoted');
    expect((await findUserByEmail(t.app.db, email))?.role).toBe('admin');
    expect(await ensureAdmin(t.app.db, email)).toBe('already-admin');
  });

  it('refuses to create an account without a password, and tells the operator how', async () => {
    const email = uniqueEmail('nobody');
    const refused = await ensureAdmin(t.app.db, email).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).message).toBe(`No account for ${email}. Pass --password to create it.`);
    expect(await findUserByEmail(t.app.db, email)).toBeUndefined();
  });

  it('with --password, sets a new password on an existing account (the operator locked out)', async () => {
    const { email, password } = await signUp(t);
    expect(await ensureAdmin(t.app.db, email, 'rescued-pass')).toBe('promoted');
    expect(await ensureAdmin(t.app.db, email, 'second-pass')).toBe('already-admin');
    const login = (pw: string) =>
      t.request({ method: 'POST', url: '/api/login', payload: { email, password: pw } });
    expect((await login(password)).statusCode).toBe(401);
    expect((await login('rescued-pass')).statusCode).toBe(401);
    const res = await login('second-pass');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('stores the address as typed on the command line in its normal form', async () => {
    const email = uniqueEmail('typed');
    expect(await ensureAdmin(t.app.db, `  ${email.toUpperCase()} `, 'admin-pass')).toBe('created');
    expect((await findUserByEmail(t.app.db, email))?.email).toBe(email);
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'admin-pass' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('ADMIN_EMAIL does not make a new sign-up admin: the address is unproven at sign-up', async () => {
    const email = uniqueEmail('owner');
    const app2 = await createTestApp({ ADMIN_EMAIL: email });
    try {
      const res = await app2.request({
        method: 'POST',
        url: '/api/register',
        payload: { email, password: 'secret1' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().role).toBe('user');
    } finally {
      await app2.close();
    }
  });
});
