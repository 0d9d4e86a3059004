import { z } from 'zod';
import { isRsaPublicKey, KICK_PUBLISHED_KEY } from './kick-public-key';

// The environment is parsed once at start-up; an empty string counts as missing.
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, value: z.input<T>) =>
  z.preprocess(emptyToUndefined, schema.prefault(value as never));

const booleanString = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A token key's 32 bytes, from base64 (or base64url), or null when it is not exactly 32 bytes. */
export function tokenKeyBytes(value: string): Buffer | null {
  const text = value.trim();
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return null;
  const bytes = Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64');
  return bytes.length === 32 ? bytes : null;
}
const TOKEN_KEY_RULE = '32 bytes in base64, e.g. the output of `openssl rand -base64 32`';

export const configSchema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  PORT: withDefault(z.coerce.number().int().min(0).max(65535), 3000),
  HOST: withDefault(z.string(), '0.0.0.0'),
  APP_URL: opt(z.url({ protocol: /^https?$/ })),
  DATA_DIR: withDefault(z.string(), './data'),
  DATABASE_URL: opt(z.url({ protocol: /^postgres(ql)?$/ })),
  DATABASE_POOL_SIZE: withDefault(z.coerce.number().int().min(1).max(200), 10),
  // On SIGTERM, how long /readyz answers 503 while the instance still serves, so a load balancer
  // takes it out before it closes (its health check interval times its fall count, and a margin).
  DRAIN_SECONDS: withDefault(z.coerce.number().int().min(0).max(600), 10),
  SMTP_URL: opt(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: withDefault(z.string().min(3), 'Countstream <no-reply@countstream.app>'),
  SUPPORT_EMAIL: withDefault(z.email(), 'support@countstream.app'),
  ADMIN_EMAIL: opt(z.email()),
  // Metrics (Prometheus' text format) are never served unless one of these is set: a listener of
  // their own on METRICS_PORT (on METRICS_HOST, else HOST; keep it to a private network), and GET
  // /metrics on the app's port for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`
  // (the token is then asked on METRICS_PORT too).
  METRICS_PORT: opt(z.coerce.number().int().min(0).max(65535)),
  METRICS_HOST: opt(z.string()),
  METRICS_TOKEN: opt(z.string().min(16, { error: 'at least 16 characters' })),
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  // How many proxies stand in front of us. Only that many hops of X-Forwarded-For are believed: the
  // entries left of them are written by the client, so trusting all would let it pick its own IP
  // and dodge every per-IP limit. `true` means one (a single load balancer).
  TRUST_PROXY: withDefault(
    z.union([
      z.enum(['true', 'false']).transform((v) => (v === 'true' ? 1 : 0)),
      z.coerce.number().int().min(0).max(10),
    ]),
    'false',
  ),
  COOKIE_SECURE: opt(booleanString),
  LOGIN_RATE_LIMIT: withDefault(z.coerce.number().int().min(1).max(100_000), 10),
  IP_RATE_LIMIT: withDefault(z.coerce.number().int().min(1).max(1_000_000), 60),
  IMAGE_RENDER_RATE_LIMIT: withDefault(z.coerce.number().int().min(1).max(1_000_000), 120), // a minute
  // Open live event streams per client IP on one instance (docs/live-counters.md). A streamer's
  // OBS scenes and tabs need a handful; an office or school behind one address may have a hundred
  // viewers of one countdown. A refused viewer still shows the run by re-reading it.
  LIVE_STREAMS_PER_IP: withDefault(z.coerce.number().int().min(1).max(1_000_000), 100),
  PADDLE_API_KEY: opt(z.string()),
  PADDLE_CLIENT_TOKEN: opt(z.string()),
  PADDLE_ENV: withDefault(z.enum(['sandbox', 'production']), 'sandbox'),
  PADDLE_PRICE_ID: opt(z.string()),
  PADDLE_DISCOUNT_PRICE_ID: opt(z.string()),
  PADDLE_WEBHOOK_SECRET: opt(z.string()),
  // How old a webhook signature's timestamp may be. Paddle recommends 5 seconds (its SDK uses the
  // same); a larger value only helps a server whose clock drifts. Paddle signs every retry anew.
  PADDLE_WEBHOOK_TOLERANCE_SECONDS: withDefault(z.coerce.number().int().min(1).max(3600), 5),
  // Base URL of the Paddle API; only set to reach a local stand-in (tests, offline development).
  PADDLE_API_URL: opt(z.url({ protocol: /^https?$/ })),
  // Twitch (issue 18, docs/subathon.md): the app's credentials, and the secret the server gives every
  // EventSub subscription (Twitch requires 10 to 100 ASCII characters). The base URLs only change
  // to reach a local stand-in (tests, offline development).
  TWITCH_CLIENT_ID: opt(z.string()),
  TWITCH_CLIENT_SECRET: opt(z.string()),
  TWITCH_EVENTSUB_SECRET: opt(
    z.string().regex(/^[\x21-\x7e]{10,100}$/, { error: '10 to 100 ASCII characters' }),
  ),
  TWITCH_API_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://api.twitch.tv/helix'),
  TWITCH_AUTH_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://id.twitch.tv/oauth2'),
  // Kick (issue 18, source 3; docs/decisions/018d-kick-source.md): the app's credentials and the
  // key Kick signs its webhooks with (PEM; Kick's published key unless set, as GET
  // /public/v1/public-key answers it). The base URLs only change to reach a local stand-in.
  KICK_CLIENT_ID: opt(z.string()),
  KICK_CLIENT_SECRET: opt(z.string()),
  KICK_AUTH_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://id.kick.com'),
  KICK_API_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://api.kick.com/public/v1'),
  // Instagram API with Instagram Login: the app's id and secret (Meta App Dashboard), the Graph
  // host (graph.instagram.com: counts, long-lived tokens and their refresh) and the OAuth host
  // (api.instagram.com: the authorization window and the code exchange).
  INSTAGRAM_APP_ID: opt(z.string()),
  INSTAGRAM_APP_SECRET: opt(z.string()),
  INSTAGRAM_API_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://graph.instagram.com'),
  INSTAGRAM_AUTH_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://api.instagram.com'),
  // Facebook Pages (Facebook Login): the app's id and secret (Meta App Dashboard), the Graph host
  // (graph.facebook.com: the code exchange, the long-lived token, the Pages and their counts) and
  // the Login dialog's host (www.facebook.com).
  FACEBOOK_APP_ID: opt(z.string()),
  FACEBOOK_APP_SECRET: opt(z.string()),
  FACEBOOK_API_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://graph.facebook.com'),
  FACEBOOK_AUTH_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://www.facebook.com'),
  KICK_PUBLIC_KEY: withDefault(
    z.string().refine(isRsaPublicKey, { error: 'an RSA public key in PEM ("-----BEGIN PUBLIC KEY-----")' }),
    KICK_PUBLISHED_KEY,
  ),
  // TikTok (Login Kit for Web, OAuth v2) and Threads (Meta's Threads API): the apps' credentials, for
  // reading a connected creator's own follower count; neither gives it for any other account. The
  // base URLs only change to reach a local stand-in (tests, offline development).
  TIKTOK_CLIENT_KEY: opt(z.string()),
  TIKTOK_CLIENT_SECRET: opt(z.string()),
  TIKTOK_AUTH_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://www.tiktok.com'),
  TIKTOK_API_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://open.tiktokapis.com'),
  THREADS_APP_ID: opt(z.string()),
  THREADS_APP_SECRET: opt(z.string()),
  THREADS_AUTH_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://threads.net'),
  THREADS_API_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://graph.threads.net'),
  // The key platform tokens are sealed with in the database (docs/security.md, "Platform tokens"),
  // and the keys it replaced (comma-separated): their tokens still open, and are sealed again with
  // TOKEN_KEY at start. Unset: a key made once in DATA_DIR (refused in production on PostgreSQL).
  TOKEN_KEY: opt(z.string().refine((v) => tokenKeyBytes(v) !== null, { error: TOKEN_KEY_RULE })),
  TOKEN_KEY_PREVIOUS: opt(
    z.string().refine((v) => v.split(',').every((k) => tokenKeyBytes(k) !== null), {
      error: `each key ${TOKEN_KEY_RULE}, separated by commas`,
    }),
  ),
  // Live counts (server/live-sources/): each platform's credentials and base URL (the URLs only change
  // to reach a local stand-in). Twitch's counts use the Twitch settings above. A platform without its
  // credentials is listed as not configured, and counters cannot follow it here.
  YOUTUBE_API_KEY: opt(z.string()),
  YOUTUBE_API_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://www.googleapis.com/youtube/v3'),
  // YouTube's daily quota of the project the key belongs to (10,000 units unless Google raised it).
  YOUTUBE_DAILY_UNITS: withDefault(z.coerce.number().int().min(100).max(100_000_000), 10_000),
  BLUESKY_API_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://public.api.bsky.app/xrpc'),
  X_BEARER_TOKEN: opt(z.string()),
  X_API_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://api.x.com/2'),
  // How often a followed account in demand is read for a Premium owner; a Free owner's, ten times
  // less often.
  SOURCE_REFRESH_SECONDS: withDefault(z.coerce.number().int().min(10).max(86_400), 60),
  // Outbound webhooks (issue 18) go to public https URLs only. Tests and local development may
  // also allow http://127.0.0.1 and http://localhost, to receive them on this machine.
  WEBHOOK_ALLOW_LOOPBACK_HTTP: withDefault(booleanString, 'false'),
});

