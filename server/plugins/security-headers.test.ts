import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('security headers', () => {
  it.each(['/', '/account', '/counter/abcdefghijkl', '/api/pricing', '/api/user'])(
    '%s may not be framed',
    async (url) => {
      const res = await t.request({ method: 'GET', url });
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it.each(['/embed/abcdefghijkl?transparent=1', '/%65mbed/abcdefghijkl'])(
    'lets anyone frame the embed route (%s), and only it',
    async (url) => {
      const res = await t.request({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain('frame-ancestors * file:;');
      expect(csp).not.toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBeUndefined();
    },
  );
});
