import { advanceNumberRun, MAX_RANDOM_REPLAY_TICKS, startNumberRun } from '../counter/engine/number-replay';
import {
  isNumberComplete,
  numberProgress,
  resolveFixedIncrement,
  resolveRandomRange,
} from '../counter/engine/number-run';
import { toValueUnits } from '../counter/number-value';
import { readCountdown } from '../counter/schedule/timer-target';
import type { CounterSettings } from '../counter/settings';
import { TEST_ANIMATION_DURATIONS } from '../counter/settings-style';
import { type CounterFace, countdownFaceRead } from './counter-face';
import { createNumberClock } from './number-clock';

// The clip in virtual time: what the counter shows at any millisecond of the video, computed from
// the same engine the viewer runs, so a frame can be drawn in any order and any number of times.

/** A clip is at most 3 minutes: long runs get a faster speed instead (the screen says so). */
export const MAX_CLIP_MS = 180_000;
/** After the end: the completion message and confetti stay on screen this long. */
export const OUTRO_MS = 3000;
export const COUNTDOWN_STRETCHES = [10, 30, 60, 180] as const;

export interface ClipPlan {
  kind: 'number' | 'countdown';
  /** Time between value changes in the clip (the counter's speed, or faster when scaled). */
  tickMs: number;
  ticks: number;
  /** From the first frame to completion. */
  runMs: number;
  durationMs: number;
  /** Number counters: the run at the counter's own speed. */
  naturalRunMs: number;
  scaled: boolean;
  /** How long a changed digit animates; 0 when ticks are too fast to show it. */
  animMs: number;
}

export interface FrameState {
  face: CounterFace;
  /** The face before the latest change, for digits that animate out. */
  previous: CounterFace | null;
  changedAt: number;
  completedAt: number | null;
}

export interface Clip {
  plan: ClipPlan;
  stateAt: (ms: number) => FrameState;
}

type NumberSettings = Pick<
  CounterSettings,
  'startNumber' | 'endNumber' | 'numberIncrement' | 'useRandomIncrement' | 'randomMin' | 'randomMax'
>;

/** Ticks until the end number is reached, replaying random increments from the seed. */
export function ticksToEnd(s: NumberSettings, seed: number): number {
  // In hundredths, so a decimal run (0.1 to 0.4 by 0.1) counts its 3 ticks, not 4 for a float residue.
  const distance = Math.abs(toValueUnits(s.endNumber) - toValueUnits(s.startNumber));
  // Stryker disable next-line ConditionalExpression: with nothing to count, the division and the replay below give 0 too
  if (distance === 0) return 0;
  if (!s.useRandomIncrement) return Math.ceil(distance / toValueUnits(resolveFixedIncrement(s)));
  let cp = startNumberRun(s, seed);
  // Stryker disable next-line EqualityOperator: past the limit the engine steps by the average too, so one more tick ends the same
  while (cp.tick < MAX_RANDOM_REPLAY_TICKS && !isNumberComplete(cp.value, s)) {
    cp = advanceNumberRun(s, cp, cp.tick + 1);
  }
  if (isNumberComplete(cp.value, s)) return cp.tick;
  const [min, max] = resolveRandomRange(s);
  const left = Math.abs(toValueUnits(s.endNumber) - toValueUnits(cp.value));
  return cp.tick + Math.ceil(left / toValueUnits(Math.floor((min + max) / 2)));
}

function animationMs(s: CounterSettings, tickMs: number): number {
  // The viewer's rule (an animation never outlasts a tick), extended to ticks faster than 100 ms.
  const base = Math.min(TEST_ANIMATION_DURATIONS[s.animationStyle], Math.max(80, tickMs * 0.9));
  // Stryker disable next-line EqualityOperator,ConditionalExpression: from 100 ms on, base is already at most 90 % of the tick
  const ms = tickMs < 100 ? Math.min(base, tickMs * 0.9) : base;
  // Shorter than about a frame: the digits just change, as a fast odometer would look.
  return ms < 40 ? 0 : ms;
}

function planNumber(s: CounterSettings, seed: number): ClipPlan {
  const ticks = ticksToEnd(s, seed);
  const naturalRunMs = ticks * s.speed;
  const runMs = Math.min(naturalRunMs, MAX_CLIP_MS - OUTRO_MS);
  const tickMs = ticks > 0 ? runMs / ticks : s.speed;
  return {
    kind: 'number',
    tickMs,
    ticks,
    runMs,
    durationMs: runMs + OUTRO_MS,
    naturalRunMs,
    scaled: runMs < naturalRunMs,
    animMs: animationMs(s, tickMs),
  };
}

function planCountdown(s: CounterSettings, stretchSeconds: number): ClipPlan {
  const runMs = stretchSeconds * 1000;
  return {
    kind: 'countdown',
    tickMs: 1000,
    ticks: stretchSeconds,
    runMs,
    durationMs: runMs + OUTRO_MS,
    naturalRunMs: runMs,
    scaled: false,
    animMs: animationMs(s, 1000),
  };
}

export function createClip(s: CounterSettings, opts: { stretchSeconds: number; seed: number }): Clip {
  if (s.countdownType === 'datetime') {
    const plan = planCountdown(s, opts.stretchSeconds);
    // Zero falls at runMs of the clip; core's reading gives the digits on either side of it, so
    // an overtime counter keeps counting up ('+00:00:01', …) through the outro, as the viewer does.
    // Stryker disable next-line StringLiteral: anything but 'count-up' stops at zero
    const afterZero = s.afterZero ?? 'stop';
    const faceAt = (ms: number): CounterFace =>
      countdownFaceRead(s, readCountdown(plan.runMs, ms, afterZero));
    return {
      plan,
      stateAt(ms) {
        const second = Math.max(0, Math.floor(ms / 1000)) * 1000;
        // Stopped at zero, the digits no longer change; in overtime they change every second.
        const changedAt = afterZero === 'count-up' ? second : Math.min(plan.runMs, second);
        return {
          face: faceAt(changedAt),
          previous: changedAt > 0 ? faceAt(changedAt - 1000) : null,
          changedAt,
          completedAt: ms >= plan.runMs ? plan.runMs : null,
        };
      },
    };
  }
  const plan = planNumber(s, opts.seed);
  const clock = createNumberClock(s, opts.seed);
  const faceFor = (value: number): CounterFace => ({
    kind: 'number',
    value,
    progress: numberProgress(value, s),
  });
  return {
    plan,
    stateAt(ms) {
      const tick = Math.min(plan.ticks, Math.max(0, Math.floor(ms / plan.tickMs)));
      // Ascending order keeps the clock's checkpoint moving forwards only.
      const previous = tick > 0 ? faceFor(clock.valueAtTick(tick - 1)) : null;
      const face = faceFor(clock.valueAtTick(tick));
      return {
        face,
        previous,
        changedAt: tick * plan.tickMs,
        completedAt: tick >= plan.ticks ? plan.runMs : null,
      };
    },
  };
}
