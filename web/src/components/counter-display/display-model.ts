import type { CountdownPart } from '@core/counter/engine/countdown';
import { localUnitWord } from '@core/counter/locale/countdown-words';
import type { CounterSettings } from '@core/counter/settings';
import {
  buildBackgroundCss,
  getFontFamilyStack,
  TEST_ANIMATION_DURATIONS,
} from '@core/counter/settings-style';
import { digitColor, digitRoom } from '@core/painter/display-rules';
import { countdownGridEm, countdownLineEm, numberLineEm } from '@core/painter/fit';
import { formatFaceNumber } from './format-count';
import type { CounterFace } from './types';

// The inputs of the counter's CSS, shared by the React renderer and the viewer's script-free
// first paint, so both draw exactly the same thing.
export { digitRoom, formatPercent } from '@core/painter/display-rules';

export type CssVars = Record<string, string>;

export function rootVars(s: CounterSettings, face: CounterFace, transparent: boolean): CssVars {
  // An animation never outlasts a tick, or fast counters would look permanently half-faded.
  const tickMs = face.kind === 'number' ? s.speed : 1000;
  const duration = Math.min(TEST_ANIMATION_DURATIONS[s.animationStyle], Math.max(80, tickMs * 0.9));
  // Less time left than warnBelowSeconds: the digits take the warning colour (red unless set). Only a
  // countdown face has `warn`; read without a kind check, which could never change the outcome.
  const { warn } = face as { warn?: boolean };
  return {
    '--cs-counter': digitColor(s, warn === true),
    '--cs-title': s.titleColor,
    '--cs-icon': s.iconColor,
    '--cs-font': getFontFamilyStack(s.fontStyle),
    '--cs-dur': `${duration}ms`,
    background: transparent ? 'transparent' : buildBackgroundCss(s),
  };
}

// --cs-cap-n caps the size (in --u) for short values; the container query in digits.css raises it
// on narrow, tall screens where there is height to spare.
export function numberFit(text: string, s: CounterSettings): CssVars {
  return {
    '--cs-em': numberLineEm(text, s.fontStyle).toFixed(3),
    '--cs-cap-n': '24',
    '--cs-room': String(digitRoom(s)),
  };
}

export function countdownFit(parts: CountdownPart[], s: CounterSettings): CssVars {
  return {
    '--cs-em': countdownLineEm(parts, s.fontStyle).toFixed(3),
    '--cs-grid-em': countdownGridEm(parts, s.fontStyle).toFixed(3),
    '--cs-cap-n': '18',
    '--cs-room': String(digitRoom(s)),
  };
}

export const defaultLocale = () =>
  typeof navigator === 'undefined' ? 'en-US' : navigator.language || 'en-US';

/** The value as words for assistive tech (the digits themselves are aria-hidden). */
export function describeFace(
  face: CounterFace,
  locale: string,
  s: Pick<CounterSettings, 'locale' | 'prefix' | 'suffix' | 'decimals' | 'compact'> = {},
): string {
  if (face.kind === 'number') return formatFaceNumber(face.value, s, locale);
  // '1 sec', '2 secs': the same words as under the digits, in the counter's language.
  const units = face.parts.map((p) => `${Number(p.value)} ${localUnitWord(p, s.locale)}`).join(', ');
  return face.overtime ? `+${units}` : units;
}
