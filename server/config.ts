import { z } from 'zod';

// The environment is parsed once at start-up; an empty string counts as missing.
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, value: z.input<T>) =>
  z.preprocess(emptyToUndefined, schema.prefault(value as never));

const booleanString = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const configSchema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  PORT: withDefault(z.coerce.number().int().min(0).max(65535), 3000),
  HOST: withDefault(z.string(), '0.0.0.0'),
  APP_URL: opt(z.url({ protocol: /^https?$/ })),
  DATA_DIR: withDefault(z.string(), './data'),
  DATABASE_URL: opt(z.url({ protocol: /^postgres(ql)?$/ })),
  DATABASE_POOL_SIZE: withDefault(z.coerce.number().int().min(1).max(200), 10),
  SMTP_URL: opt(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: withDefault(z.string().min(3), 'Countstream <no-reply@countstream.app>'),
  SUPPORT_EMAIL: withDefault(z.email(), 'support@countstream.app'),
  ADMIN_EMAIL: opt(z.email()),
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  TRUST_PROXY: withDefault(booleanString, 'false'),
  COOKIE_SECURE: opt(booleanString),
  LOGIN_RATE_LIMIT: withDefault(z.coerce.number().int().min(1).max(100_000), 10),
  IP_RATE_LIMIT: withDefault(z.coerce.number().int().min(1).max(1_000_000), 60),
  PADDLE_API_KEY: opt(z.string()),
  PADDLE_CLIENT_TOKEN: opt(z.string()),
  PADDLE_ENV: withDefault(z.enum(['sandbox', 'production']), 'sandbox'),
  PADDLE_PRICE_ID: opt(z.string()),
  PADDLE_DISCOUNT_PRICE_ID: opt(z.string()),
  PADDLE_WEBHOOK_SECRET: opt(z.string()),
  // Base URL of the Paddle API; only set to reach a local stand-in (tests, offline development).
  PADDLE_API_URL: opt(z.url({ protocol: /^https?$/ })),
});

export type Config = z.infer<typeof configSchema> & { appUrl: string; cookieSecure: boolean };

export class ConfigError extends Error {}

// Throws a ConfigError naming every bad variable and what it expects.
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const appUrl = (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  return { ...c, appUrl, cookieSecure: c.COOKIE_SECURE ?? appUrl.startsWith('https://') };
}
