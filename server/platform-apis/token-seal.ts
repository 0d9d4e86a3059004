import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// The platform tokens we keep (a connected account's access and refresh tokens) are stored sealed:
// AES-256-GCM under the installation's token key, so a copy of the database alone (a dump, a
// backup, a leaked export) holds no token that works. A sealed value names the key it was sealed
// with, so the key can be rotated: values of an earlier key still open while that key is listed
// as previous, and the start-up pass seals them again under the current one.

/** What every sealed value starts with: the format's version, then the key's id. */
export const SEALED_PREFIX = 'sealed:v1:';
const IV_BYTES = 12; // GCM's recommended nonce length
const TAG_BYTES = 16;

export class TokenSealError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenSealError';
  }
}

/** A key's short public name (the first 8 hex digits of its SHA-256): says which key sealed a value. */
export function tokenKeyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

export const isSealed = (stored: string): boolean => stored.startsWith(SEALED_PREFIX);

/** The id of the key a stored value was sealed with; null for a value stored in clear. */
export function sealedKeyId(stored: string): string | null {
  if (!isSealed(stored)) return null;
  return stored.slice(SEALED_PREFIX.length).split(':', 1)[0] ?? null;
}

export interface TokenSeal {
  /** The current key's id: every new value is sealed with it. */
  readonly keyId: string;
  seal(clear: string): string;
  /**
   * The token a stored value holds. A value stored in clear (written before tokens were sealed, by
   * an instance still on the older release) is given back as it is: the next start seals it.
   */
  open(stored: string): string;
  /** True when the value is sealed with the current key (nothing to do at start-up). */
  isCurrent(stored: string): boolean;
}

/** A seal with the current key and any earlier ones (their values open; new values use the current). */
export function createTokenSeal(current: Buffer, previous: readonly Buffer[] = []): TokenSeal {
  for (const key of [current, ...previous])
    if (key.length !== 32) throw new TokenSealError('A token key is 32 bytes.');
  const keyId = tokenKeyId(current);
  const keys = new Map<string, Buffer>();
  for (const key of [...previous, current]) keys.set(tokenKeyId(key), key);

  return {
    keyId,
    seal(clear) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const body = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
      const packed = Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
      return `${SEALED_PREFIX}${keyId}:${packed}`;
    },
    open(stored) {
      if (!isSealed(stored)) return stored;
      const id = sealedKeyId(stored)!;
      const key = keys.get(id);
      if (!key)
        throw new TokenSealError(
          `A platform token is sealed with key ${id}, which is neither TOKEN_KEY nor one of TOKEN_KEY_PREVIOUS.`,
        );
      const packed = Buffer.from(stored.slice(SEALED_PREFIX.length + id.length + 1), 'base64url');
      if (packed.length < IV_BYTES + TAG_BYTES)
        throw new TokenSealError('A sealed platform token is cut short.');
      const decipher = createDecipheriv('aes-256-gcm', key, packed.subarray(0, IV_BYTES));
      decipher.setAuthTag(packed.subarray(packed.length - TAG_BYTES));
      try {
        const body = packed.subarray(IV_BYTES, packed.length - TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        // GCM's tag did not match: the value was altered, or sealed by another key of the same id.
        throw new TokenSealError(`A sealed platform token (key ${id}) does not open: it was altered.`);
      }
    },
    isCurrent: (stored) => sealedKeyId(stored) === keyId,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The installation's token seal (platform-apis/token-key.ts), decorated by app.ts. */
    tokenSeal: TokenSeal;
  }
}
