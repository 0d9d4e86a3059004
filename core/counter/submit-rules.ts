import { resolveEndInstant } from './engine/countdown';
import type { CounterSettings } from './settings';

export interface SubmitProblem {
  title: string;
  description: string;
  /** The settings field the problem belongs to, for the form and the server's field errors. */
  field: 'endNumber' | 'endDateTime';
}

// Toast texts from docs/product.md §5, as title + description and as the joined sentence.
export const INVALID_CONFIGURATION: SubmitProblem = {
  title: 'Invalid Configuration',
  description: 'Start and end numbers cannot be the same.',
  field: 'endNumber',
};
export const INVALID_DATE: SubmitProblem = {
  title: 'Invalid Date',
  description: 'End date and time must be in the future.',
  field: 'endDateTime',
};
export const INVALID_CONFIGURATION_MESSAGE =
  'Invalid Configuration: Start and end numbers cannot be the same.';
export const INVALID_DATE_MESSAGE = 'Invalid Date: End date and time must be in the future.';

type SubmitSettings = Pick<
  CounterSettings,
  'countdownType' | 'startNumber' | 'endNumber' | 'endDateTime' | 'timeZone' | 'timerMode'
>;
/** What is stored for the counter being edited; absent when it is being created. */
export type StoredSubmitSettings = Partial<SubmitSettings>;

/**
 * True when a save sets the countdown's end: on create, when a counter becomes a countdown, or
 * when the end instant moves. Retitling an ended countdown does not set its end, so it stays allowed.
 */
export function setsCountdownEnd(settings: SubmitSettings, stored?: StoredSubmitSettings | null): boolean {
  if (!stored) return true;
  if (stored.countdownType !== 'datetime') return true;
  const before = resolveEndInstant({
    // Stryker disable next-line StringLiteral: any text that is not a date reads as no end, like ''
    endDateTime: stored.endDateTime ?? '',
    timeZone: stored.timeZone ?? 'UTC',
  });
  return before !== resolveEndInstant(settings);
}

/**
 * Rules checked when a counter is saved, after the schema passed; the form and the server both
 * call this one function. They depend on the mode, the clock and the stored counter, so they are
 * kept out of the schema (an edit of an expired countdown must still load and save).
 */
export function checkSubmitRules(
  settings: SubmitSettings,
  now: Date,
  stored?: StoredSubmitSettings | null,
): SubmitProblem | null {
  if (settings.countdownType === 'number') {
    return settings.startNumber === settings.endNumber ? INVALID_CONFIGURATION : null;
  }
  // Evergreen and recurring timers compute their own end: the date field is not their target.
  if (settings.timerMode !== undefined && settings.timerMode !== 'date') return null;
  if (!setsCountdownEnd(settings, stored)) return null;
  const end = resolveEndInstant(settings);
  // Stryker disable next-line ConditionalExpression: skipping it is the same, null <= now is true: no end is refused either way
  if (end === null) return INVALID_DATE;
  return end <= now.getTime() ? INVALID_DATE : null;
}

export function formatSubmitProblem(problem: SubmitProblem): string {
  return `${problem.title}: ${problem.description}`;
}
