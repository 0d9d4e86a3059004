import { imageUnitCount } from '../counter/engine/countdown';
import { numberProgress } from '../counter/engine/number-run';
import { isRunMoving, liveRemainingMs, readLiveCountdown } from '../counter/live/live-frame';
import type { RunState } from '../counter/live/run-state';
import type { CounterSettings } from '../counter/settings';
import { goalProgress, goalReached } from '../live-sources/live-goal';
// Recurring timers read the recurrence rules, which come with the extras.
import '../counter/extras';
import { readTimer } from '../counter/schedule/timer-reading';
import type { CountdownReading } from '../counter/schedule/timer-target';
import { type CounterFace, countdownFaceRead } from './counter-face';
import { createNumberClock } from './number-clock';
import { type Clip, ticksToEnd } from './timeline';

// The counter as it is at a real instant, as the frames of an image: a countdown's next seconds
// from `now` (one frame a second, holding on the last; never looping back to an earlier time), a
// number counter's run from start to end at its own speed. No motion between frames: each frame is
// a still, so the clip has no animation time and its 'previous' faces are never drawn.
export const MAX_IMAGE_FRAMES = 60;
/** GIF delays are in hundredths of a second; browsers treat less than 2 as 10. */
const MIN_DELAY_MS = 20;

export interface ImageFrame {
  /** The moment of the clip this frame shows. */
  ms: number;
  delayMs: number;
}

export interface LiveClip {
  clip: Clip;
  frames: ImageFrame[];
  /** What makes two requests' images equal: a countdown's readingKey; 0 for numbers. */
  second: number;
  /** The face of the first frame, for alt texts and tests. */
  first: CounterFace;
}

export interface LiveClipOptions {
  /** A synced countdown's run (the server's): the image follows it as the live viewer does. */
  run?: RunState | null;
  /**
   * E-mail images: leading zero units dropped, as many units in every frame as the first frame
   * needs (imageUnitCount), so the digits never jump while the image counts.
   */
  email?: boolean;
}

/**
 * The reading key of a countdown at `now`, what makes two requests' images equal: the seconds
 * left while counting, minus the seconds since zero in overtime, 0 once stopped. It changes on
 * the same second boundaries as the digits.
 */
export function readingKey(reading: CountdownReading): number {
  if (reading.phase === 'overtime') return -reading.seconds;
  return reading.phase === 'counting' ? reading.seconds : 0;
}

function countdownClip(s: CounterSettings, now: number, maxFrames: number, opts: LiveClipOptions): LiveClip {
  const run = s.synced === true ? (opts.run ?? null) : null;
  // Core's reading, as the viewer's (dated, recurring in the counter's zone, overtime). An image
  // has no visitor: an evergreen timer starts at `now`, a fresh visitor's first frame (017c).
  // A synced countdown reads its run, as the live viewer does: added time, pauses, its end.
  // The run's end as of `now` (added time in, pauses out), for when the completion began (a run
  // marked completed is over whatever its clock says).
  const runEnd = run ? now + (liveRemainingMs(run, s, now) ?? 0) : 0;
  const readAt = (ms: number): CountdownReading & { endMs: number | null } =>
    run
      ? { ...readLiveCountdown(run, s, now + ms), endMs: Math.min(runEnd, now + ms) }
      : readTimer(s, now + ms, now);
  const first = readAt(0);
  const left = first.phase === 'counting' ? first.seconds : 0;
  const units = opts.email ? imageUnitCount(first.phase === 'done' ? 0 : first.seconds) : undefined;
  const faceOf = (reading: CountdownReading) => countdownFaceRead(s, reading, units);
  // A paused (or idle) run holds still: one frame.
  const held = run !== null && !isRunMoving(run, s, now);
  const clip: Clip = {
    plan: {
      kind: 'countdown',
      tickMs: 1000,
      ticks: left,
      runMs: left * 1000,
      durationMs: left * 1000,
      naturalRunMs: left * 1000,
      scaled: false,
      animMs: 0,
    },
    stateAt(ms) {
      const reading = readAt(held ? 0 : ms);
      // Past zero (or no end at all): completed since the end instant, for the message.
      const ended = reading.phase !== 'counting';
      const completedAt = ended ? Math.max(0, (reading.endMs ?? now) - now) : null;
      return { face: faceOf(reading), previous: null, changedAt: ms, completedAt };
    },
  };
  // Frames up to and including the completion (when it falls inside the window), the last one
  // held; an overtime or recurring counter keeps changing, so it gets every frame.
  // (Readings round up while counting, so `now` + whole seconds steps the digits one at a time.)
  const endless =
    run === null && first.endMs !== null && (s.afterZero === 'count-up' || s.timerMode === 'recurring');
  const count = held ? 1 : Math.max(1, Math.min(maxFrames, endless ? maxFrames : left + 1));
  const frames = Array.from({ length: count }, (_, i) => ({ ms: i * 1000, delayMs: 1000 }));
  return { clip, frames, second: readingKey(first), first: faceOf(first) };
}

