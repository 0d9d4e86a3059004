import { randomUUID } from 'node:crypto';
import { createFormDefaults } from '@core/counter/settings-defaults';
import type { TestApp } from '../../../test/test-app';
import { signEventSub } from '../eventsub-signature';

// The secret the reliability suites configure (SECRET_SENTINELS); other tests pass their own.
export const TEST_EVENTSUB_SECRET = 'twitch_eventsub_sentinel_0123456789';

/** Headers exactly as Twitch sends them, signed with the secret (a new message id unless given). */
export function twitchHeaders(
  rawBody: string,
  type: 'notification' | 'webhook_callback_verification' | 'revocation',
  opts: { secret?: string; id?: string; timestamp?: string } = {},
): Record<string, string> {
  const id = opts.id ?? randomUUID();
  const timestamp = opts.timestamp ?? new Date().toISOString();
  return {
    'content-type': 'application/json',
    'twitch-eventsub-message-id': id,
    'twitch-eventsub-message-retry': '0',
    'twitch-eventsub-message-type': type,
    'twitch-eventsub-message-timestamp': timestamp,
    'twitch-eventsub-message-signature': signEventSub(
      opts.secret ?? TEST_EVENTSUB_SECRET,
      id,
      timestamp,
      rawBody,
    ),
    'twitch-eventsub-subscription-type': 'channel.follow',
    'twitch-eventsub-subscription-version': '1',
  };
}

// Plain throws, not expect: the cluster test's load generator imports this file outside Vitest.
/** Saves a number counter that follows a Twitch channel's follower count; answers its id. */
export async function saveFollowerCounter(t: TestApp, cookie: string, login: string): Promise<string> {
  const saved = await t.request({
    method: 'POST',
    url: '/api/counters',
    cookie,
    payload: {
      name: 'Followers',
      settings: {
        ...createFormDefaults(new Date(), 'UTC'),
        countdownType: 'number',
        startNumber: 0,
        endNumber: 10_000,
        liveSources: [{ platform: 'twitch', account: login }],
      },
    },
  });
  if (saved.statusCode !== 201)
    throw new Error(`follower counter not saved: ${saved.statusCode} ${saved.body}`);
  return saved.json().id as string;
}
