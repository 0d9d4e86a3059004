import type { FastifyInstance } from 'fastify';
import { runChanged } from '../effects/after-commit';
import { enqueueDeliveries, sendDueDeliveries } from '../integrations/webhooks/outbound-delivery';
import { toLoggedEvent } from './event-log-queries';
import type { AppliedEvent } from './subathon-service';

/**
 * What follows a newly applied event, after its commit: live displays get the run through the one
 * publish path, and the counter's outbound webhooks get the event (and the completion, when this
 * event finished the run), sent off the request path.
 */
export async function afterEventApplied(app: FastifyInstance, counterId: string, applied: AppliedEvent) {
  if (applied.changed) await runChanged(app, counterId);
  app.background.run('outbound webhooks', async () => {
    let queued = await enqueueDeliveries(app.db, counterId, 'event', {
      event: toLoggedEvent(applied.event),
      run: applied.run,
    });
    if (applied.changed && applied.run.status === 'completed')
      queued += await enqueueDeliveries(app.db, counterId, 'completion', { run: applied.run });
    if (queued > 0) await sendDueDeliveries(app.db);
  });
}
