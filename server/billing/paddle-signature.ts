import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignatureCheck = { ok: true } | { ok: false; status: 400 | 401; message: string };

// Paddle-Signature: ts=1671552777;h1=<hex>[;h1=<hex>] — several h1 while a secret is being rotated.
// Spaces around a part are tolerated.
function parseHeader(header: string): { ts: string; h1: string[] } | null {
  let ts: string | undefined;
  const h1: string[] = [];
  for (const part of header.split(';')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 'ts') ts = value;
    if (key === 'h1' && value) h1.push(value);
  }
  // Stryker disable next-line ConditionalExpression: the pattern below refuses a missing ts too ('undefined'); this is for the type
  if (ts === undefined) return null;
  return /^\d{1,12}$/.test(ts) && h1.length > 0 ? { ts, h1 } : null;
}

export function signPayload(secret: string, ts: string | number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${ts}:${rawBody}`).digest('hex');
}

/**
 * Checks HMAC-SHA256 of `${ts}:${rawBody}` in constant time and refuses a timestamp further than
 * `toleranceSeconds` from now (replays; PADDLE_WEBHOOK_TOLERANCE_SECONDS, Paddle recommends 5).
 */
export function verifyPaddleSignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  toleranceSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!header) return { ok: false, status: 400, message: 'Missing Paddle-Signature header.' };
  const parsed = parseHeader(header);
  if (!parsed) return { ok: false, status: 400, message: 'Malformed Paddle-Signature header.' };
  const age = nowSeconds - Number(parsed.ts);
  // Future timestamps get the same small allowance for clock skew.
  if (Math.abs(age) > toleranceSeconds) {
    return { ok: false, status: 401, message: 'Webhook signature timestamp is too old.' };
  }
  const expected = Buffer.from(signPayload(secret, parsed.ts, rawBody), 'hex');
  const matches = parsed.h1.some((h) => {
    const given = Buffer.from(h, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true } : { ok: false, status: 401, message: 'Invalid webhook signature.' };
}
