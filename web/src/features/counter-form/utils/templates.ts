import type { CounterSettings } from '@core/counter/settings';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { instantToZonedLocal, zonedLocalToInstant } from '@core/counter/time-zone';
import { findPremiumViolations } from '@core/plan/plan-rules';
import type { CounterFormValues } from './form-values';

// Starting points for a first counter (issue 41): each a complete design the counter schema accepts
// (templates.test.ts), so choosing one gives a counter that saves as it is. Dates are laid out from
// the moment of choosing, in the creator's zone, so a countdown always has time left.

export const TEMPLATE_IDS = ['follower-goal', 'launch', 'subathon', 'sale-email', 'new-year'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export interface CounterTemplate {
  id: TemplateId;
  label: string;
  description: string;
  /** The form values at `now`, in `timeZone`. */
  values: (now: Date, timeZone: string) => CounterFormValues;
}

const DAY_MS = 86_400_000;

/** A datetime-local value `days` from now at hh:mm (the creator's zone). */
function daysAheadAt(now: Date, timeZone: string, days: number, time: string): string {
  const date = instantToZonedLocal(now.getTime() + days * DAY_MS, timeZone).slice(0, 10);
  return `${date}T${time}`;
}

/** Midnight starting the next year in the creator's zone. */
function nextNewYear(now: Date, timeZone: string): string {
  const year = Number(instantToZonedLocal(now.getTime(), timeZone).slice(0, 4));
  const thisYear = `${year}-01-01T00:00`;
  return zonedLocalToInstant(thisYear, timeZone) > now.getTime() ? thisYear : `${year + 1}-01-01T00:00`;
}

// Each template is the new counter's defaults plus what makes it that template, nothing more.
function design(
  now: Date,
  timeZone: string,
  name: string,
  settings: Partial<CounterSettings>,
): CounterFormValues {
  return { name, settings: { ...createFormDefaults(now, timeZone), ...settings } };
}

/** A countdown to `endDateTime` in the creator's zone: the base of every dated template. */
function countdown(
  now: Date,
  timeZone: string,
  name: string,
  endDateTime: string,
  settings: Partial<CounterSettings>,
): CounterFormValues {
  return design(now, timeZone, name, { countdownType: 'datetime', endDateTime, timeZone, ...settings });
}

export const COUNTER_TEMPLATES: readonly CounterTemplate[] = [
  {
    id: 'follower-goal',
    label: 'Follower goal',
    description: 'The last followers up to 100K, with what is left to go.',
    values: (now, zone) =>
      design(now, zone, 'Road to 100K', {
        title: 'Instagram Followers',
        startNumber: 99_850,
        endNumber: 100_000,
        useRandomIncrement: true,
        randomMin: 1,
        randomMax: 3,
        speed: 800,
        socialIcon: 'instagram',
        progressWords: 'remaining',
        animationStyle: 'slide-up',
        completionMessage: '🎉 100K Followers! Thank you!',
      }),
  },
  {
    id: 'launch',
    label: 'Launch countdown',
    description: 'Days, hours, minutes and seconds to your launch.',
    values: (now, zone) =>
      countdown(now, zone, 'Product launch', daysAheadAt(now, zone, 14, '17:00'), {
        title: 'Launching in',
        fontStyle: 'oswald',
        backgroundColor: '#0f172a',
        counterColor: '#38bdf8',
        completionMessage: "🚀 We're live!",
      }),
  },
  {
    id: 'subathon',
    label: 'Subathon timer',
    description: 'Subs, bits and tips add time to a live timer (Premium).',
    values: (now, zone) =>
      countdown(now, zone, 'Subathon', instantToZonedLocal(now.getTime() + 4 * 3_600_000, zone), {
        title: 'Subathon',
        synced: true,
        eventRules: [
          { type: 'sub', perAmount: 1, seconds: 120 },
          { type: 'gift_sub', perAmount: 1, seconds: 120 },
          { type: 'bits', perAmount: 100, seconds: 60 },
          { type: 'tip', perAmount: 5, seconds: 60 },
        ],
        capMinutes: 24 * 60,
        backgroundColor: '#18181b',
        counterColor: '#a78bfa',
        completionMessage: 'GG! Thanks for the subathon 💜',
      }),
  },
  {
    id: 'sale-email',
    label: 'Sale e-mail timer',
    description: 'A sale ending in three days, red in its last hour (Premium gradient).',
    values: (now, zone) =>
      countdown(now, zone, 'Sale ends', daysAheadAt(now, zone, 3, '23:59'), {
        title: 'Sale ends in',
        backgroundType: 'gradient',
        gradientStart: '#f12711',
        gradientEnd: '#f5af19',
        gradientDirection: '135deg',
        warnBelowSeconds: 3600,
        warnColor: '#fde047',
        completionMessage: 'This offer has ended',
      }),
  },
  {
    id: 'new-year',
    label: 'New Year',
    description: 'The countdown to midnight on the 1st of January.',
    values: (now, zone) =>
      countdown(now, zone, 'New Year countdown', nextNewYear(now, zone), {
        title: 'Countdown to the New Year',
        fontStyle: 'orbitron',
        backgroundColor: '#0b1026',
        counterColor: '#fcd34d',
        completionMessage: '🎆 Happy New Year!',
      }),
  },
];

/** Whether saving the template needs Premium: the server's own rule (findPremiumViolations). */
export function templateNeedsPremium(values: CounterFormValues): boolean {
  return findPremiumViolations(null, values.settings as CounterSettings).length > 0;
}
