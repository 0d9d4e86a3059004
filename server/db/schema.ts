import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
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
    paddleSubscriptionId: text('paddle_subscription_id'),
    // The grants behind the summary above (core/plan/premium-state.ts, docs/decisions/003).
    adminPremium: boolean('admin_premium').notNull().default(false),
    giftUntil: timestamp('gift_until', { withTimezone: true, mode: 'date' }),
    paddleStatus: text('paddle_status'),
    // The last applied Paddle event, so a late, older delivery never overrides a newer state.
    paddleStatusAt: timestamp('paddle_status_at', { withTimezone: true, mode: 'date' }),
    paddleStatusEventId: text('paddle_status_event_id'),
    // The last completed transaction: what an admin refund refunds.
    paddleTransactionId: text('paddle_transaction_id'),
    paddleTransactionAt: timestamp('paddle_transaction_at', { withTimezone: true, mode: 'date' }),
    // Set when the owner opened a link mailed to this address; only then may ADMIN_EMAIL promote it.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The admin lists' order with its tie-breaker; Premium users have their own slice (migration 0009).
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    index('users_premium_created_at_id_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.subscriptionStatus} = 'active'`),
    index('users_status_created_at_idx').on(t.subscriptionStatus, t.createdAt),
    index('users_paddle_customer_id_idx').on(t.paddleCustomerId),
    index('users_paddle_subscription_id_idx').on(t.paddleSubscriptionId),
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
  },
  (t) => [index('payment_events_user_id_idx').on(t.userId, t.occurredAt)],
);

// Sign-in attempts per account in a fixed window, one row per key, counted by one upsert before the
// password is checked so parallel attempts cannot all slip under the limit (decision 007b).
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(), // 'email:<address>', also for addresses without an account
  attempts: integer('attempts').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
});

// Rows of users and counters per UTC day, kept by triggers (migration 0009): totals, 'today' and
// where a deep admin page starts, without counting the big tables.
export const dailyCounts = pgTable(
  'daily_counts',
  {
    tableName: text('table_name', { enum: ['users', 'counters'] }).notNull(),
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
  value: bigint('value', { mode: 'number' }),
  valueAt: bigint('value_at', { mode: 'number' }),
  seed: bigint('seed', { mode: 'number' }).notNull().default(1),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
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
