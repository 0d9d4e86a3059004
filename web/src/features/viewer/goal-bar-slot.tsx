import type { CounterSettings } from '@core/counter/settings';
import type { GoalBar } from '@web/components/live/goal-bar';
import type { ComponentProps } from 'react';

// The goal bar (issue 18) is drawn only for number counters that set a goal, so the public viewer
// loads it on demand (issue 16's 90 KB budget): before such a counter is first drawn or hydrated
// (counter-extras-loader.ts), and the server's renderer provides it up front (server-render.tsx).
type GoalBarComponent = typeof GoalBar;
let loaded: GoalBarComponent | null = null;

export function provideGoalBar(component: GoalBarComponent): void {
  loaded = component;
}

export function wantsGoalBar(settings: Pick<CounterSettings, 'goalBar' | 'milestones'>): boolean {
  return settings.goalBar === true || (settings.milestones?.length ?? 0) > 0;
}

export async function loadGoalBar(): Promise<void> {
  loaded ??= (await import('@web/components/live/goal-bar')).GoalBar;
}

export function GoalBarSlot(props: ComponentProps<GoalBarComponent>) {
  const Loaded = loaded;
  return Loaded ? <Loaded {...props} /> : null;
}
