import { createHmac, timingSafeEqual } from 'node:crypto';

// Twitch EventSub webhook signatures, as Twitch documents them ("Verifying the event message"):
// HMAC-SHA256 with the subscription's secret over message id + timestamp + raw body, sent as
// `Twitch-Eventsub-Message-Signature: sha256=<hex>`; messages older than 10 minutes are refused,
// as Twitch asks, so a captured message cannot be replayed later.

export const EVENTSUB_MAX_AGE_MS = 10 * 60_000;
// A timestamp further ahead than clock drift explains is not Twitch's: a message stamped hours
// ahead would otherwise stay "fresh" that long, and replayable after its id is forgotten.
export const EVENTSUB_MAX_AHEAD_MS = 60_000;

export function signEventSub(secret: string, messageId: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret)
    .update(messageId + timestamp + rawBody)
    .digest('hex')}`;
}

export type EventSubCheck = { ok: true } | { ok: false; message: string };

type Headers = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export function eventSubHeaders(headers: Headers) {
  return {
    id: one(headers['twitch-eventsub-message-id']),
    timestamp: one(headers['twitch-eventsub-message-timestamp']),
    signature: one(headers['twitch-eventsub-message-signature']),
    type: one(headers['twitch-eventsub-message-type']),
  };
}

/** Checks a message's signature (constant time) and age; says which part failed. */
export function verifyEventSub(
  headers: Headers,
  rawBody: string,
  secret: string,
  now: number,
): EventSubCheck {
  const h = eventSubHeaders(headers);
  if (!h.id || !h.timestamp || !h.signature)
    return { ok: false, message: 'Missing Twitch EventSub headers.' };
  const expected = Buffer.from(signEventSub(secret, h.id, h.timestamp, rawBody));
  const given = Buffer.from(h.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, message: 'Invalid Twitch EventSub signature.' };
  const sentAt = Date.parse(h.timestamp);
  if (Number.isNaN(sentAt) || now - sentAt > EVENTSUB_MAX_AGE_MS || sentAt - now > EVENTSUB_MAX_AHEAD_MS)
    return { ok: false, message: 'Twitch EventSub message is older than 10 minutes (or from the future).' };
  return { ok: true };
}
