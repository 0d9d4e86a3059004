import { z } from 'zod';
import { COUNTER_ID_PATTERN } from './counters';

// API keys and webhook URLs (issues 8 and 22): what the dashboard and the server agree on.

/** 'read' keys may only read their counters; 'control' keys may also change their runs. */
export const keyAccessSchema = z.enum(['read', 'control']);
export type KeyAccess = z.infer<typeof keyAccessSchema>;

export const MAX_KEY_COUNTERS = 100;
/** null: every counter of the owner, now and later. A list: those counters only. */
export const keyCountersSchema = z
  .array(z.string().regex(COUNTER_ID_PATTERN, { error: 'Unknown counter' }))
  .min(1, { error: 'Choose at least one counter, or all of them' })
  .max(MAX_KEY_COUNTERS)
  .nullable();

export const keyScopeSchema = z.strictObject({
  access: keyAccessSchema.default('control'),
  counterIds: keyCountersSchema.default(null),
});
export type KeyScope = z.infer<typeof keyScopeSchema>;

export const createKeyBodySchema = keyScopeSchema.extend({
  name: z.string().trim().min(1, { error: 'Name is required' }).max(60),
});
export const updateKeyBodySchema = z
  .strictObject({ access: keyAccessSchema.optional(), counterIds: keyCountersSchema.optional() })
  .refine((b) => b.access !== undefined || b.counterIds !== undefined, {
    error: 'Send access, counterIds or both',
  });

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  access: keyAccessSchema,
  counterIds: z.array(z.string()).nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** A counter's webhook URL as the dashboard sees it: the URL itself is shown only when made. */
export const hookStateSchema = z.object({
  state: z.enum(['none', 'enabled', 'disabled']),
  createdAt: z.string().nullable(),
});
export type HookState = z.infer<typeof hookStateSchema>;
export const hookUrlSchema = hookStateSchema.extend({ url: z.string() });
export const hookSwitchBodySchema = z.strictObject({ enabled: z.boolean() });

// The counters a key may act on, and how: one rule for every /api/v1 route.
export function keyAllows(
  scope: KeyScope,
  counterId: string,
  need: KeyAccess,
): 'ok' | 'not_found' | 'read_only' {
  if (scope.counterIds !== null && !scope.counterIds.includes(counterId)) return 'not_found';
  if (need === 'control' && scope.access !== 'control') return 'read_only';
  return 'ok';
}
