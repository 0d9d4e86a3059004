// What server/effects/ sets off beyond the view cache and the live bus, as the app decorations
// that carry it. The effects sit below every domain that writes (counters, billing, live runs,
// subathons, integrations, admin), so they cannot import the outbound webhooks or billing they
// start: each of those domains registers its part on the app (outbound-webhooks/outbound-plugin.ts,
// billing/follow-ups.ts through app.ts) and the effects reach it here, by what it does.

/** What an outbound webhook is sent for. */
export type OutboundKind = 'event' | 'completion' | 'milestone';

export interface OutboundQueue {
  /** Queues a message for the counter's outbound webhooks, sent off the request path. */
  queue(counterId: string, kind: OutboundKind, data: object): void;
}

/** What a billing event leaves to do after its commit. */
export interface BillingFollowUpWork {
  /** Subscriptions to cancel in Paddle (durable jobs already; tried at once). */
  cancels: string[];
  /** Transaction ids of duplicate subscriptions' payments, refunded. */
  refunds: string[];
  mails: { to: string; kind: 'premium-confirmed' | 'duplicate-cancelled' }[];
}

export interface BillingFollowUps {
  /** Runs the work within a bounded time; failures are logged or retried, never thrown. */
  start(work: BillingFollowUpWork): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbound: OutboundQueue;
    billingFollowUps: BillingFollowUps;
  }
}
