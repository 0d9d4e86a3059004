import { hasUnitWords } from '@core/counter/locale/unit-words';
import { hasRecurrenceRules } from '@core/counter/schedule/timer-target';
import type { CounterSettings } from '@core/counter/settings';
import { loadGoalBar, wantsGoalBar } from './goal-bar-slot';

/**
 * The viewer bundle carries English unit words and no recurrence rules (issue 16's 90 KB budget);
 * a counter in another language, or a recurring one, loads core/counter/extras.ts before it is
 * first drawn or hydrated, so the server-rendered frame and the browser's agree, and before a live
 * design change that needs it is shown. A counter with a goal loads its goal bar the same way.
 */
export async function ensureCounterExtras(settings: Record<string, unknown> | undefined): Promise<void> {
  const locale = settings?.locale;
  const words = typeof locale === 'string' && !hasUnitWords(locale);
  const recurring = settings?.timerMode === 'recurring' && !hasRecurrenceRules();
  await Promise.all([
    words || recurring ? import('@core/counter/extras') : null,
    settings && wantsGoalBar(settings as Partial<CounterSettings>) ? loadGoalBar() : null,
  ]);
}