// A counter following live counts, as an image shows it: the count it holds (atLiveValue puts it
// in the start number), still, its progress toward the goal counted from zero as on its display,
// and complete once the goal is reached. It never plays a run to its end number: that is a goal.
function liveCountClip(s: CounterSettings): LiveClip {
  const value = s.startNumber;
  const face: CounterFace = { kind: 'number', value, progress: goalProgress(value, s.endNumber) };
  const completedAt = goalReached(value, s.endNumber) ? 0 : null;
  const clip: Clip = {
    plan: {
      kind: 'number',
      tickMs: s.speed,
      ticks: 0,
      runMs: 0,
      durationMs: 0,
      naturalRunMs: 0,
      scaled: false,
      animMs: 0,
    },
    stateAt: (ms) => ({ face, previous: null, changedAt: ms, completedAt }),
  };
  return { clip, frames: [{ ms: 0, delayMs: 1000 }], second: 0, first: face };
}

function numberClip(s: CounterSettings, maxFrames: number): LiveClip {
  if (Array.isArray(s.liveSources)) return liveCountClip(s);
  const seed = 1;
  const ticks = ticksToEnd(s, seed);
  const clock = createNumberClock(s, seed);
  const faceAt = (tick: number): CounterFace => {
    const value = clock.valueAtTick(tick);
    return { kind: 'number', value, progress: numberProgress(value, s) };
  };
  const clip: Clip = {
    plan: {
      kind: 'number',
      tickMs: s.speed,
      ticks,
      runMs: ticks * s.speed,
      durationMs: ticks * s.speed,
      naturalRunMs: ticks * s.speed,
      scaled: false,
      animMs: 0,
    },
    stateAt(ms) {
      const tick = Math.min(ticks, Math.max(0, Math.floor(ms / s.speed)));
      return {
        face: faceAt(tick),
        previous: null,
        changedAt: ms,
        completedAt: tick >= ticks ? ticks * s.speed : null,
      };
    },
  };
  // Longer runs than the frame budget show evenly spaced ticks, each held for the counter's speed.
  const count = Math.max(1, Math.min(maxFrames, ticks + 1));
  const frames = Array.from({ length: count }, (_, i) => {
    const tick = count === 1 ? ticks : Math.round((i * ticks) / (count - 1));
    return { ms: tick * s.speed, delayMs: Math.max(MIN_DELAY_MS, s.speed) };
  });
  return { clip, frames, second: 0, first: faceAt(0) };
}

/** The frames of an image of the counter at `now`; maxFrames 1 is the still (PNG) image. */
export function createLiveClip(
  s: CounterSettings,
  now: number,
  maxFrames = MAX_IMAGE_FRAMES,
  opts: LiveClipOptions = {},
): LiveClip {
  const frames = Math.max(1, Math.min(MAX_IMAGE_FRAMES, maxFrames));
  return s.countdownType === 'datetime' ? countdownClip(s, now, frames, opts) : numberClip(s, frames);
}