export type Config = z.infer<typeof configSchema> & { appUrl: string; cookieSecure: boolean };

export class ConfigError extends Error {}

// A rejected value is echoed to help, but never a secret: keys and tokens are hidden, and a URL's
// password (DATABASE_URL, SMTP_URL) is masked, since start-up errors land in shared logs.
function describeValue(name: string, value: string | undefined): string {
  if (value === undefined) return 'nothing';
  if (/SECRET|KEY|TOKEN|PASSWORD/.test(name)) return 'a hidden value';
  return JSON.stringify(value.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@'));
}

// Throws a ConfigError naming every bad variable and what it expects.
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) =>
        `  ${i.path.join('.')}: ${i.message} (got ${describeValue(String(i.path[0]), env[String(i.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  // Instances sharing a PostgreSQL database must share the key, and one made in a data folder is
  // that instance's alone: in production the key is asked for rather than made.
  if (c.DATABASE_URL && c.NODE_ENV === 'production' && !c.TOKEN_KEY)
    throw new ConfigError(
      'Invalid configuration:\n  TOKEN_KEY: required with DATABASE_URL in production: every instance seals and ' +
        `opens platform tokens with it (${TOKEN_KEY_RULE}; docs/configuration.md)`,
    );
  const appUrl = (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  return { ...c, appUrl, cookieSecure: c.COOKIE_SECURE ?? appUrl.startsWith('https://') };
}
