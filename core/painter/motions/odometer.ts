import { cubicBezier } from '../css-math';
import { ROLL_TRAVEL } from '../digit-cell';
import { type GlyphMotion, STILL } from '../glyph-motion';

// Odometer: like a mechanical counter's wheel, a changed digit rolls through every digit between
// the old and the new one (3 to 7 counting up shows 4, 5, 6, 7; 8 to 2 counting up wraps through 9
// and 0), each step a short roll. The web cell (web/src/components/counter-display/animations/
// odometer.tsx) and the painter (export, e-mail images) both take their steps from here.

const STEP = cubicBezier(0.25, 0.8, 0.35, 1);

/** The digits the wheel shows after `from`, ending on `to`; just [to] when `from` is no digit. */
export function odometerSteps(from: string | undefined, to: string, direction: 'up' | 'down'): string[] {
  // Stryker disable next-line ConditionalExpression: without this check the regex below tests 'undefined', no digit either
  if (from === undefined) return [to];
  if (!/^\d$/.test(from) || !/^\d$/.test(to) || from === to) return [to];
  const delta = direction === 'up' ? 1 : 9; // +9 mod 10 is one step down
  const steps: string[] = [];
  let d = Number(from);
  while (String(d) !== to) {
    d = (d + delta) % 10;
    steps.push(String(d));
  }
  return steps;
}

/** Frame `t` (0..1) of the whole change: which digit rolls in now, over which one. */
export function odometerMotion(t: number, direction: 'up' | 'down', from: string | undefined, to: string) {
  const steps = odometerSteps(from, to, direction);
  const at = Math.min(steps.length - 1, Math.floor(t * steps.length));
  const local = Math.min(1, t * steps.length - at);
  const side = direction === 'up' ? ROLL_TRAVEL : -ROLL_TRAVEL;
  const dy = side * (1 - STEP(local));
  const previous = at === 0 ? from : steps[at - 1];
  const motion: GlyphMotion = {
    ...STILL,
    dy,
    ch: steps[at],
    previousCh: previous,
    previousDy: previous === undefined ? null : dy - side,
  };
  return motion;
}
