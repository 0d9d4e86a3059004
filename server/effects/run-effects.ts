import { liveNumberValue } from '@core/counter/live/live-frame';
import type { RunState } from '@core/counter/live/run-state';
import type { CounterSettings } from '@core/counter/settings';
import { milestonesPassed } from '@core/counter/subathon/milestones';
import type { FastifyInstance } from 'fastify';
import { runChanged } from './after-commit';

// What follows a change to a counter's run, after its commit. Two kinds of change move a run: a
// control action (start, pause, set, add: the control page, API keys, hook URLs) and an applied
// stream event (Twitch, Kick, the events API, a test event). Both tell open live displays through
// runChanged; both announce the milestones a number counter passed to its outbound webhooks; an
// event is also sent to them itself, with the completion when it finished the run.

/** A control action was applied to a run (`before` → `run`). */
export async function runControlled(
  app: FastifyInstance,
  change: { counterId: string; settings: CounterSettings; before: RunState; run: RunState; changed: boolean },
  now = Date.now(),
): Promise<void> {
  if (!change.changed) return;
  await runChanged(app, change.counterId);
  const { settings, counterId } = change;
  if (settings.countdownType !== 'number' || !settings.milestones?.length) return;
  const from = liveNumberValue(change.before, settings, now);
  announceMilestones(app, counterId, settings, from, liveNumberValue(change.run, settings, now), change.run);
}

/** A stream event applied for the first time (a repeated id is not a change and comes not here). */
export interface AppliedRunEvent {
  run: RunState;
  changed: boolean;
  countdownType: 'number' | 'datetime';
  settings: CounterSettings;
  event: { addedValue: number; createdAt: Date };
  /** The event as the API and the outbound webhooks show it. */
  logged: object;
}

export async function eventApplied(app: FastifyInstance, counterId: string, applied: AppliedRunEvent) {
  if (applied.changed) await runChanged(app, counterId);
  app.outbound.queue(counterId, 'event', { event: applied.logged, run: applied.run });
  if (applied.changed && applied.run.status === 'completed')
    app.outbound.queue(counterId, 'completion', { run: applied.run });
  if (applied.countdownType === 'number' && applied.event.addedValue !== 0) {
    const after = liveNumberValue(applied.run, applied.settings, applied.event.createdAt.getTime());
    announceMilestones(
      app,
      counterId,
      applied.settings,
      after - applied.event.addedValue,
      after,
      applied.run,
    );
  }
}

/** Each milestone passed between two values of a number counter, POSTed as `milestone`. */
function announceMilestones(
  app: FastifyInstance,
  counterId: string,
  settings: CounterSettings,
  from: number,
  to: number,
  run: RunState,
) {
  for (const m of milestonesPassed(settings.milestones ?? [], settings, from, to))
    app.outbound.queue(counterId, 'milestone', {
      milestone: { value: m.value, message: m.message },
      value: to,
      run,
    });
}
