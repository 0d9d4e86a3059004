import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

// Every metric the server keeps, in one registry, in the lowest layer so the database client and
// the mailer record theirs as the routes do. Recording is an increment or a bucket search on a
// child bound once; what is a count of something held elsewhere (open streams, queued tasks) is
// read only when scraped. Label values come from short fixed lists or route patterns, never from
// a path, an id or an address, so the number of series stays bounded.

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Status classes as labels: every status falls in one of these. */
export function statusClass(status: number): '2xx' | '3xx' | '4xx' | '5xx' {
  if (status >= 500) return '5xx';
  if (status >= 400) return '4xx';
  if (status >= 300) return '3xx';
  return '2xx';
}

export const httpRequestDuration = new Histogram({
  name: 'countstream_http_request_duration_seconds',
  help: 'Time from a request reaching the server to its answer, by route pattern and status class',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

type Reader = () => number;

/** Readers scraped for gauges of things other modules hold; the latest registered one counts. */
const readers = {
  openStreams: null as Reader | null,
  queues: new Map<string, Reader>(),
};

export const sseOpenStreams = new Gauge({
  name: 'countstream_sse_open_streams',
  help: 'Open live event streams on this instance',
  registers: [metricsRegistry],
  collect() {
    this.set(readers.openStreams?.() ?? 0);
  },
});

/** The live plugin says how to count its open streams. */
export function countOpenStreams(read: Reader): void {
  readers.openStreams = read;
}

export const liveFanoutDelay = new Histogram({
  name: 'countstream_live_fanout_delay_seconds',
  help: 'Time from a live change reaching this instance to its write to every open stream of the counter',
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const jobQueueDepth = new Gauge({
  name: 'countstream_job_queue_depth',
  help: 'Tasks waiting or running in a background queue',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
  collect() {
    for (const [queue, read] of readers.queues) this.set({ queue }, read());
  },
});

/** A queue says how to count what it holds. */
export function countQueueDepth(queue: string, read: Reader): void {
  readers.queues.set(queue, read);
}

export const jobFailures = new Counter({
  name: 'countstream_job_failures_total',
  help: 'Background tasks and jobs that failed',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

export type InboundWebhookPlatform = 'paddle' | 'twitch' | 'kick' | 'hook_url';
export type InboundWebhookResult = 'applied' | 'duplicate' | 'refused';

export const inboundWebhooks = new Counter({
  name: 'countstream_inbound_webhooks_total',
  help: 'Incoming webhook calls by platform and result (refused: any 4xx or 5xx answer)',
  labelNames: ['platform', 'result'] as const,
  registers: [metricsRegistry],
});

export const outboundDeliveries = new Counter({
  name: 'countstream_outbound_webhook_deliveries_total',
  help: 'Attempts to deliver an outbound webhook: delivered, failed (retried later) or gave up',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

export const liveSourcePolls = new Counter({
  name: 'countstream_live_source_polls_total',
  help: 'Batched reads of live counts from a platform, by result',
  labelNames: ['platform', 'result'] as const,
  registers: [metricsRegistry],
});

export const liveSourceBudgetRemaining = new Gauge({
  name: 'countstream_live_source_budget_remaining',
  help: "Calls left in a platform's current rate window, as this instance counts them",
  labelNames: ['platform'] as const,
  registers: [metricsRegistry],
});

export const mailSends = new Counter({
  name: 'countstream_mail_sends_total',
  help: 'Mails handed to SMTP (or written to the outbox), by result',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

const DB_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export const dbQueryDuration = new Histogram({
  name: 'countstream_db_query_duration_seconds',
  help: 'Time a database statement takes, as its caller waits for it',
  buckets: DB_BUCKETS,
  registers: [metricsRegistry],
});

export const dbQueueWait = new Histogram({
  name: 'countstream_db_queue_wait_seconds',
  help: "Time a statement waits before the embedded database's thread takes it up",
  buckets: DB_BUCKETS,
  registers: [metricsRegistry],
});

// The longest delay of the event loop since the last scrape (sampled every 20 ms), so a stall
// between two scrapes is seen however short it was.
const loopDelay = monitorEventLoopDelay({ resolution: 20 });
loopDelay.enable();

export const eventLoopLag = new Gauge({
  name: 'countstream_event_loop_lag_seconds',
  help: 'Longest event-loop delay since the previous scrape',
  registers: [metricsRegistry],
  collect() {
    // The histogram counts in nanoseconds; before its first sample its max is a sentinel.
    this.set(loopDelay.count > 0 ? loopDelay.max / 1e9 : 0);
    loopDelay.reset();
  },
});
