import { generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

// Signing Kick deliveries for tests, as Kick signs them: RSA PKCS#1 v1.5 with SHA-256 over
// `<message id>.<timestamp>.<raw body>`, base64. The key pair below is the one the reliability
// suites configure (KICK_PUBLIC_KEY in SECRET_SENTINELS); the stand-in makes its own.

export function createKickKeyPair(): { privateKey: KeyObject; publicKeyPem: string } {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: pair.privateKey,
    publicKeyPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export const TEST_KICK_KEYS = createKickKeyPair();

// Kick's message ids are ULIDs: 26 characters of Crockford's base32.
const ULID = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ulid = () => Array.from(randomBytes(26), (b) => ULID[b % 32]).join('');

/** The headers of one delivery, exactly as Kick sends them. */
export function kickDeliveryHeaders(
  rawBody: string,
  event: string,
  opts: { privateKey?: KeyObject; id?: string; timestamp?: string; subscriptionId?: string } = {},
): Record<string, string> {
  const id = opts.id ?? ulid();
  // RFC 3339, as Kick sends it.
  const timestamp = opts.timestamp ?? new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const signature = sign(
    'sha256',
    // Built here, not with the server's helper, so a mistake there cannot hide in both.
    Buffer.from(`${id}.${timestamp}.${rawBody}`),
    opts.privateKey ?? TEST_KICK_KEYS.privateKey,
  ).toString('base64');
  return {
    'content-type': 'application/json',
    'kick-event-message-id': id,
    'kick-event-subscription-id': opts.subscriptionId ?? ulid(),
    'kick-event-signature': signature,
    'kick-event-message-timestamp': timestamp,
    'kick-event-type': event,
    'kick-event-version': '1',
  };
}
