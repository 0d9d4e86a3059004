import type { Milestone } from './event-rules';

/**
 * The milestones a number counter passed going from `before` to `after`: those the value had not
 * reached before and has now, in the order they were passed. "Reached" follows the counter's
 * direction (up when end ≥ start, down otherwise), as the goal bar shows it. A move back (undo, a
 * decrement) passes none; passing one again later counts again.
 */
export function milestonesPassed(
  milestones: readonly Milestone[],
  range: { startNumber: number; endNumber: number },
  before: number,
  after: number,
): Milestone[] {
  const up = range.endNumber >= range.startNumber;
  const reached = (v: number, m: number) => (up ? v >= m : v <= m);
  return milestones
    .filter((m) => !reached(before, m.value) && reached(after, m.value))
    .sort((a, b) => (up ? a.value - b.value : b.value - a.value));
}
