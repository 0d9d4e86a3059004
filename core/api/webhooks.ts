import { z } from 'zod';
import { addressKind } from './webhook-address';

// Outbound webhooks of a counter (issue 18): what the control page, the API and the server agree on.

/** A counter sends to at most this many URLs: each event costs one delivery per webhook. */
export const MAX_WEBHOOKS_PER_COUNTER = 5;
export const WEBHOOK_URL_MESSAGE = 'url must be an https:// address of at most 500 characters';
export const WEBHOOK_HOST_MESSAGE = 'url must point to a public host, not this machine or a private network';
export const WEBHOOK_LIMIT_MESSAGE = `A counter can have at most ${MAX_WEBHOOKS_PER_COUNTER} webhooks. Delete one first.`;

// Names of this machine and of private networks, with or without the trailing dot of a fully
// qualified name (`localhost.`): a webhook there would let anyone make our server call inside its
// own network. Literal addresses go through the address rule. This is the early, friendly answer;
// the real guard is at send time, where every address the name resolves to is checked.
const PRIVATE_NAME = /^(localhost|.*\.localhost|.*\.local|.*\.internal)$/i;

export type WebhookUrlCheck = 'ok' | 'bad_url' | 'private_host';

/**
 * https only, no credentials in the URL, a public host. `allowLoopbackHttp` (tests and local
 * development only, server config) also takes http://127.0.0.1 and http://localhost.
 */
export function checkWebhookUrl(raw: string, allowLoopbackHttp = false): WebhookUrlCheck {
  if (raw.length > 500) return 'bad_url';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'bad_url';
  }
  if (url.username || url.password) return 'bad_url';
  // URL has already turned other spellings of an address (0x7f.1, 2130706433) into dotted form.
  const host = url.hostname.replace(/\.+$/, '');
  const kind = addressKind(host);
  const loopback = host === '127.0.0.1' || host.toLowerCase() === 'localhost';
  if (allowLoopbackHttp && loopback && (url.protocol === 'http:' || url.protocol === 'https:')) return 'ok';
  if (url.protocol !== 'https:') return 'bad_url';
  if (kind !== null) return kind === 'public' ? 'ok' : 'private_host';
  return PRIVATE_NAME.test(host) ? 'private_host' : 'ok';
}

export const createWebhookBodySchema = z.strictObject({
  url: z.string({ error: WEBHOOK_URL_MESSAGE }).trim().min(1),
});

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer to making one: the signing secret is in it once, and never again. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const DELIVERY_KINDS = ['event', 'milestone', 'completion', 'test'] as const;
export const webhookDeliverySchema = z.object({
  id: z.string(),
  webhookId: z.string(),
  kind: z.enum(DELIVERY_KINDS),
  /** pending: not tried yet; retrying: failed, tried again later; failed: given up after a day. */
  state: z.enum(['pending', 'delivered', 'retrying', 'failed']),
  attempts: z.number(),
  lastStatus: z.number().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookListSchema = z.object({
  webhooks: z.array(webhookSchema),
  deliveries: z.array(webhookDeliverySchema),
  max: z.number(),
});
export type WebhookList = z.infer<typeof webhookListSchema>;
