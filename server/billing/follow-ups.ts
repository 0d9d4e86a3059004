import type { FastifyInstance } from 'fastify';
import type { BillingFollowUps } from '../effects/effect-ports';
import { cancelSoon } from './billing-jobs';
import { duplicateCancelledMail, premiumConfirmedMail } from './billing-mails';
import type { Effects } from './event-follow-ups';

const BUDGET_MS = 3000;

// Billing's part of what follows an event's commit, started only by server/effects/billing-effects.ts
// (through app.billingFollowUps, registered in app.ts): try the cancels at once (they are durable
// jobs already, so a failure is retried later), refund duplicate payments, and send the e-mails.
// Bounded in time, so Paddle gets its answer quickly.
export function createBillingFollowUps(app: FastifyInstance): BillingFollowUps {
  return { start: (effects) => runFollowUps(app, effects) };
}

async function runFollowUps(app: FastifyInstance, effects: Effects): Promise<void> {
  const work = async () => {
    await cancelSoon(app.db, app.paddle, effects.cancels, BUDGET_MS);
    for (const transactionId of effects.refunds) {
      const answer = await app.paddle.createRefund(
        transactionId,
        'Duplicate subscription: cancelled and refunded automatically',
      );
      if (!answer.ok)
        app.log.warn({ transactionId, reason: answer.reason }, 'duplicate payment not refunded');
    }
    for (const mail of effects.mails) {
      const message =
        mail.kind === 'premium-confirmed'
          ? premiumConfirmedMail(mail.to, app.config.appUrl)
          : duplicateCancelledMail(mail.to, app.config.appUrl);
      await app.mailer.send(message).catch((err) => app.log.warn({ err }, 'billing mail not sent'));
    }
  };
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    // Stryker disable next-line ArrowFunction,ObjectLiteral,StringLiteral: work() never rejects (cancelSoon, createRefund and each mail send settle their own failures); a last guard
    work().catch((err) => app.log.warn({ err }, 'billing effects failed')),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, BUDGET_MS * 2);
    }),
  ]);
  clearTimeout(timer);
}
