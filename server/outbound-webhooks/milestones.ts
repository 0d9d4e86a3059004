import { liveNumberValue } from '@core/counter/live/live-frame';
import type { RunState } from '@core/counter/live/run-state';
import type { CounterSettings } from '@core/counter/settings';
import { milestonesPassed } from '@core/counter/subathon/milestones';
import type { FastifyInstance } from 'fastify';
import { queueOutbound } from './outbound-queue';

// Milestones of a number counter, announced to its outbound webhooks: by a control action
// (live/control-answer.ts) and by an applied event (subathons/subathon-effects.ts).

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

/** The milestones passed between two values of a number counter, each POSTed as `milestone`. */
export function announceMilestoneValues(
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
