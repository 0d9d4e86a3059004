import fc from 'fast-check';
import { signedHeaders } from '../../billing/testing/test-support';
import { kickDeliveryHeaders } from '../../integrations/kick/testing/kick-test-support';
import { twitchHeaders } from '../../integrations/twitch/testing/twitch-test-support';
import type { TestApp } from '../test-app';
import { type Actors, validCounterBody } from './actors';
import { bodyArbitrary, paramArbitrary, queryArbitrary, type RawBody } from './fuzz-values';
import { SECRET_SENTINELS } from './secret-scan';

export interface FuzzContext {
  t: TestApp;
  actors: Actors;
  targetUserIds: string[]; // plain users the admin actions act on
}

export interface FuzzRequest {
  url: string;
  payload?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export interface FuzzTarget {
  method: string;
  route: string;
  part: 'body' | 'query' | 'params';
  actor: 'visitor' | 'premium' | 'admin';
  inputs: (c: FuzzContext) => fc.Arbitrary<FuzzRequest>;
  // Tables a refused request may write by design (failed sign-ins are counted to throttle them).
  mayWriteWhenRefused?: string[];
}

// A logo's raw bytes under any claimed type: only a real PNG, JPEG or WebP is ever stored.
function logoBytes(route: string, url: (c: FuzzContext) => string): FuzzTarget {
  return {
    method: 'PUT',
    route,
    part: 'body',
    actor: 'premium',
    inputs: (c) =>
      fc
        .tuple(
          fc.uint8Array({ maxLength: 2048 }),
          fc.constantFrom(
            'image/png',
            'image/jpeg',
            'image/webp',
            'image/svg+xml',
            'application/octet-stream',
          ),
        )
        .map(([bytes, type]) => ({
          url: url(c),
          payload: Buffer.from(bytes).toString('latin1'),
          headers: { 'content-type': type },
        })),
  };
}

// POSTs that read no body: nothing to fuzz. A new body-less POST must be added here on purpose.
export const NO_INPUT_ROUTES = [
  'POST /api/logout',
  'POST /api/verify-email/resend',
  'POST /api/fix-paddle-customer',
  'POST /api/billing/checkout',
  'POST /api/billing/portal',
  'POST /api/billing/resume',
  'POST /api/billing/notify-when-active',
  'POST /api/admin/billing/reconcile',
];

const withBody =
  (url: string, extra: Partial<FuzzRequest> = {}) =>
  (b: RawBody): FuzzRequest => ({
    url,
    payload: b.payload,
    headers: b.contentType ? { 'content-type': b.contentType } : {},
    ...extra,
  });
const randomIp = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`);

function body(
  method: string,
  route: string,
  actor: FuzzTarget['actor'],
  valid: (c: FuzzContext) => Record<string, unknown>,
): FuzzTarget {
  return {
    method,
    route,
    part: 'body',
    actor,
    inputs: (c) => bodyArbitrary(() => valid(c)).map(withBody(route)),
  };
}
function params(
  method: string,
  route: string,
  actor: FuzzTarget['actor'],
  payload?: (c: FuzzContext) => unknown,
): FuzzTarget {
  return {
    method,
    route,
    part: 'params',
    actor,
    inputs: (c) =>
      paramArbitrary.map((id) => ({
        url: route.replace(':id', () => id),
        ...(payload
          ? { payload: JSON.stringify(payload(c)), headers: { 'content-type': 'application/json' } }
          : {}),
      })),
  };
}
function query(route: string, keys: string[], actor: FuzzTarget['actor'] = 'admin'): FuzzTarget {
  return {
    method: 'GET',
    route,
    part: 'query',
    actor,
    inputs: () => queryArbitrary(keys).map((q) => ({ url: `${route}?${q}` })),
  };
}
const forUser = (extra: object) => (c: FuzzContext) => ({ userId: c.targetUserIds[0], ...extra });

export const FUZZ_TARGETS: FuzzTarget[] = [
  // Known account, so most well-formed bodies end in a refusal (409) that must write nothing.
  body('POST', '/api/register', 'visitor', (c) => ({
    email: c.actors.free.email,
    password: 'secret-1',
    firstName: 'A',
    lastName: 'B',
  })),
  {
    ...body('POST', '/api/login', 'visitor', (c) => ({
      email: c.actors.other.email,
      password: 'wrong-password',
    })),
    mayWriteWhenRefused: ['login_throttles'],
  },
  body('POST', '/api/forgot-password', 'visitor', () => ({ email: 'nobody@example.com' })),
  body('POST', '/api/reset-password', 'visitor', () => ({ token: 'x'.repeat(43), password: 'new-password' })),
  body('POST', '/api/verify-email', 'visitor', () => ({ token: 'x'.repeat(43) })),
  body('POST', '/api/sign-in-link', 'visitor', () => ({ email: 'nobody@example.com' })),
  body('POST', '/api/sign-in-link/use', 'visitor', () => ({ token: 'x'.repeat(43) })),
  {
    // Rate limited per IP: each request comes from another address, so the limiter never answers first.
    method: 'POST',
    route: '/api/contact',
    part: 'body',
    actor: 'visitor',
    inputs: () =>
      fc
        .tuple(
          bodyArbitrary(() => ({
            name: 'N',
            email: 'n@example.com',
            category: 'bug',
            subject: 'S',
            message: 'M',
          })),
          randomIp,
        )
        .map(([b, ip]) => withBody('/api/contact', { remoteAddress: ip })(b)),
  },
  {
    // Half signed with the real secret, so the parser and the event schema are reached too.
    method: 'POST',
    route: '/api/paddle/webhook',
    part: 'body',
    actor: 'visitor',
    inputs: () =>
      fc
        .tuple(
          bodyArbitrary(() => ({
            event_id: 'evt_fuzz',
            event_type: 'subscription.updated',
            occurred_at: new Date().toISOString(),
            data: { id: 'sub_x', status: 'active' },
          })),
          fc.boolean(),
        )
        .map(([b, sign]) => ({
          url: '/api/paddle/webhook',
          payload: b.payload,
          headers: sign
            ? {
                ...signedHeaders(b.payload, SECRET_SENTINELS.PADDLE_WEBHOOK_SECRET),
                'content-type': b.contentType ?? 'application/json',
              }
            : { 'content-type': b.contentType ?? 'application/json', 'paddle-signature': 'ts=1;h1=00' },
        })),
  },

  {
    // Half signed with the real secret, so the parser and the message rules are reached too.
    method: 'POST',
    route: '/api/integrations/twitch/eventsub',
    part: 'body',
    actor: 'visitor',
    inputs: () =>
      fc
        .tuple(
          bodyArbitrary(() => ({
            subscription: { type: 'channel.cheer', condition: { broadcaster_user_id: '1' } },
            event: { bits: 100, user_name: 'fuzz' },
          })),
          fc.boolean(),
        )
        .map(([b, sign]) => ({
          url: '/api/integrations/twitch/eventsub',
          payload: b.payload,
          headers: {
            ...(sign
              ? twitchHeaders(b.payload, 'notification')
              : { 'twitch-eventsub-message-signature': 'sha256=00' }),
            'content-type': b.contentType ?? 'application/json',
          },
        })),
  },
  {
    // Half signed with the suites' Kick key, so the parser and the payload rules are reached too.
    method: 'POST',
    route: '/api/integrations/kick/webhook',
    part: 'body',
    actor: 'visitor',
    inputs: () =>
      fc
        .tuple(
          bodyArbitrary(() => ({
            broadcaster: { user_id: 1, username: 'fuzz' },
            sender: { user_id: 2, username: 'fuzz_sender' },
            gift: { amount: 100, message: 'fuzz' },
          })),
          fc.boolean(),
        )
        .map(([b, sign]) => ({
          url: '/api/integrations/kick/webhook',
          payload: b.payload,
          headers: {
            ...(sign
              ? kickDeliveryHeaders(b.payload, 'kicks.gifted')
              : {
                  'kick-event-message-id': 'x',
                  'kick-event-message-timestamp': 'x',
                  'kick-event-signature': 'AA==',
                }),
            'content-type': b.contentType ?? 'application/json',
          },
        })),
  },
  body('POST', '/api/counters', 'premium', () => validCounterBody('Fuzz')),
  {
    ...body('PUT', '/api/counters/:id', 'premium', () => validCounterBody('Fuzz')),
    inputs: (c) =>
      bodyArbitrary(() => validCounterBody('Fuzz')).map(
        withBody(`/api/counters/${c.actors.premium.counterId}`),
      ),
  },
  params('PUT', '/api/counters/:id', 'premium', () => validCounterBody('Fuzz')),
  params('GET', '/api/counters/:id', 'premium'),
  params('DELETE', '/api/counters/:id', 'premium'),
  params('GET', '/api/counters/:id/embed-code', 'premium'),
  params('GET', '/api/counters/:id/live-history', 'premium'),
  logoBytes('/api/counters/:id/logo', (c) => `/api/counters/${c.actors.premium.counterId}/logo`),
  logoBytes('/api/logos', () => '/api/logos'),
  params('PUT', '/api/counters/:id/logo', 'premium'),
  { ...params('GET', '/api/logos/:id', 'visitor'), route: '/api/logos/:hash' },
  params('GET', '/api/counters/:id/view', 'visitor'),
  body('POST', '/api/counters/import', 'premium', () => ({
    ...validCounterBody('Imported'),
    version: 1,
    exportedAt: new Date().toISOString(),
  })),

  // Live counters (issue 8).
  params('GET', '/api/counters/:id/live', 'visitor'),
  params('GET', '/api/counters/:id/events', 'visitor'),
  {
    ...body('POST', '/api/counters/:id/control', 'premium', () => ({ action: 'add-time', ms: 1000 })),
    inputs: (c) =>
      bodyArbitrary(() => ({ action: 'set-value', value: 5 })).map(
        withBody(`/api/counters/${c.actors.premium.counterId}/control`),
      ),
  },
  params('POST', '/api/counters/:id/control', 'premium', () => ({ action: 'reset' })),
  params('POST', '/api/counters/:id/hook', 'premium'),
  params('GET', '/api/counters/:id/hook', 'premium'),
  params('PATCH', '/api/counters/:id/hook', 'premium', () => ({ enabled: false })),
  {
    ...body('PATCH', '/api/counters/:id/hook', 'premium', () => ({ enabled: true })),
    inputs: (c) =>
      bodyArbitrary(() => ({ enabled: true })).map(
        withBody(`/api/counters/${c.actors.premium.counterId}/hook`),
      ),
  },
  body('POST', '/api/keys', 'premium', (c) => ({
    name: 'Fuzz key',
    access: 'read',
    counterIds: [c.actors.premium.counterId],
  })),
  params('DELETE', '/api/keys/:id', 'premium'),
  params('PATCH', '/api/keys/:id', 'premium', () => ({ access: 'read' })),
  {
    // No such key: every well-formed body ends in 404, after the body rules ran.
    ...body('PATCH', '/api/keys/:id', 'premium', (c) => ({
      access: 'control',
      counterIds: [c.actors.premium.counterId],
    })),
    inputs: (c) =>
      bodyArbitrary(() => ({ access: 'control', counterIds: [c.actors.premium.counterId] })).map(
        withBody('/api/keys/no-such-key'),
      ),
  },
  // Subathons (issue 18). The premium actor's counter is not synced: well-formed events are refused.
  params('GET', '/api/counters/:id/event-log', 'premium'),
  {
    ...body('POST', '/api/counters/:id/event-log', 'premium', () => ({ id: 'fuzz', type: 'tip', amount: 5 })),
    inputs: (c) =>
      bodyArbitrary(() => ({ id: 'fuzz', type: 'tip', amount: 5 })).map(
        withBody(`/api/counters/${c.actors.premium.counterId}/event-log`),
      ),
  },
  {
    method: 'POST',
    route: '/api/counters/:id/event-log/:eventId/undo',
    part: 'params',
    actor: 'premium',
    inputs: (c) =>
      paramArbitrary.map((id) => ({
        url: `/api/counters/${c.actors.premium.counterId}/event-log/${id}/undo`,
      })),
  },
  {
    ...body('POST', '/api/counters/:id/multiplier', 'premium', () => ({ factor: 1, minutes: 5 })),
    inputs: (c) =>
      bodyArbitrary(() => ({ factor: 1, minutes: 5 })).map(
        withBody(`/api/counters/${c.actors.premium.counterId}/multiplier`),
      ),
  },
  // Outbound webhooks: the premium actor's counter; ids no webhook has answer 404.
  params('GET', '/api/counters/:id/webhooks', 'premium'),
  params('POST', '/api/counters/:id/webhooks', 'premium', () => ({ url: 'https://hooks.example.com/fuzz' })),
  {
    ...body('POST', '/api/counters/:id/webhooks', 'premium', () => ({
      url: 'https://hooks.example.com/fuzz',
    })),
    inputs: (c) =>
      bodyArbitrary(() => ({ url: 'https://hooks.example.com/fuzz' })).map(
        withBody(`/api/counters/${c.actors.premium.counterId}/webhooks`),
      ),
  },
  ...['DELETE /api/counters/:id/webhooks/:webhookId', 'POST /api/counters/:id/webhooks/:webhookId/test'].map(
    (id): FuzzTarget => {
      const [method, route] = id.split(' ') as [string, string];
      return {
        method,
        route,
        part: 'params',
        actor: 'premium',
        inputs: (c) =>
          paramArbitrary.map((hook) => ({
            url: route.replace(':id', () => c.actors.premium.counterId!).replace(':webhookId', () => hook),
          })),
      };
    },
  ),
  params('GET', '/api/counters/:id/recent-events', 'visitor'),
  params('GET', '/api/v1/counters/:id/webhooks', 'visitor'),
  params('POST', '/api/v1/counters/:id/webhooks', 'visitor', () => ({
    url: 'https://hooks.example.com/fuzz',
  })),
  params('DELETE', '/api/v1/counters/:id/webhooks/:webhookId', 'visitor'),
  params('POST', '/api/v1/counters/:id/webhooks/:webhookId/test', 'visitor'),
  params('POST', '/api/v1/counters/:id/events', 'visitor', () => ({ id: 'fuzz', type: 'sub' })),
  params('POST', '/api/v1/counters/:id/multiplier', 'visitor', () => ({ factor: 2 })),
  params('GET', '/api/v1/counters/:id', 'visitor'),
  // Without a key every call is refused before its body is read (401, or 429 once the limiter answers).
  params('POST', '/api/v1/counters/:id/value', 'visitor', () => ({ value: 1 })),
  body('POST', '/api/v1/counters/:id/increment', 'visitor', () => ({ by: 1 })),
  params('POST', '/api/v1/counters/:id/add-time', 'visitor', () => ({ ms: 1000 })),
  params('POST', '/api/v1/counters/:id/control', 'visitor', () => ({ action: 'reset' })),
  {
    method: 'POST',
    route: '/api/hooks/:token/increment',
    part: 'params',
    actor: 'visitor',
    inputs: () => paramArbitrary.map((token) => ({ url: `/api/hooks/${token}/increment` })),
  },

  query('/api/admin/users', ['page', 'pageSize', 'search', 'plan']),
  query('/api/live-sources/lookup', ['platform', 'account']),
  query('/api/admin/counters', ['page', 'pageSize', 'search']),
  // The admin has no Premium: connect is refused before a state is written; no callback state exists.
  query('/api/integrations/twitch/connect', ['returnTo']),
  query('/api/integrations/twitch/callback', ['code', 'state', 'error', 'error_description', 'scope']),
  query('/api/integrations/kick/connect', ['returnTo']),
  query('/api/integrations/kick/callback', ['code', 'state', 'error', 'error_description']),
  // TikTok, Threads, Instagram and Facebook connect on any plan, and these apps have no credentials for them:
  // a signed-in caller's valid query ends in 503 (not configured), so the connect is fuzzed as a
  // visitor (its query is checked, then 401). Their callbacks are refused for want of a state.
  ...(['tiktok', 'threads', 'instagram'] as const).flatMap((platform) => [
    query(`/api/integrations/${platform}/connect`, ['returnTo'], 'visitor'),
    query(`/api/integrations/${platform}/callback`, ['code', 'state', 'error', 'error_description']),
  ]),
  query('/api/integrations/facebook/connect', ['returnTo'], 'visitor'),
  query('/api/integrations/facebook/callback', [
    'code',
    'state',
    'error',
    'error_reason',
    'error_code',
    'error_description',
  ]),
  // The counted Kick follower start: the caller's own connection, which nobody here has (404).
  body('PUT', '/api/integrations/kick/followers', 'premium', () => ({ start: 10 })),
  body('POST', '/api/admin/subscription-settings', 'admin', () => ({ generalPrice: '4.99' })),
  body('POST', '/api/admin/discount-settings', 'admin', () => ({
    discountedPrice: '3.99',
    isDiscountActive: false,
  })),
  body('POST', '/api/admin/user-pricing', 'admin', forUser({ customPrice: '9.99' })),
  body('POST', '/api/admin/gift-premium', 'admin', forUser({ months: 1 })),
  body('POST', '/api/admin/upgrade-user', 'admin', forUser({})),
  body('POST', '/api/admin/downgrade-user', 'admin', forUser({})),
  body('POST', '/api/admin/issue-refund', 'admin', forUser({})),
  params('DELETE', '/api/admin/users/:id', 'admin'),
  params('GET', '/api/admin/users/:id/billing', 'admin'),
  params('DELETE', '/api/admin/counters/:id', 'admin'),
];
