import { createHmac } from 'node:crypto';

// Outbound webhooks (issue 18) are signed like Paddle signs ours, so receivers can reuse code:
// `Countstream-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the
// webhook's secret (shown once, when the webhook is made). Receivers should refuse old timestamps.
export const SIGNATURE_HEADER = 'countstream-signature';

export function signOutbound(secret: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${mac}`;
}

// Backoff between attempts: 30 s, 1 min, 2 min … capped at an hour, for a day after the first try.
export const RETRY_FOR_MS = 86_400_000;
export function nextDelayMs(attempts: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}
