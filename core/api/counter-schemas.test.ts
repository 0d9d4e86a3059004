import { describe, expect, it } from 'vitest';
import { INITIAL_RUN_STATE } from '../counter/live/idle-run';
import { createFormDefaults } from '../counter/settings-defaults';
import { RULE_MESSAGES } from '../counter/subathon/event-rules';
import {
  COUNTER_ID_PATTERN,
  counterDetailSchema,
  counterIdParamsSchema,
  counterSummarySchema,
  embedCodeSchema,
} from './counters';
import { counterImportSchema, IMPORT_PREMIUM_MESSAGE } from './export';
import { platformHealthSchema } from './health';
import {
  counterEventBodySchema,
  EVENT_BODY_MESSAGES,
  eventAnswerSchema,
  eventLogSchema,
  multiplierBodySchema,
  notTextMessage,
  publicEventSchema,
  recentEventsSchema,
  undoAnswerSchema,
} from './subathon';
import {
  checkWebhookUrl,
  createdWebhookSchema,
  createWebhookBodySchema,
  DELIVERY_KINDS,
  WEBHOOK_HOST_MESSAGE,
  WEBHOOK_LIMIT_MESSAGE,
  WEBHOOK_URL_MESSAGE,
  webhookListSchema,
} from './webhooks';

// The counters, subathon and webhook contracts: each answer keeps every field it names, each body
// refuses with the words the control page shows, and a webhook never points inside our network.

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

describe('counter answers', () => {
  it('keeps every field of a summary, a detail, an embed code and the health card', () => {
    const summary = {
      id: 'abc123',
      name: 'N',
      createdAt: 'x',
      synced: false,
      followsLiveCounts: true,
      updatedAt: 'y',
      kind: 'countdown' as const,
      endsAt: '2027-01-01T00:00:00.000Z',
      goal: null,
    };
    expect(counterSummarySchema.parse(summary)).toEqual(summary);
    const detail = { id: 'abc123', name: 'N', settings: { title: 'T' }, createdAt: 'x', updatedAt: 'y' };
    expect(counterDetailSchema.parse(detail)).toEqual(detail);
    const embed = {
      embedCode: '<iframe>',
      browserSourceUrl: 'https://x',
      width: 1,
      height: 2,
      email: { imageUrl: 'i', counterUrl: 'c', alt: 'a', width: 3, height: 4, html: 'h' },
    };
    expect(embedCodeSchema.parse(embed)).toEqual(embed);
    const health = {
      healthy: false,
      signals: [{ id: 'db', label: 'DB', value: '4 ms', ok: false, problem: 'slow' }],
      payments: { apiConfigured: false, missing: ['PADDLE_API_KEY'] },
      liveCounts: [
        {
          platform: 'youtube',
          configured: true,
          missingSetting: null,
          callsLastHour: 12,
          budgetLeft: 9_000,
          lastError: "YouTube's daily limit reached",
          lastErrorAt: 1_764_000_000_000,
          nextCallAt: 1_764_003_600_000,
          hotSources: 3,
        },
        {
          platform: 'x',
          configured: false,
          missingSetting: 'X_BEARER_TOKEN',
          callsLastHour: 0,
          budgetLeft: null,
          lastError: null,
          lastErrorAt: null,
          nextCallAt: null,
          hotSources: 0,
        },
      ],
    };
    expect(platformHealthSchema.parse(health)).toEqual(health);
  });

  it('knows a counter id by its letters and length', () => {
    for (const id of ['abc123', 'A_b-9z', 'x'.repeat(32)]) expect(COUNTER_ID_PATTERN.test(id), id).toBe(true);
    for (const id of ['abc12', 'x'.repeat(33), 'abc 123', 'abc12!', '!abc123', 'abc123!'])
      expect(COUNTER_ID_PATTERN.test(id), id).toBe(false);
    expect(counterIdParamsSchema.parse({ id: 'x'.repeat(64) })).toEqual({ id: 'x'.repeat(64) });
    expect(counterIdParamsSchema.safeParse({ id: 'x'.repeat(65) }).success).toBe(false);
  });

  it('imports a settings file of this version or without one, and says when it is newer', () => {
    const body = { name: 'N', settings: createFormDefaults(new Date('2026-05-01T12:00:00Z'), 'UTC') };
    expect(counterImportSchema.parse({ ...body, exportedAt: 'x'.repeat(64), version: 1 })).toMatchObject({
      name: 'N',
      version: 1,
    });
    expect(counterImportSchema.safeParse(body).success).toBe(true);
    expect(messageOf(counterImportSchema.safeParse({ ...body, version: 2 }))).toBe(
      'This file was made by a newer version of Countstream',
    );
    expect(counterImportSchema.safeParse({ ...body, exportedAt: 'x'.repeat(65) }).success).toBe(false);
    expect(IMPORT_PREMIUM_MESSAGE).toBe(
      'Importing counters is a premium feature. Upgrade to Premium to import counters from a settings file.',
    );
  });
});

