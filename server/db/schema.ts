import {
  CONNECT_PLATFORMS,
  CONNECTION_STATUSES,
  EVENT_SOURCES,
  LIVE_SOURCE_PLATFORMS,
  PRECISIONS,
} from '@core/live-sources/platforms';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    // Stored for fast counting; always recomputed from premium_until/premium_source, never set blindly.
    subscriptionStatus: text('subscription_status', { enum: ['free', 'active'] })
      .notNull()
      .default('free'),
    premiumUntil: timestamp('premium_until', { withTimezone: true, mode: 'date' }),
    premiumSource: text('premium_source', { enum: ['paddle', 'admin', 'gift'] }),
    customPrice: numeric('custom_price', { precision: 10, scale: 2 }),
    paddleCustomerId: text('paddle_customer_id'),
    // Kept current from every Paddle event (newest wins), so events without customData find the user.
    paddleCustomerAt: timestamp('paddle_customer_at', { withTimezone: true, mode: 'date' }),
    // The grants behind the summary above (core/plan/premium-state.ts, docs/decisions/003 and 009);
    // paid Premium comes from paddle_subscriptions.
    adminPremium: boolean('admin_premium').notNull().default(false),
    giftUntil: timestamp('gift_until', { withTimezone: true, mode: 'date' }),
    // Set when the owner opened a link mailed to this address; only then may ADMIN_EMAIL promote it.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    // Checkout finished but the webhook was late: mail the user when Premium arrives.
    notifyWhenPremium: boolean('notify_when_premium').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // The admin lists' order with its tie-breaker; Premium users have their own slice (migration 0009).
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    // It carries what the Premium rule, the dashboard's revenue and the per-day Premium counts read,
    // so they are index-only scans of a few percent of the users (docs/decisions/010b).
    index('users_premium_created_at_id_idx')
      .on(t.createdAt, t.id, t.premiumUntil, t.premiumSource, t.customPrice)
      .where(sql`${t.subscriptionStatus} = 'active'`),
    // Premium users whose end has passed while the stored status still says active (an expired gift
    // or admin grant is not re-derived at its end): the per-day Premium totals subtract these, a
    // range of this index up to now() (server/admin/premium-queries.ts).
    index('users_active_premium_until_idx')
      .on(t.premiumUntil)
      .where(sql`${t.subscriptionStatus} = 'active' and ${t.premiumUntil} is not null`),
    index('users_status_created_at_idx').on(t.subscriptionStatus, t.createdAt),
    index('users_paddle_customer_id_idx').on(t.paddleCustomerId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(), // sha256 of the cookie token
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

// Mailed single-use links (password reset, address proof, sign-in). Only the SHA-256 of a token is
// kept; a new link of a purpose ends the user's older ones of that purpose (auth/auth-links.ts).
export const authLinks = pgTable(
  'auth_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset', 'verify', 'sign_in'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_links_user_purpose_idx').on(t.userId, t.purpose)],
);

export const counters = pgTable(
  'counters',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    settings: jsonb('settings').notNull().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('counters_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('counters_created_at_id_idx').on(t.createdAt, t.id),
  ],
);

// Raw bytes; node-postgres answers a Buffer and PGlite a Uint8Array, so both read as a Buffer.
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

// A Premium counter's uploaded logos, by the sha-256 of their bytes (the URL names it, so a changed
// logo is a new address and an old one may be cached for good). The settings name the one shown;
// a save drops the others, and the counter's deletion drops them all.
export const counterLogos = pgTable(
  'counter_logos',
  {
    counterId: text('counter_id')
      .notNull()
      .references(() => counters.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.counterId, t.hash] }), index('counter_logos_hash_idx').on(t.hash)],
);
export type CounterLogoRow = typeof counterLogos.$inferSelect;

// A logo uploaded while a new counter is being made, before it has an id to belong to: one per
// user (a newer upload replaces it), claimed into counter_logos by the counter's creation (or a
// save) that names it, and deleted with the user.
export const pendingLogos = pgTable(
  'pending_logos',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_logos_hash_idx').on(t.hash)],
);

export const appSettings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const paymentEvents = pgTable(
  'payment_events',
  {
    eventId: text('event_id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // Kept after the account is deleted (as null): payment history is evidence.
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }),
    // applied | stale | ignored | unmatched; an unmatched event is applied once its user is known.
    outcome: text('outcome'),
    customerId: text('customer_id'),
    subscriptionId: text('subscription_id'),
  },
  (t) => [
    index('payment_events_user_id_idx').on(t.userId, t.occurredAt),
    index('payment_events_unmatched_idx').on(t.occurredAt).where(sql`${t.outcome} = 'unmatched'`),
  ],
);

