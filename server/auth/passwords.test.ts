import * as argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyDummyPassword, verifyPassword } from './passwords';

// The real argon2, observed: which hashes are made and which are verified is the behaviour here.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, hash: vi.fn(real.hash), verify: vi.fn(real.verify) };
});

const OWASP_ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

describe('passwords', () => {
  it('hashes with argon2id at the OWASP parameters, salted', async () => {
    const first = await hashPassword('correct horse');
    expect(first).toMatch(OWASP_ARGON2ID);
    expect(await hashPassword('correct horse')).not.toBe(first);
  });

  it('verifies the right password only, and a malformed hash is a plain no', async () => {
    const stored = await hashPassword('correct horse');
    await expect(verifyPassword(stored, 'correct horse')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'wrong horse')).resolves.toBe(false);
    await expect(verifyPassword('not-a-hash', 'correct horse')).resolves.toBe(false);
    await expect(verifyPassword('', '')).resolves.toBe(false);
  });

  // An unknown e-mail must cost what a known one costs: one argon2 verify at the same parameters,
  // and no hashing per attempt (hashing on every unknown e-mail would make those slower, a tell).
  it('spends one real verify on a dummy hash for unknown accounts, hashed once per process', async () => {
    vi.mocked(argon2.hash).mockClear();
    vi.mocked(argon2.verify).mockClear();
    await expect(verifyDummyPassword('guess one')).resolves.toBeUndefined();
    await verifyDummyPassword('guess two');
    expect(argon2.hash).toHaveBeenCalledTimes(1);
    expect(argon2.verify).toHaveBeenCalledTimes(2);
    const [dummy, password] = vi.mocked(argon2.verify).mock.calls[1]!;
    expect(dummy).toMatch(OWASP_ARGON2ID);
    expect(password).toBe('guess two');
    // The verify ran to its end on a real hash: it was not thrown out as malformed.
    await expect(vi.mocked(argon2.verify).mock.results[1]!.value).resolves.toBe(false);
  });
});
