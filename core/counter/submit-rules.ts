import { resolveEndInstant } from './engine/countdown';
import type { CounterSettings } from './settings';

export interface SubmitProblem {
  title: string;
  description: string;
}

// Toast texts from SPEC.md §5, as title + description and as the joined sentence.
export const INVALID_CONFIGURATION: SubmitProblem = {
  title: 'Invalid Configuration',
  description: 'Start and end numbers cannot be the same.',
};
export const INVALID_DATE: SubmitProblem = {
  title: 'Invalid Date',
  description: 'End date and time must be in the future.',
};
export const INVALID_CONFIGURATION_MESSAGE =
  'Invalid Configuration: Start and end numbers cannot be the same.';
export const INVALID_DATE_MESSAGE = 'Invalid Date: End date and time must be in the future.';

type SubmitSettings = Pick<
  CounterSettings,
  'countdownType' | 'startNumber' | 'endNumber' | 'endDateTime' | 'timeZone'
>;

/**
 * Rules checked when the form is submitted, after the schema passed. They depend on the mode and
 * on the clock, so they are kept out of the schema (an edit of an expired countdown must still load).
 */
export function checkSubmitRules(settings: SubmitSettings, now: Date): SubmitProblem | null {
  if (settings.countdownType === 'number') {
    return settings.startNumber === settings.endNumber ? INVALID_CONFIGURATION : null;
  }
  const end = resolveEndInstant(settings);
  return end === null || end <= now.getTime() ? INVALID_DATE : null;
}

export function formatSubmitProblem(problem: SubmitProblem): string {
  return `${problem.title}: ${problem.description}`;
}
