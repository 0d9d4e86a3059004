import type { FastifyInstance } from 'fastify';
import { liveNumberValue } from '../../core/counter/live/live-frame';
import type { RunState } from '../../core/counter/live/run-state';
import type { CounterSettings } from '../../core/counter/settings';
import { milestonesPassed } from '../../core/counter/subathon/milestones';
import { runChanged } from '../effects/after-commit';
import { queueOutbound } from '../integrations/webhooks/outbound-queue';
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

/**
 * A number counter's run moved (a control action, an event): each milestone it passed is POSTed to
 * the counter's outbound webhooks as `milestone` { value, message, run }, off the request path.
 */
export function announceMilestones(
  app: FastifyInstance,
  counterId: string,
  settings: CounterSettings,
  before: RunState,
  after: RunState,
  now: number,
) {
  if (settings.countdownType !== 'number' || !settings.milestones?.length) return;
  const from = liveNumberValue(before, settings, now);
  announceMilestoneValues(app, counterId, settings, from, liveNumberValue(after, settings, now), after);
}

function announceMilestoneValues(
  app: FastifyInstance,
  counterId: string,
  settings: CounterSettings,
  from: number,
  to: number,
  run: RunState,
) {
  const passed = milestonesPassed(settings.milestones ?? [], settings, from, to);
  if (passed.length === 0) return;
  for (const m of passed)
    queueOutbound(app, counterId, 'milestone', {
      milestone: { value: m.value, message: m.message },
      value: to,
      run,
    });
}