// Sign-in attempts per account in a fixed window, one row per key, counted by one upsert before the
// password is checked so parallel attempts cannot all slip under the limit (decision 007b).
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(), // 'email:<address>', also for addresses without an account
  attempts: integer('attempts').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
});

// Rows of users, counters and Premium users per UTC day, kept by triggers (migrations 0009, 0018): totals, 'today' and
// where a deep admin page starts, without counting the big tables.
export const dailyCounts = pgTable(
  'daily_counts',
  {
    // 'premium_users': users whose stored status is active, by their sign-up day (migration 0018).
    tableName: text('table_name', { enum: ['users', 'counters', 'premium_users'] }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'daily_counts_pkey', columns: [t.tableName, t.day] })],
);

export const schema = {
  users,
  sessions,
  authLinks,
  counters,
  appSettings,
  paymentEvents,
  loginThrottles,
  dailyCounts,
};
export type UserRow = typeof users.$inferSelect;
export type CounterRow = typeof counters.$inferSelect;
export const nowSql = sql`now()`;

// Messages from the Contact Support form; user_id is kept when the sender was signed in, and
// survives the account's deletion as null so support history is not lost.
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    category: text('category', {
      enum: ['technical', 'billing', 'account', 'features', 'bug', 'general'],
    }).notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);
export type ContactMessageRow = typeof contactMessages.$inferSelect;

// The server-kept run of a live (synced) counter (issue 8); no row means idle. Instants are
// epoch milliseconds as bigint so the core engine uses them unchanged.
export const counterRuns = pgTable('counter_runs', {
  counterId: text('counter_id')
    .primaryKey()
    .references(() => counters.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['idle', 'running', 'paused', 'completed'] })
    .notNull()
    .default('idle'),
  startedAt: bigint('started_at', { mode: 'number' }),
  pausedAt: bigint('paused_at', { mode: 'number' }),
  pausedTotalMs: bigint('paused_total_ms', { mode: 'number' }).notNull().default(0),
  addedMs: bigint('added_ms', { mode: 'number' }).notNull().default(0),
  // A number counter's value: negative, and with up to two decimal places (core/counter/number-value.ts).
  value: numeric('value', { precision: 18, scale: 2, mode: 'number' }),
  valueAt: bigint('value_at', { mode: 'number' }),
  seed: bigint('seed', { mode: 'number' }).notNull().default(1),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  // Subathon happy hour (issue 18): every event counts `multiplier` times until multiplier_until.
  multiplier: integer('multiplier').notNull().default(1),
  multiplierUntil: bigint('multiplier_until', { mode: 'number' }),
});
export type CounterRunRow = typeof counterRuns.$inferSelect;

// Per-user keys for the /api/v1 bearer API (issue 8). Only the sha256 of a key is kept; the key
// itself is shown once, when it is made.
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    // Least privilege (issue 22): 'read' keys only read; counterIds limits a key to those counters
    // (null: all of the owner's, what keys made before scopes keep).
    access: text('access', { enum: ['read', 'control'] })
      .notNull()
      .default('control'),
    counterIds: text('counter_ids').array(),
  },
  (t) => [index('api_keys_user_id_idx').on(t.userId, t.createdAt)],
);
export type ApiKeyRow = typeof apiKeys.$inferSelect;

// A counter's secret webhook URL for tools that can only call a URL; regenerating replaces it.
export const counterHooks = pgTable('counter_hooks', {
  counterId: text('counter_id')
    .primaryKey()
    .references(() => counters.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  // Set while the owner has switched the URL off: it answers like an unknown one until re-enabled.
  disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
});

const eventAt = () => timestamp('event_at', { withTimezone: true, mode: 'date' }).notNull();
const userRef = () => text('user_id').references(() => users.id, { onDelete: 'set null' });

// Our copy of Paddle's records (docs/decisions/009): one row per Paddle subscription, transaction
// and adjustment, each changed only by events that name it, newest (event_at, event_id) wins.
// user_id survives an account's deletion as null: payment history is evidence.
export const paddleSubscriptions = pgTable(
  'paddle_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    customerId: text('customer_id'),
    status: text('status').notNull(),
    priceId: text('price_id'),
    unitAmount: text('unit_amount'), // in the currency's smallest unit, as Paddle sends it
    currency: text('currency'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }),
    scheduledChange: jsonb('scheduled_change').$type<{ action: string; effectiveAt: string } | null>(),
    // We asked Paddle to cancel it (downgrade, refund, deletion, duplicate): it grants nothing since.
    endedByUsAt: timestamp('ended_by_us_at', { withTimezone: true, mode: 'date' }),
    endedReason: text('ended_reason', {
      enum: ['downgrade', 'refund', 'deleted', 'duplicate', 'taken_back', 'migrated'],
    }),
    eventAt: eventAt(),
    eventId: text('event_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('paddle_subscriptions_user_id_idx').on(t.userId),
    index('paddle_subscriptions_customer_id_idx').on(t.customerId),
  ],
);
export type PaddleSubscriptionRow = typeof paddleSubscriptions.$inferSelect;

