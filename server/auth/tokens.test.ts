import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createToken, hashToken } from './tokens';

// Session cookies and mailed links carry these tokens; only their hash is stored.
describe('tokens', () => {
  it('are 256 random bits in URL-safe base64, different every time', () => {
    const tokens = Array.from({ length: 50 }, createToken);
    for (const token of tokens) {
      // 32 bytes are 43 base64url characters: safe in a cookie and in a link without escaping.
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('are stored as their SHA-256 in hex, so a leaked table does not hand out sessions', () => {
    // The SHA-256 of "abc" (FIPS 180-2): what an operator or a migration would compute too.
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = createToken();
    expect(hashToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashToken(token)).not.toContain(token);
  });
});
