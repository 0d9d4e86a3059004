// A live count's goal is the counter's end number, counted from zero: a follower count starts
// at nothing, and the start number a counting counter climbs from means nothing for it. A goal of
// 0 is no goal (nothing to celebrate, no progress to show).

export const hasGoal = (goal: number) => goal > 0;

/** Percent of the way from 0 to the goal, 0..100. */
export function goalProgress(value: number, goal: number): number {
  if (!hasGoal(goal)) return 0;
  return Math.min(100, Math.max(0, (value / goal) * 100));
}

/** Whether the count has reached its goal; never for a count that cannot be shown. */
export function goalReached(value: number | null, goal: number): boolean {
  return value !== null && hasGoal(goal) && value >= goal;
}