export const paddleTransactions = pgTable(
  'paddle_transactions',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    subscriptionId: text('subscription_id'),
    customerId: text('customer_id'),
    status: text('status').notNull(),
    origin: text('origin'),
    total: text('total'),
    currency: text('currency'),
    billedAt: timestamp('billed_at', { withTimezone: true, mode: 'date' }),
    eventAt: eventAt(),
    eventId: text('event_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('paddle_transactions_user_id_idx').on(t.userId),
    index('paddle_transactions_subscription_id_idx').on(t.subscriptionId),
  ],
);
export type PaddleTransactionRow = typeof paddleTransactions.$inferSelect;

export const paddleAdjustments = pgTable(
  'paddle_adjustments',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    transactionId: text('transaction_id').notNull(),
    subscriptionId: text('subscription_id'),
    action: text('action').notNull(),
    type: text('type'),
    status: text('status').notNull(),
    eventAt: eventAt(),
    eventId: text('event_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('paddle_adjustments_transaction_id_idx').on(t.transactionId),
    index('paddle_adjustments_user_id_idx').on(t.userId),
  ],
);
export type PaddleAdjustmentRow = typeof paddleAdjustments.$inferSelect;

// Calls to Paddle that must happen even if Paddle is down right now (cancel_subscription): retried
// with backoff until Paddle confirms. One open job per (kind, target).
export const billingJobs = pgTable(
  'billing_jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['cancel_subscription'] }).notNull(),
    target: text('target').notNull(),
    userId: text('user_id'),
    attempts: integer('attempts').notNull().default(0),
    nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('billing_jobs_due_idx').on(t.nextRunAt).where(sql`${t.doneAt} IS NULL`),
    uniqueIndex('billing_jobs_open_target_idx').on(t.kind, t.target).where(sql`${t.doneAt} IS NULL`),
  ],
);
export type BillingJobRow = typeof billingJobs.$inferSelect;

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// Every stream event a synced counter received (issue 18): once per sender id (event_key), with
// what it did, so the owner sees it and can undo it exactly once.
export const counterEvents = pgTable(
  'counter_events',
  {
    id: text('id').primaryKey(),
    counterId: text('counter_id')
      .notNull()
      .references(() => counters.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    source: text('source', { enum: EVENT_SOURCES }).notNull(),
    type: text('type').notNull(),
    tier: text('tier'),
    userName: text('user_name'),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    message: text('message'),
    multiplier: integer('multiplier').notNull().default(1),
    addedMs: bigint('added_ms', { mode: 'number' }).notNull().default(0),
    cappedMs: bigint('capped_ms', { mode: 'number' }).notNull().default(0),
    // Two places, as the counter's value (counter_runs.value).
    addedValue: numeric('added_value', { precision: 18, scale: 2, mode: 'number' }).notNull().default(0),
    note: text('note'),
    createdAt: createdAt(),
    undoneAt: at('undone_at'),
  },
  (t) => [
    uniqueIndex('counter_events_counter_key_idx').on(t.counterId, t.eventKey),
    index('counter_events_counter_created_idx').on(t.counterId, t.createdAt),
  ],
);
export type CounterEventRow = typeof counterEvents.$inferSelect;

// Outbound webhooks of a counter (issue 18): signed POSTs on completion, milestones and events.
export const counterWebhooks = pgTable(
  'counter_webhooks',
  {
    id: text('id').primaryKey(),
    counterId: text('counter_id')
      .notNull()
      .references(() => counters.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('counter_webhooks_counter_idx').on(t.counterId)],
);
export type CounterWebhookRow = typeof counterWebhooks.$inferSelect;

// One row per message to send; retried with backoff for a day, then given up.
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    webhookId: text('webhook_id')
      .notNull()
      .references(() => counterWebhooks.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['event', 'milestone', 'completion', 'test'] }).notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: at('delivered_at'),
    gaveUpAt: at('gave_up_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

// A user's connected account on a platform that pushes events (Twitch, Kick): one row per user and
// platform, whatever the platform. The connection is written only once every event subscription
// exists (018b); the user's tokens are kept to refresh and to remove the subscriptions again.
export const platformConnections = pgTable(
  'platform_connections',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: CONNECT_PLATFORMS }).notNull(),
    /** The platform's own id of the account (Twitch's user id, Kick's user id). */
    accountId: text('account_id').notNull(),
    /** The account's name as the platform shows it (Twitch's login, Kick's channel name). */
    name: text('name').notNull(),
    /** The account's picture as the platform gave it when connected (the studio's account picker). */
    avatarUrl: text('avatar_url'),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    // When the access token stops working; it is refreshed with the refresh token after that.
    tokenExpiresAt: at('token_expires_at'),
    // Broken: the platform revoked the event subscriptions; needs_reauth: it refused the token and
    // then the refresh (CONNECTION_STATUSES). A reconnect fixes either.
    status: text('status', { enum: CONNECTION_STATUSES }).notNull().default('connected'),
    brokenReason: text('broken_reason'),
    /** When the platform refused the token and its refresh (status needs_reauth), else null. */
    reauthSince: at('reauth_since'),
    subscriptionIds: text('subscription_ids').array().notNull().default(sql`'{}'::text[]`),
    commandPrefix: text('command_prefix').notNull().default('!'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.platform] }),
    // One of our users per platform account: events find their user by it.
    uniqueIndex('platform_connections_account_idx').on(t.platform, t.accountId),
  ],
);
export type PlatformConnectionRow = typeof platformConnections.$inferSelect;

