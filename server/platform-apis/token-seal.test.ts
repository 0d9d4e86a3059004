import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createTokenSeal,
  isSealed,
  SEALED_PREFIX,
  sealedKeyId,
  TokenSealError,
  tokenKeyId,
} from './token-seal';

// The seal on its own: what a stored value looks like, that it opens only with its key, that an
// altered value is refused, and how a rotation reads values of the key it replaced.

const token = 'q9x8kz4h1m2n3b4v5c6x7z8a9s0d1f';

describe('token seal', () => {
  it('seals into a value naming its key that holds nothing of the token, and opens it again', () => {
    const key = randomBytes(32);
    const seal = createTokenSeal(key);
    const sealed = seal.seal(token);
    expect(sealed.startsWith(`${SEALED_PREFIX}${tokenKeyId(key)}:`)).toBe(true);
    expect(sealed).not.toContain(token);
    expect(sealed).not.toContain(Buffer.from(token).toString('base64'));
    expect(isSealed(sealed)).toBe(true);
    expect(sealedKeyId(sealed)).toBe(seal.keyId);
    expect(seal.isCurrent(sealed)).toBe(true);
    expect(seal.open(sealed)).toBe(token);
    // A fresh nonce each time: the same token never gives the same stored value.
    expect(seal.seal(token)).not.toBe(sealed);
    expect(seal.open(seal.seal(''))).toBe('');
  });

  it('gives back a value stored in clear as it is, and counts it as not current', () => {
    const seal = createTokenSeal(randomBytes(32));
    expect(seal.open(token)).toBe(token);
    expect(seal.isCurrent(token)).toBe(false);
    expect(sealedKeyId(token)).toBeNull();
  });

  it('refuses an altered value and a value cut short', () => {
    const seal = createTokenSeal(randomBytes(32));
    const sealed = seal.seal(token);
    const packed = Buffer.from(sealed.split(':').at(-1)!, 'base64url');
    packed[14] = (packed[14] ?? 0) ^ 1;
    const altered = `${sealed.slice(0, sealed.lastIndexOf(':') + 1)}${packed.toString('base64url')}`;
    expect(() => seal.open(altered)).toThrow(/altered/);
    expect(() => seal.open(`${SEALED_PREFIX}${seal.keyId}:AAAA`)).toThrow(/cut short/);
  });

  it('opens a value of a previous key, seals with the current one, and names a key it does not hold', () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const before = createTokenSeal(oldKey).seal(token);
    const rotated = createTokenSeal(newKey, [oldKey]);
    expect(rotated.isCurrent(before)).toBe(false);
    expect(rotated.open(before)).toBe(token);
    expect(rotated.isCurrent(rotated.seal(token))).toBe(true);
    const other = createTokenSeal(newKey);
    expect(() => other.open(before)).toThrow(TokenSealError);
    expect(() => other.open(before)).toThrow(
      new RegExp(`key ${tokenKeyId(oldKey)}, which is neither TOKEN_KEY nor one of TOKEN_KEY_PREVIOUS`),
    );
  });

  it('takes only 32-byte keys', () => {
    expect(() => createTokenSeal(randomBytes(16))).toThrow(/32 bytes/);
    expect(() => createTokenSeal(randomBytes(32), [randomBytes(31)])).toThrow(/32 bytes/);
  });
});
