import { describeVersus, type Versus, versusScore } from '../live-sources/versus';
import { formatNumber } from './engine/format-number';
import { type CounterLocale, type DurationUnit, unitWord } from './locale/unit-words';
// Share titles and previews are written on the server and in the app, never in the viewer bundle.
import './extras';
import { readTimer } from './schedule/timer-reading';
import type { CounterSettings } from './settings';

type ShareSettings = Pick<
  CounterSettings,
  'countdownType' | 'title' | 'startNumber' | 'endNumber' | 'endDateTime' | 'timeZone' | 'completionMessage'
> &
  Partial<Pick<CounterSettings, 'locale' | 'timerMode' | 'evergreenMinutes' | 'recurrence'>>;

const plural = (n: number, unit: string) => `${n} ${n === 1 ? unit : `${unit}s`}`;

/** '3 days left', '5 hours left', '1 min left': the largest whole unit, as a person would say it. */
export function describeTimeLeft(seconds: number): string {
  if (seconds >= 86_400) return `${plural(Math.floor(seconds / 86_400), 'day')} left`;
  if (seconds >= 3600) return `${plural(Math.floor(seconds / 3600), 'hour')} left`;
  if (seconds >= 60) return `${plural(Math.floor(seconds / 60), 'min')} left`;
  return `${plural(seconds, 'sec')} left`;
}

/** In the counter's own language (issue #17): the largest unit with its plural word, '3 Tage'. */
function describeTimeLeftIn(seconds: number, locale: CounterLocale): string {
  const [n, unit]: [number, DurationUnit] =
    seconds >= 86_400
      ? [Math.floor(seconds / 86_400), 'days']
      : seconds >= 3600
        ? [Math.floor(seconds / 3600), 'hours']
        : seconds >= 60
          ? [Math.floor(seconds / 60), 'minutes']
          : [seconds, 'seconds'];
  return `${n} ${unitWord(locale, unit, n)}`;
}

/**
 * What a shared counter link says about itself (page title, link previews, oEmbed) at `nowMs`:
 * 'Countdown to New Year — 3 days left', 'Road to 1M — 999,847 of 1,000,000'. A number counter
 * is described by the number its first frame shows; a live count shown versus by both sides, in
 * the viewer's words ('Race — Alice: 1,234, Bob: 1,100', core's describeVersus).
 */
export function describeCounter(
  settings: ShareSettings,
  nowMs: number,
  versus: Versus | null = null,
): { title: string; description: string } {
  const name = settings.title.trim() || (settings.countdownType === 'datetime' ? 'Countdown' : 'Counter');
  if (settings.countdownType === 'datetime') {
    // Evergreen and recurring timers: a new visitor's timer, the next occurrence.
    const reading = readTimer(settings, nowMs);
    const left = reading.phase === 'counting' ? reading.seconds : 0;
    const words = (n: number) =>
      settings.locale && settings.locale !== 'en'
        ? describeTimeLeftIn(n, settings.locale)
        : describeTimeLeft(n);
    const state = left > 0 ? words(left) : settings.completionMessage.trim() || 'Complete';
    const title = `${name} — ${state}`;
    const dated = (settings.timerMode ?? 'date') === 'date';
    const when =
      reading.endMs === null || !dated
        ? ''
        : ` until ${settings.endDateTime.replace('T', ' ')} (${settings.timeZone})`;
    return { title, description: `${title}. A live countdown${when}, made with Countstream.` };
  }
  if (versus) {
    const format = (n: number) => formatNumber(n);
    const title = `${name} — ${versusScore(versus, format)}`;
    return {
      title,
      description: `${name} — ${describeVersus(versus, format)} A live counter, made with Countstream.`,
    };
  }
  const title = `${name} — ${formatNumber(settings.startNumber)} of ${formatNumber(settings.endNumber)}`;
  return { title, description: `${title}. A live counter, made with Countstream.` };
}
