import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkToken } from '../test/smtp-sink';
import { createTestApp, signUp, type TestApp } from '../test/test-app';

// A confirmation link is used up by the request that proves the address, and only by it: two uses
// at once prove it once. A right password also ends the count of wrong ones, as a sign-in does.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const verify = (payload: Record<string, unknown>, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/verify-email', payload, cookie });
const login = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/login', payload: { email, password } });

describe('using a confirmation link', () => {
  it('twice at once proves the address once; the other use is told the link is used', async () => {
    const { email, cookie } = await signUp(t);
    const token = linkToken(await t.smtp.waitFor(email, { subject: 'Welcome' }), '/auth/verify');
    const answers = await Promise.all([verify({ token }, cookie), verify({ token }, cookie)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().message).toContain(
      'expired or was already used',
    );
  });

  it('with the right password clears the wrong attempts counted before it', async () => {
    const { email, password } = await signUp(t);
    const token = linkToken(await t.smtp.waitFor(email, { subject: 'Welcome' }), '/auth/verify');
    for (let i = 0; i < 9; i++)
      expect((await verify({ token, password: `guess ${i}` })).statusCode).toBe(400);
    expect((await verify({ token, password })).statusCode).toBe(200);
    // Nine wrong and one right: without the clear, the next attempt would be the eleventh (429).
    for (let i = 0; i < 2; i++) expect((await login(email, password)).statusCode).toBe(200);
  });
});
