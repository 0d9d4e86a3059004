import type { HealthSignal, PaymentsSetup, PlatformHealth } from '@core/api/health';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { billingJobs, paymentEvents } from '../db/schema';

// Platform Health from real measurements. Each probe is one entry here: adding a signal is one
// more function in HEALTH_PROBES.
type Probe = (db: Database) => Promise<HealthSignal>;

export const BOUNDS = {
  databaseMs: 1000,
  /** Paddle retries a failed delivery; an event processed this long after it happened was stuck. */
  webhookLagMs: 15 * 60_000,
  /** A cancel Paddle has not confirmed for this long means a user may go on being billed. */
  billingJobAgeMs: 60 * 60_000,
} as const;

export function formatDuration(ms: number): string {
  const s = Math.floor(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 48) return `${h} h ${m % 60} min`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

const signal = (id: string, label: string, value: string, problem: string | null): HealthSignal => ({
  id,
  label,
  value,
  ok: problem === null,
  problem,
});

const databaseRoundTrip: Probe = async (db) => {
  const started = performance.now();
  await db.execute(sql`select 1`);
  const ms = Math.round(performance.now() - started);
  return signal(
    'database',
    'Database round-trip',
    `${ms} ms`,
    ms > BOUNDS.databaseMs ? `Database answers slowly (${ms} ms)` : null,
  );
};

// Backlog: how late the webhooks of the last day were processed after Paddle raised them.
const webhookLag: Probe = async (db) => {
  const [row] = await db
    .select({
      lagMs: sql<
        number | null
      >`max(extract(epoch from (${paymentEvents.processedAt} - ${paymentEvents.occurredAt})) * 1000)`,
    })
    .from(paymentEvents)
    .where(sql`${paymentEvents.processedAt} > now() - interval '1 day'`);
  const lag = row?.lagMs === null || row?.lagMs === undefined ? null : Number(row.lagMs);
  if (lag === null) return signal('webhook-backlog', 'Webhook backlog (24 h)', 'No events', null);
  return signal(
    'webhook-backlog',
    'Webhook backlog (24 h)',
    `${formatDuration(Math.max(0, lag))} behind at worst`,
    lag > BOUNDS.webhookLagMs ? `Payment webhooks were processed ${formatDuration(lag)} late` : null,
  );
};

// Informational: a quiet day has no events, so no bound applies.
const lastWebhook: Probe = async (db) => {
  const [row] = await db
    .select({ lastAt: sql<string | null>`max(${paymentEvents.processedAt})` })
    .from(paymentEvents);
  const at = row?.lastAt ? new Date(row.lastAt).getTime() : null;
  return signal(
    'last-webhook',
    'Last payment event',
    at ? `${formatDuration(Date.now() - at)} ago` : 'Never',
    null,
  );
};

// Cancels still waiting for Paddle (server/billing/billing-jobs.ts). A few minutes of retrying is
// normal; one open for an hour means someone may be charged after their Premium ended.
const pendingBillingJobs: Probe = async (db) => {
  const [row] = await db
    .select({
      open: sql<number>`count(*)::int`,
      oldestAt: sql<string | null>`min(${billingJobs.createdAt})`,
    })
    .from(billingJobs)
    .where(sql`${billingJobs.doneAt} is null`);
  const open = Number(row?.open ?? 0);
  const label = 'Pending Paddle cancels';
  if (open === 0) return signal('billing-jobs', label, 'None', null);
  const age = Date.now() - new Date(row!.oldestAt!).getTime();
  return signal(
    'billing-jobs',
    label,
    `${open} pending, oldest ${formatDuration(Math.max(0, age))}`,
    age > BOUNDS.billingJobAgeMs
      ? `Paddle has not confirmed a subscription cancel for ${formatDuration(age)}`
      : null,
  );
};

const processUptime: Probe = async () =>
  signal('uptime', 'Process uptime', formatDuration(process.uptime() * 1000), null);

export const HEALTH_PROBES: Probe[] = [
  databaseRoundTrip,
  webhookLag,
  lastWebhook,
  pendingBillingJobs,
  processUptime,
];

/** Every probe runs; one that throws counts as failing with what it threw, never as a 500. */
export async function checkPlatformHealth(
  db: Database,
  probes: Probe[] = HEALTH_PROBES,
): Promise<Pick<PlatformHealth, 'healthy' | 'signals'>> {
  const signals = await Promise.all(
    probes.map((probe, i) =>
      probe(db).catch((error: unknown) =>
        signal(
          `probe-${i}`,
          probe.name || 'Check',
          'Failed',
          `A health check failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      ),
    ),
  );
  return { healthy: signals.every((s) => s.ok), signals };
}

// Paddle's settings and what each one enables: a missing one is named, so the admin knows what to
// set rather than reading 'Healthy' while nobody can pay.
const PADDLE_SETTINGS = [
  'PADDLE_API_KEY',
  'PADDLE_WEBHOOK_SECRET',
  'PADDLE_CLIENT_TOKEN',
  'PADDLE_PRICE_ID',
] as const satisfies readonly (keyof Config)[];

/** Which Paddle settings are missing; the API counts as configured only with its key. */
export function paymentsSetup(config: Pick<Config, (typeof PADDLE_SETTINGS)[number]>): PaymentsSetup {
  return {
    apiConfigured: Boolean(config.PADDLE_API_KEY),
    missing: PADDLE_SETTINGS.filter((name) => !config[name]),
  };
}

/** The settings' own signals: payments (Paddle) and outgoing mail. */
export function configurationSignals(
  config: Pick<Config, (typeof PADDLE_SETTINGS)[number] | 'SMTP_URL'>,
): HealthSignal[] {
  const { missing } = paymentsSetup(config);
  const payments =
    missing.length === 0
      ? signal('payments', 'Payments (Paddle)', 'Configured', null)
      : signal(
          'payments',
          'Payments (Paddle)',
          missing.length === PADDLE_SETTINGS.length ? 'Not configured' : `${missing.length} settings missing`,
          `Payments are not configured: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set`,
        );
  const mail = config.SMTP_URL
    ? signal('mail', 'Outgoing mail', 'SMTP', null)
    : signal(
        'mail',
        'Outgoing mail',
        'Not configured',
        'Mail is not configured: SMTP_URL is not set, so mails are only written to the outbox folder',
      );
  return [payments, mail];
}
