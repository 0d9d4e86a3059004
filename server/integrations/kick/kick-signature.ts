import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import { kickKeyPem } from '../../kick-public-key';

// Kick webhook signatures, as docs.kick.com documents them ("Webhooks" → "Webhook Sender
// Validation"): Kick signs `<Kick-Event-Message-Id>.<Kick-Event-Message-Timestamp>.<raw body>`
// with its private key (RSA, PKCS#1 v1.5, SHA-256) and sends it base64 in Kick-Event-Signature.
// Only those three are signed: the type, version and subscription headers are not, so the body is
// read by the type header only after it verified, and only as far as the body agrees.

// Kick retries a failed delivery a few times "over a period of time"; a message older than this is
// refused like Twitch's (10 minutes), so a captured delivery cannot be replayed later, and ids are
// remembered longer than that (integration_messages keeps them for an hour).
export const KICK_MAX_AGE_MS = 10 * 60_000;
// A timestamp this far ahead is a forged or broken clock, not Kick.
const MAX_AHEAD_MS = 60_000;

type Headers = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export function kickHeaders(headers: Headers) {
  return {
    id: one(headers['kick-event-message-id']),
    subscriptionId: one(headers['kick-event-subscription-id']),
    signature: one(headers['kick-event-signature']),
    timestamp: one(headers['kick-event-message-timestamp']),
    type: one(headers['kick-event-type']),
    version: one(headers['kick-event-version']),
  };
}

/** What Kick signs for one delivery. */
export const kickSignedText = (messageId: string, timestamp: string, rawBody: string) =>
  `${messageId}.${timestamp}.${rawBody}`;

const keys = new Map<string, KeyObject>();
/** The configured key, parsed once (the env parser already checked it is an RSA public key). */
export function kickPublicKey(pem: string): KeyObject {
  let key = keys.get(pem);
  if (!key) {
    key = createPublicKey(kickKeyPem(pem));
    keys.set(pem, key);
  }
  return key;
}

export type KickCheck = { ok: true } | { ok: false; status: 401 | 403; message: string };

/** Checks a delivery's signature with Kick's public key, then its age; says which part failed. */
export function verifyKickWebhook(headers: Headers, rawBody: string, key: KeyObject, now: number): KickCheck {
  const h = kickHeaders(headers);
  if (!h.id || !h.timestamp || !h.signature)
    return {
      ok: false,
      status: 401,
      message: 'Missing Kick webhook headers (Kick-Event-Message-Id, -Timestamp, -Signature).',
    };
  const signature = Buffer.from(h.signature, 'base64');
  let valid = false;
  try {
    valid =
      signature.length > 0 &&
      verify('sha256', Buffer.from(kickSignedText(h.id, h.timestamp, rawBody)), key, signature);
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, status: 403, message: 'Invalid Kick webhook signature.' };
  const sentAt = Date.parse(h.timestamp);
  if (Number.isNaN(sentAt) || now - sentAt > KICK_MAX_AGE_MS || sentAt - now > MAX_AHEAD_MS)
    return {
      ok: false,
      status: 403,
      message: 'Kick webhook message is older than 10 minutes (or from the future).',
    };
  return { ok: true };
}