describe('subathon events', () => {
  const event = (over: Record<string, unknown>) =>
    counterEventBodySchema.safeParse({ id: 'e1', type: 'sub', ...over });

  it('takes an event with an amount of 1 unless told, and refuses each bad field in words', () => {
    expect(event({}).data).toEqual({ id: 'e1', type: 'sub', amount: 1 });
    const full = {
      id: 'x'.repeat(100),
      type: 'tip',
      amount: 4.99,
      tier: 'prime',
      user: 'u'.repeat(100),
      message: 'm'.repeat(500),
    };
    expect(counterEventBodySchema.parse(full)).toEqual(full);
    for (const id of ['', 'x'.repeat(101), 5]) expect(messageOf(event({ id }))).toBe(EVENT_BODY_MESSAGES.id);
    expect(messageOf(event({ type: 'hug' }))).toBe(RULE_MESSAGES.type);
    expect(messageOf(event({ tier: '4' }))).toBe(RULE_MESSAGES.tier);
    for (const user of ['u'.repeat(101), 5])
      expect(messageOf(event({ user }))).toBe(EVENT_BODY_MESSAGES.user);
    for (const message of ['m'.repeat(501), 5])
      expect(messageOf(event({ message }))).toBe(EVENT_BODY_MESSAGES.message);
    expect(event({ extra: 1 }).success).toBe(false);
    expect(EVENT_BODY_MESSAGES).toEqual({
      id: 'id must be a string of 1 to 100 characters (your unique id for this event)',
      user: 'user can be at most 100 characters',
      message: 'message can be at most 500 characters',
    });
  });

  it('takes any well-formed text, emoji included, and refuses half of a surrogate pair by field', () => {
    const body = { id: 'evt-😀-1', type: 'tip', amount: 5, user: 'Zoë 😀', message: 'Danke! 🎉' };
    expect(counterEventBodySchema.parse(body)).toEqual(body);
    // Stored, a lone surrogate becomes U+FFFD: the id read back would not be the id sent.
    for (const field of ['id', 'user', 'message'])
      for (const bad of ['\ud800', 'a\udc00b', '😀'.slice(0, 1)])
        expect(messageOf(event({ [field]: bad })), `${field} ${JSON.stringify(bad)}`).toBe(
          notTextMessage(field),
        );
  });

  it('multiplies for 60 minutes unless told, within 1..10 and 1..1440', () => {
    expect(multiplierBodySchema.parse({ factor: 10 })).toEqual({ factor: 10, minutes: 60 });
    expect(multiplierBodySchema.parse({ factor: 1, minutes: 1440 })).toEqual({ factor: 1, minutes: 1440 });
    for (const factor of [0, 11, 1.5, '2'])
      expect(messageOf(multiplierBodySchema.safeParse({ factor }))).toBe(
        'factor must be a whole number from 1 to 10',
      );
    for (const minutes of [0, 1441, 2.5, '60'])
      expect(messageOf(multiplierBodySchema.safeParse({ factor: 2, minutes }))).toBe(
        'minutes must be a whole number from 1 to 1440',
      );
  });

  const logged = {
    id: 'l1',
    at: 'x',
    source: 'api',
    type: 'sub',
    tier: null,
    user: 'u',
    amount: 1,
    message: 'hi',
    multiplier: 2,
    addedSeconds: 60,
    cappedSeconds: 0,
    addedValue: 0,
    note: null,
    undone: false,
  };

  it('keeps every field of an answer, the log, an undo and the public strip', () => {
    for (const note of ['no_rule', 'capped', 'ended', null]) {
      const answer = {
        duplicate: false,
        eventId: 'l1',
        addedSeconds: 60,
        addedValue: 0,
        cappedSeconds: 0,
        note,
        run: INITIAL_RUN_STATE,
        serverNow: 5,
      };
      expect(eventAnswerSchema.parse(answer)).toEqual(answer);
    }
    for (const source of ['api', 'twitch', 'kick', 'chat']) {
      const log = { events: [{ ...logged, source }], multiplier: { factor: 2, until: null } };
      expect(eventLogSchema.parse(log)).toEqual(log);
    }
    const undo = { run: INITIAL_RUN_STATE, serverNow: 1, designVersion: 2, event: logged };
    expect(undoAnswerSchema.parse(undo)).toEqual(undo);
    const { message: _m, source: _s, undone: _u, ...shown } = logged;
    expect(publicEventSchema.parse(logged)).toEqual(shown);
    expect(recentEventsSchema.parse({ events: [logged] })).toEqual({ events: [shown] });
  });
});

