import { remainingSeconds, resolveEndInstant } from './engine/countdown';
import { formatNumber } from './engine/format-number';
import type { CounterSettings } from './settings';

type ShareSettings = Pick<
  CounterSettings,
  'countdownType' | 'title' | 'startNumber' | 'endNumber' | 'endDateTime' | 'timeZone' | 'completionMessage'
>;

const plural = (n: number, unit: string) => `${n} ${n === 1 ? unit : `${unit}s`}`;

/** '3 days left', '5 hours left', '1 min left': the largest whole unit, as a person would say it. */
export function describeTimeLeft(seconds: number): string {
  if (seconds >= 86_400) return `${plural(Math.floor(seconds / 86_400), 'day')} left`;
  if (seconds >= 3600) return `${plural(Math.floor(seconds / 3600), 'hour')} left`;
  if (seconds >= 60) return `${plural(Math.floor(seconds / 60), 'min')} left`;
  return `${plural(seconds, 'sec')} left`;
}

/**
 * What a shared counter link says about itself (page title, link previews, oEmbed) at `nowMs`:
 * 'Countdown to New Year — 3 days left', 'Road to 1M — 999,847 of 1,000,000'. A number counter
 * is described by the number its first frame shows.
 */
export function describeCounter(
  settings: ShareSettings,
  nowMs: number,
): { title: string; description: string } {
  const name = settings.title.trim() || (settings.countdownType === 'datetime' ? 'Countdown' : 'Counter');
  if (settings.countdownType === 'datetime') {
    const end = resolveEndInstant(settings);
    const left = end === null ? 0 : remainingSeconds(end, nowMs);
    const state = left > 0 ? describeTimeLeft(left) : settings.completionMessage.trim() || 'Complete';
    const title = `${name} — ${state}`;
    const when =
      end === null ? '' : ` until ${settings.endDateTime.replace('T', ' ')} (${settings.timeZone})`;
    return { title, description: `${title}. A live countdown${when}, made with Countstream.` };
  }
  const title = `${name} — ${formatNumber(settings.startNumber)} of ${formatNumber(settings.endNumber)}`;
  return { title, description: `${title}. A live counter, made with Countstream.` };
}
