import { isLocalDateTime } from '@core/counter/local-date-time';
import type { CounterSettings } from '@core/counter/settings';
import {
  BACKGROUND_TYPES,
  COUNTDOWN_TYPES,
  GRADIENT_DIRECTIONS,
  ICON_POSITIONS,
  LIMITS,
  NUMBER_STYLES,
  SOCIAL_ICONS,
} from '@core/counter/settings-options';
import { resolveAnimationStyle, resolveFontStyle } from '@core/counter/settings-style';
import { isValidTimeZone } from '@core/counter/time-zone';

// A zod-free twin of core's resolveViewerSettings. Importing core's version pulls zod (~25 KB
// gzip) into the public viewer and breaks its 90 KB budget; resolve-view-settings.test.ts checks
// that both agree on arbitrary input, so they cannot drift apart silently.
const WHITE = '#ffffff';

type Loose = Record<string, unknown>;

const oneOf =
  <T extends string>(options: readonly T[], fallback: T) =>
  (v: unknown): T =>
    typeof v === 'string' && (options as readonly string[]).includes(v) ? (v as T) : fallback;
const colour = (v: unknown): string | undefined =>
  typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v) ? v : undefined;
const whole = (min: number, fallback: number) => (v: unknown) =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= LIMITS.numberMax ? v : fallback;
const bool = (fallback: boolean) => (v: unknown) => (typeof v === 'boolean' ? v : fallback);

function title(v: unknown): string {
  if (typeof v !== 'string') return '';
  const t = v.trim();
  return t.length >= 1 && t.length <= LIMITS.titleMax ? t : '';
}

function avatarUrl(v: unknown): string | undefined {
  if (typeof v !== 'string' || v === '' || v.length > LIMITS.avatarUrlMax) return undefined;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' && url.hostname !== '' ? v : undefined;
  } catch {
    return undefined;
  }
}

// Goals (issue 18), as core's milestonesSchema: at most 50 of exactly { value, message }.
type Milestones = NonNullable<CounterSettings['milestones']>;
function milestones(v: unknown): Milestones | undefined {
  if (!Array.isArray(v) || v.length === 0 || v.length > 50) return undefined;
  const out: Milestones = [];
  for (const m of v as unknown[]) {
    if (!m || typeof m !== 'object' || Array.isArray(m)) return undefined;
    const { value, message, ...rest } = m as Loose;
    if (Object.keys(rest).length > 0) return undefined;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > 1e15)
      return undefined;
    const text = typeof message === 'string' ? message.trim() : '';
    if (text.length < 1 || text.length > 100) return undefined;
    out.push({ value, message: text });
  }
  return out;
}

// Checking a zone name means creating an Intl.DateTimeFormat (ICU data, tens of ms on a slow
// phone); a number counter never reads its zone, so there it is only checked by shape.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;
function timeZone(v: unknown, datetime: boolean): string {
  if (typeof v !== 'string') return 'UTC';
  if (!datetime) return v.length <= 64 && ZONE_NAME.test(v) ? v : 'UTC';
  return isValidTimeZone(v) ? v : 'UTC';
}

export function resolveViewSettings(p: Loose = {}): CounterSettings {
  const countdownType = oneOf(COUNTDOWN_TYPES, 'number')(p.countdownType);
  const speed = p.speed;
  const textColor = colour(p.textColor) ?? WHITE;
  const randomMin = whole(1, 1)(p.randomMin);
  const randomMax = whole(1, 5)(p.randomMax);
  const avatar = avatarUrl(p.avatarUrl);
  const goal = milestones(p.milestones);
  return {
    ...(typeof p.goalBar === 'boolean' ? { goalBar: p.goalBar } : {}),
    ...(goal ? { milestones: goal } : {}),
    countdownType,
    title: title(p.title),
    startNumber: whole(0, 0)(p.startNumber),
    endNumber: whole(0, 1_000_000)(p.endNumber),
    endDateTime: typeof p.endDateTime === 'string' && isLocalDateTime(p.endDateTime) ? p.endDateTime : '',
    timeZone: timeZone(p.timeZone, countdownType === 'datetime'),
    speed:
      typeof speed === 'number' &&
      Number.isInteger(speed) &&
      speed >= LIMITS.speedMin &&
      speed <= LIMITS.speedMax
        ? speed
        : 1000,
    backgroundType: oneOf(BACKGROUND_TYPES, 'solid')(p.backgroundType),
    backgroundColor: colour(p.backgroundColor) ?? '#1e1b4b',
    gradientStart: colour(p.gradientStart) ?? '#833ab4',
    gradientEnd: colour(p.gradientEnd) ?? '#fcb045',
    gradientDirection: oneOf(GRADIENT_DIRECTIONS, '135deg')(p.gradientDirection),
    textColor,
    counterColor: colour(p.counterColor) ?? textColor,
    titleColor: colour(p.titleColor) ?? textColor,
    iconColor: colour(p.iconColor) ?? textColor,
    fontStyle: resolveFontStyle(p.fontStyle),
    animationStyle: resolveAnimationStyle(p.animationStyle),
    numberStyle: oneOf(NUMBER_STYLES, 'normal')(p.numberStyle),
    socialIcon: oneOf(SOCIAL_ICONS, 'none')(p.socialIcon),
    iconPosition: oneOf(ICON_POSITIONS, 'title-left')(p.iconPosition),
    completionMessage:
      typeof p.completionMessage === 'string' && p.completionMessage.length <= LIMITS.completionMessageMax
        ? p.completionMessage
        : '🎉 Complete!',
    hideLeadingZeros: bool(false)(p.hideLeadingZeros),
    numberIncrement: whole(1, 1)(p.numberIncrement),
    useRandomIncrement: bool(false)(p.useRandomIncrement),
    randomMin,
    randomMax: Math.max(randomMin, randomMax),
    synced: bool(false)(p.synced),
    ...(avatar ? { avatarUrl: avatar } : {}),
  };
}
