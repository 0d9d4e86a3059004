import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// The confirmation route checks its body before anything reads it: a missing or malformed token or
// password is a 400 that names the problem, never a 500 from code that assumed a string.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('answers 400 with a message to every malformed confirmation body', async () => {
  const bodies = [
    {},
    { token: 42 },
    { token: 'x'.repeat(43), password: 7 },
    { token: 'x'.repeat(43), extra: 1 },
  ];
  for (const payload of bodies) {
    const res = await t.request({ method: 'POST', url: '/api/verify-email', payload });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  }
});
