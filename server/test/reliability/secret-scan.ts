import type { LightMyRequestResponse } from 'fastify';
import { TEST_KICK_KEYS } from '../../integrations/kick/testing/kick-test-support';

// Set in the test app's environment so a leak of either would be recognisable in any answer.
export const SECRET_SENTINELS = {
  PADDLE_API_KEY: 'pdl_live_apikey_sentinel_0123456789',
  PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_sentinel_0123456789',
  TWITCH_EVENTSUB_SECRET: 'twitch_eventsub_sentinel_0123456789',
  // 32 bytes, as a token key must be: 'token_key_sentinel_0123456789abc'.
  TOKEN_KEY: 'dG9rZW5fa2V5X3NlbnRpbmVsXzAxMjM0NTY3ODlhYmM=',
  // Not a secret: the public half of the key the suites' Kick deliveries are signed with.
  KICK_PUBLIC_KEY: TEST_KICK_KEYS.publicKeyPem,
};

const FORBIDDEN = [/password_?hash/i, /\$argon2/i, /argon2id/i, /paddle_?(api_?key|webhook_?secret)/i];

/**
 * What in an answer looks like a secret: a password hash or its field name, a configured secret,
 * any session token issued so far (tokens belong in Set-Cookie only, never in a body or other header),
 * or an API key sent in a request (a key is shown once, when it is made, and never again).
 */
export function findSecrets(
  res: LightMyRequestResponse,
  sessionTokens: Iterable<string>,
  apiKeys: Iterable<string> = [],
): string[] {
  const headers = Object.entries(res.headers)
    .filter(([name]) => name !== 'set-cookie')
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join('\n');
  const text = `${res.body}\n${headers}`;
  const found: string[] = [];
  for (const re of FORBIDDEN) if (re.test(text)) found.push(`matches ${re}`);
  for (const [name, value] of Object.entries(SECRET_SENTINELS)) if (text.includes(value)) found.push(name);
  for (const token of sessionTokens) if (token && text.includes(token)) found.push('a session token');
  for (const key of apiKeys) if (key && text.includes(key)) found.push('an API key');
  return found;
}

export const sessionTokenOf = (res: LightMyRequestResponse) =>
  res.cookies.filter((c) => c.name === 'cs_session' && c.value).map((c) => c.value);
