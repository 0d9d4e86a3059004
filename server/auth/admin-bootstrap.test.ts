import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors/app-error';
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

  it('refuses to create an account without a password', async () => {
    await expect(ensureAdmin(t.app.db, uniqueEmail())).rejects.toBeInstanceOf(AppError);
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
