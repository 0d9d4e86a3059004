import type { FastifyInstance } from 'fastify';
import { jobFailures } from '../metrics';
import { runDueJobs } from './billing-jobs';

const EVERY_MS = 30_000;

// Retries the cancels Paddle has not confirmed yet (billing-jobs.ts), on every instance: a job is
// claimed before it runs, so instances never call Paddle twice for it at the same moment.
export function startBillingJobRunner(app: FastifyInstance): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDueJobs(app.db, app.paddle)
      .then(({ done, failed }) => {
        if (failed > 0) jobFailures.inc({ queue: 'billing' }, failed);
        if (done + failed > 0) app.log.info({ done, failed }, 'billing jobs run');
      })
      .catch((err) => {
        jobFailures.inc({ queue: 'billing' });
        app.log.warn({ err }, 'billing jobs could not run');
      })
      .finally(() => {
        running = false;
      });
  }, EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
