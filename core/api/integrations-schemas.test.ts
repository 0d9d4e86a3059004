import { describe, expect, it } from 'vitest';
import {
  apiKeySchema,
  createKeyBodySchema,
  hookStateSchema,
  hookSwitchBodySchema,
  hookUrlSchema,
  keyAllows,
  keyScopeSchema,
  MAX_KEY_COUNTERS,
  updateKeyBodySchema,
} from './integrations';
import {
  KICK_ERROR_PARAM,
  KICK_RESULT_PARAM,
  kickCallbackQuerySchema,
  kickConnectQuerySchema,
  kickStatusSchema,
} from './kick';
import {
  TWITCH_ERROR_PARAM,
  TWITCH_RESULT_PARAM,
  twitchCallbackQuerySchema,
  twitchConnectQuerySchema,
  twitchStatusSchema,
} from './twitch';

// The integration contracts the dashboard and the server share (issues 8, 18, 22): each schema
// keeps every field it names, and refuses what it promises to refuse.

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

describe('Twitch and Kick connections', () => {
  it('keeps every field of a connection status', () => {
    const twitch = {
      connected: true,
      login: 'streamer',
      status: null,
      brokenReason: null,
      subscriptionIds: ['sub-1'],
      available: true,
    };
    for (const status of ['connected', 'broken', null] as const)
      expect(twitchStatusSchema.parse({ ...twitch, status })).toEqual({ ...twitch, status });
    expect(twitchStatusSchema.safeParse({ ...twitch, status: 'gone' }).success).toBe(false);
    const kick = { connected: false, name: null, subscriptionIds: [], available: false, followers: null };
    expect(kickStatusSchema.parse(kick)).toEqual(kick);
    const counting = {
      ...kick,
      connected: true,
      followers: { start: 1200, counted: 3, since: 1_700_000_000_000 },
    };
    expect(kickStatusSchema.parse(counting)).toEqual(counting);
    const { followers: _, ...withoutFollowers } = kick;
    expect(kickStatusSchema.safeParse(withoutFollowers).success).toBe(false);
  });

  it('takes the OAuth callback queries as they come, up to their lengths', () => {
    const twitch = {
      code: 'c'.repeat(500),
      state: 's',
      error: 'e',
      error_description: 'd',
      scope: 'x'.repeat(1000),
    };
    expect(twitchCallbackQuerySchema.parse(twitch)).toEqual(twitch);
    for (const [field, max] of [
      ['code', 500],
      ['state', 500],
      ['error', 200],
      ['error_description', 500],
      ['scope', 1000],
    ] as const)
      expect(twitchCallbackQuerySchema.safeParse({ [field]: 'x'.repeat(max + 1) }).success, field).toBe(
        false,
      );
    const kick = { code: 'c'.repeat(2000), state: 's', error: 'e', error_description: 'd' };
    expect(kickCallbackQuerySchema.parse(kick)).toEqual(kick);
    expect(kickCallbackQuerySchema.safeParse({ code: 'x'.repeat(2001) }).success).toBe(false);
    for (const schema of [twitchConnectQuerySchema, kickConnectQuerySchema]) {
      expect(schema.parse({ returnTo: '/dashboard' })).toEqual({ returnTo: '/dashboard' });
      expect(schema.safeParse({ returnTo: 'x'.repeat(501) }).success).toBe(false);
    }
  });

  it('names the query flags the callback adds to the page it returns to', () => {
    expect([TWITCH_RESULT_PARAM, TWITCH_ERROR_PARAM, KICK_RESULT_PARAM, KICK_ERROR_PARAM]).toEqual([
      'twitch',
      'twitchError',
      'kick',
      'kickError',
    ]);
  });
});

describe('API keys and webhook URLs', () => {
  const ID = 'abc123';

  it('gives a new key full control of every counter unless told otherwise', () => {
    expect(keyScopeSchema.parse({})).toEqual({ access: 'control', counterIds: null });
    expect(createKeyBodySchema.parse({ name: '  Bot ', access: 'read', counterIds: [ID] })).toEqual({
      name: 'Bot',
      access: 'read',
      counterIds: [ID],
    });
  });

  it('refuses a key without a name, an empty or unknown counter list, and too many counters', () => {
    expect(firstMessage(createKeyBodySchema.safeParse({ name: '  ' }))).toBe('Name is required');
    expect(createKeyBodySchema.safeParse({ name: 'x'.repeat(61) }).success).toBe(false);
    expect(createKeyBodySchema.safeParse({ name: 'x'.repeat(60) }).success).toBe(true);
    expect(firstMessage(keyScopeSchema.safeParse({ counterIds: [] }))).toBe(
      'Choose at least one counter, or all of them',
    );
    expect(firstMessage(keyScopeSchema.safeParse({ counterIds: ['no'] }))).toBe('Unknown counter');
    const many = Array.from({ length: MAX_KEY_COUNTERS + 1 }, (_, i) => `counter${i}`);
    expect(keyScopeSchema.safeParse({ counterIds: many }).success).toBe(false);
    expect(keyScopeSchema.safeParse({ counterIds: many.slice(1) }).success).toBe(true);
  });

  it('changes a key by access, counters or both, never by nothing', () => {
    expect(updateKeyBodySchema.parse({ access: 'control' })).toEqual({ access: 'control' });
    expect(updateKeyBodySchema.safeParse({ access: '' }).success).toBe(false);
    expect(updateKeyBodySchema.parse({ access: 'read' })).toEqual({ access: 'read' });
    expect(updateKeyBodySchema.parse({ counterIds: null })).toEqual({ counterIds: null });
    expect(firstMessage(updateKeyBodySchema.safeParse({}))).toBe('Send access, counterIds or both');
  });

  it('lets a key act only on its counters, and change runs only with control access', () => {
    const all = { access: 'control' as const, counterIds: null };
    const one = { access: 'read' as const, counterIds: [ID] };
    expect(keyAllows(all, ID, 'control')).toBe('ok');
    expect(keyAllows(one, 'other1', 'read')).toBe('not_found');
    expect(keyAllows(one, ID, 'read')).toBe('ok');
    expect(keyAllows(one, ID, 'control')).toBe('read_only');
    expect(keyAllows({ ...one, access: 'control' }, ID, 'control')).toBe('ok');
  });

  it('keeps every field of a key and of a webhook URL state', () => {
    const key = {
      id: 'k1',
      name: 'Bot',
      access: 'read',
      counterIds: null,
      createdAt: 'now',
      lastUsedAt: null,
      revokedAt: null,
    };
    expect(apiKeySchema.parse(key)).toEqual(key);
    for (const state of ['none', 'enabled', 'disabled'] as const)
      expect(hookStateSchema.parse({ state, createdAt: null })).toEqual({ state, createdAt: null });
    const withUrl = { state: 'enabled', createdAt: 'now', url: 'https://x' };
    expect(hookUrlSchema.parse(withUrl)).toEqual(withUrl);
    expect(hookSwitchBodySchema.parse({ enabled: true })).toEqual({ enabled: true });
    expect(hookSwitchBodySchema.safeParse({ enabled: true, extra: 1 }).success).toBe(false);
  });
});