// OAuth `state` values of platform connects in flight: bound to the session that started them, used
// once, short-lived (stored as a sha256, like session ids).
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  sessionId: text('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull(),
  returnTo: text('return_to').notNull(),
  expiresAt: at('expires_at').notNull(),
  // The platform a state was issued for, and the PKCE code verifier where the platform's token
  // exchange needs one (Kick).
  provider: text('provider', { enum: CONNECT_PLATFORMS }).notNull().default('twitch'),
  codeVerifier: text('code_verifier'),
});

// Message ids already handled (Twitch may resend one); older than the 10-minute window are pruned.
export const integrationMessages = pgTable('integration_messages', {
  id: text('id').primaryKey(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

// Image opens (e-mail GIFs and PNGs) per counter and day: a count, no personal data (issue 19).
export const counterImageOpens = pgTable(
  'counter_image_opens',
  {
    counterId: text('counter_id')
      .notNull()
      .references(() => counters.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    opens: integer('opens').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.counterId, t.day] })],
);

// Live counts (server/live-sources/): each followed account once, whatever the number of counters
// following it, with its last reading, so a restarted server or a reloaded display shows the last
// count at once. `account_key` is the account as pasted and parsed (`id:UC…`, `handle:name`);
// `account_id` the platform's stable id once a lookup found it. The value of a hidden count is
// never stored. `claimed_until` lets one instance read an account per interval: another instance
// skips it until then (live-source-queries.ts).
export const liveSources = pgTable(
  'live_sources',
  {
    platform: text('platform', { enum: LIVE_SOURCE_PLATFORMS }).notNull(),
    accountKey: text('account_key').notNull(),
    accountId: text('account_id'),
    handle: text('handle').notNull(),
    displayName: text('display_name').notNull(),
    avatarUrl: text('avatar_url'),
    value: bigint('value', { mode: 'number' }),
    precision: text('precision', { enum: PRECISIONS }).notNull().default('unavailable'),
    readAt: at('read_at'),
    changedAt: at('changed_at'),
    // Why it could not be read, in plain words, while that lasts.
    note: text('note'),
    claimedUntil: at('claimed_until'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.platform, t.accountKey] })],
);
export type LiveSourceRow = typeof liveSources.$inferSelect;

// Which counters follow which accounts, in the order the owner listed them.
export const counterLiveSources = pgTable(
  'counter_live_sources',
  {
    counterId: text('counter_id')
      .notNull()
      .references(() => counters.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    platform: text('platform', { enum: LIVE_SOURCE_PLATFORMS }).notNull(),
    accountKey: text('account_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.counterId, t.position] }),
    index('counter_live_sources_source_idx').on(t.platform, t.accountKey),
    foreignKey({
      columns: [t.platform, t.accountKey],
      foreignColumns: [liveSources.platform, liveSources.accountKey],
    }),
  ],
);