describe('webhooks', () => {
  it('takes a trimmed URL and says what a webhook URL must be', () => {
    expect(createWebhookBodySchema.parse({ url: ' https://example.com/hook ' })).toEqual({
      url: 'https://example.com/hook',
    });
    for (const url of ['', '   ', undefined])
      expect(messageOf(createWebhookBodySchema.safeParse({ url }))).toBe(WEBHOOK_URL_MESSAGE);
    expect([WEBHOOK_URL_MESSAGE, WEBHOOK_HOST_MESSAGE, WEBHOOK_LIMIT_MESSAGE]).toEqual([
      'url must be an https:// address of at most 500 characters',
      'url must point to a public host, not this machine or a private network',
      'A counter can have at most 5 webhooks. Delete one first.',
    ]);
  });

  it('keeps every field of the list, its deliveries and a new webhook', () => {
    const hook = { id: 'h', url: 'https://x', createdAt: 'x' };
    expect(createdWebhookSchema.parse({ ...hook, secret: 's' })).toEqual({ ...hook, secret: 's' });
    for (const kind of DELIVERY_KINDS)
      for (const state of ['pending', 'delivered', 'retrying', 'failed']) {
        const delivery = {
          id: 'd',
          webhookId: 'h',
          kind,
          state,
          attempts: 1,
          lastStatus: 500,
          lastError: 'e',
          createdAt: 'x',
          nextAttemptAt: null,
        };
        const list = { webhooks: [hook], deliveries: [delivery], max: 5 };
        expect(webhookListSchema.parse(list)).toEqual(list);
      }
    expect(DELIVERY_KINDS).toEqual(['event', 'milestone', 'completion', 'test']);
  });

  it('takes public https URLs of at most 500 characters, without credentials', () => {
    const base = 'https://example.com/';
    expect(checkWebhookUrl(base + 'a'.repeat(500 - base.length))).toBe('ok');
    expect(checkWebhookUrl(base + 'a'.repeat(501 - base.length))).toBe('bad_url');
    for (const bad of [
      'not a url',
      'http://example.com/',
      'ftp://example.com/',
      'https://u:p@example.com/',
      'https://u@example.com/',
      'https://:p@example.com/',
    ])
      expect(checkWebhookUrl(bad), bad).toBe('bad_url');
    for (const ok of [
      'https://172.15.0.1/',
      'https://172.32.0.1/',
      'https://11.0.0.1/',
      'https://mylocalhost.com/',
      'https://notlocalhost/',
      'https://myhost.locals/',
      'https://localhost.example.com/',
      'https://10.0.0.1.example.com/',
    ])
      expect(checkWebhookUrl(ok), ok).toBe('ok');
  });

  it('refuses this machine and private networks', () => {
    for (const host of [
      'localhost',
      'app.dev.localhost',
      'printer.office.local',
      'db.corp.internal',
      '0.0.0.0',
      '127.100.200.250',
      '10.200.30.40',
      '192.168.100.200',
      '172.16.100.200',
      '172.20.0.1',
      '172.29.0.1',
      '172.30.0.1',
      '172.31.255.255',
      '169.254.100.200',
      '[::1]',
      '[fd00::1]',
    ])
      expect(checkWebhookUrl(`https://${host}/hook`), host).toBe('private_host');
  });

  it('takes plain http on this machine only when tests or local development allow it', () => {
    for (const url of ['http://127.0.0.1:8080/x', 'http://localhost/x', 'https://localhost/x'])
      expect(checkWebhookUrl(url, true), url).toBe('ok');
    expect(checkWebhookUrl('http://127.0.0.1:8080/x')).toBe('bad_url');
    expect(checkWebhookUrl('https://127.0.0.1/x')).toBe('private_host');
    expect(checkWebhookUrl('ftp://localhost/x', true)).toBe('bad_url');
    expect(checkWebhookUrl('http://10.0.0.1/x', true)).toBe('bad_url');
    expect(checkWebhookUrl('https://u:p@localhost/x', true)).toBe('bad_url');
  });
});
