import type { EventAnswer } from '@core/api/subathon';
import type { AppliedEvent } from './subathon-service';

/** The answer to an event: seconds for countdowns, value for number counters (issue 18). */
export function toEventAnswer(applied: AppliedEvent): EventAnswer {
  const { event } = applied;
  const effect =
    applied.countdownType === 'datetime'
      ? { addedSeconds: event.addedMs / 1000, cappedSeconds: event.cappedMs / 1000 }
      : { addedValue: event.addedValue };
  return {
    duplicate: applied.duplicate,
    eventId: event.id,
    ...effect,
    note: (event.note as EventAnswer['note']) ?? null,
    run: applied.run,
    serverNow: Date.now(),
  };
}
