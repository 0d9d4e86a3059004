import { liveNumberValue } from '@core/counter/live/live-frame';
import type { FastifyInstance } from 'fastify';
import { runChanged } from '../effects/after-commit';
import { announceMilestoneValues } from '../outbound-webhooks/milestones';
import { queueOutbound } from '../outbound-webhooks/outbound-queue';
import { toLoggedEvent } from './event-log-queries';
import type { AppliedEvent } from './subathon-service';

/**
 * What follows a newly applied event, after its commit: live displays get the run through the one
 * publish path, and the counter's outbound webhooks get the event (and the completion, when this
 * event finished the run), sent off the request path.
 */
export async function afterEventApplied(app: FastifyInstance, counterId: string, applied: AppliedEvent) {
  if (applied.changed) await runChanged(app, counterId);
  queueOutbound(app, counterId, 'event', { event: toLoggedEvent(applied.event), run: applied.run });
  if (applied.changed && applied.run.status === 'completed')
    queueOutbound(app, counterId, 'completion', { run: applied.run });
  if (applied.countdownType === 'number' && applied.event.addedValue !== 0) {
    const at = applied.event.createdAt.getTime();
    const after = liveNumberValue(applied.run, applied.settings, at);
    announceMilestoneValues(
      app,
      counterId,
      applied.settings,
      after - applied.event.addedValue,
      after,
      applied.run,
    );
  }
}
