import { describe, expect, it } from 'vitest';
import { MAX_RANDOM_REPLAY_TICKS, numberValueAtTick } from '../counter/engine/number-replay';
import { createFormDefaults } from '../counter/settings-defaults';
import { createClip, MAX_CLIP_MS, OUTRO_MS, ticksToEnd } from './timeline';

const base = createFormDefaults(new Date('2030-01-01T00:00:00Z'), 'UTC');
const clipOf = (over: Partial<typeof base>, stretchSeconds = 10) =>
  createClip({ ...base, ...over }, { stretchSeconds, seed: 7 });

describe('export timeline', () => {
  it('runs a number counter at its own speed, then holds the finish', () => {
    const clip = clipOf({ startNumber: 0, endNumber: 20, speed: 100 });
    expect(clip.plan).toMatchObject({ ticks: 20, runMs: 2000, durationMs: 2000 + OUTRO_MS, scaled: false });
    expect(clip.stateAt(0)).toMatchObject({ face: { value: 0 }, previous: null, completedAt: null });
    expect(clip.stateAt(1050)).toMatchObject({
      face: { value: 10 },
      previous: { value: 9 },
      changedAt: 1000,
    });
    expect(clip.stateAt(4999)).toMatchObject({ face: { value: 20, progress: 100 }, completedAt: 2000 });
  });

  it('caps long runs at 3 minutes by speeding them up', () => {
    const clip = clipOf({ startNumber: 0, endNumber: 1_000_000, speed: 1000 });
    expect(clip.plan.scaled).toBe(true);
    expect(clip.plan.durationMs).toBe(MAX_CLIP_MS);
    expect(clip.plan.naturalRunMs).toBe(1_000_000_000);
    expect(clip.plan.animMs).toBe(0); // far faster than a frame: digits just change
    expect(clip.stateAt(MAX_CLIP_MS - 1).face).toMatchObject({ value: 1_000_000 });
  });

  it('counts down with clamped increments and replays random steps from the seed', () => {
    expect(ticksToEnd({ ...base, startNumber: 100, endNumber: 0, numberIncrement: 30 }, 1)).toBe(4);
    const random = {
      ...base,
      startNumber: 0,
      endNumber: 500,
      useRandomIncrement: true,
      randomMin: 1,
      randomMax: 9,
    };
    expect(ticksToEnd(random, 3)).toBe(ticksToEnd(random, 3));
    const clip = clipOf(random);
    expect(clip.stateAt(clip.plan.runMs).face).toMatchObject({ value: 500 });
  });

  it('shows the final stretch of a countdown, then the completion', () => {
    const clip = clipOf({ countdownType: 'datetime', hideLeadingZeros: true }, 30);
    expect(clip.plan).toMatchObject({ kind: 'countdown', runMs: 30_000, durationMs: 33_000 });
    expect(clip.stateAt(0).face).toEqual({ kind: 'countdown', parts: [{ value: '30', label: 'secs' }] });
    expect(clip.stateAt(29_999).face).toEqual({ kind: 'countdown', parts: [{ value: '01', label: 'secs' }] });
    expect(clip.stateAt(30_000).completedAt).toBe(30_000);
  });
});

describe('ticksToEnd', () => {
  it('is 0 with nothing to count, and whole steps rounded up either way', () => {
    expect(ticksToEnd({ ...base, startNumber: 7, endNumber: 7 }, 1)).toBe(0);
    expect(ticksToEnd({ ...base, startNumber: 0, endNumber: 10, numberIncrement: 3 }, 1)).toBe(4);
    expect(ticksToEnd({ ...base, startNumber: 10, endNumber: 0, numberIncrement: 5 }, 1)).toBe(2);
    // Fixed steps are counted, not replayed, however far the end is (random settings left aside).
    const far = {
      ...base,
      startNumber: 0,
      endNumber: 5_000_000,
      numberIncrement: 1,
      randomMin: 1,
      randomMax: 9,
    };
    expect(ticksToEnd(far, 1)).toBe(5_000_000);
  });

  it('replays random steps to the first tick that reaches the end', () => {
    const random = {
      ...base,
      startNumber: 0,
      endNumber: 500,
      useRandomIncrement: true,
      randomMin: 1,
      randomMax: 9,
    };
    const ticks = ticksToEnd(random, 3);
    expect(numberValueAtTick(random, ticks, 3)).toBe(500);
    expect(numberValueAtTick(random, ticks - 1, 3)).toBeLessThan(500);
    const fixedRange = { ...random, randomMin: 7, randomMax: 7, endNumber: 50 };
    expect(ticksToEnd(fixedRange, 3)).toBe(8);
    expect(ticksToEnd({ ...fixedRange, startNumber: 50, endNumber: 0 }, 3)).toBe(8);
  });

  it('estimates a random run too long to replay from its average step, as the engine does', () => {
    const long = {
      ...base,
      startNumber: 0,
      endNumber: 9_000_000,
      useRandomIncrement: true,
      randomMin: 1,
      randomMax: 5,
    };
    const replayed = numberValueAtTick(long, MAX_RANDOM_REPLAY_TICKS, 1);
    const ticks = ticksToEnd(long, 1);
    expect(ticks).toBe(MAX_RANDOM_REPLAY_TICKS + Math.ceil((9_000_000 - replayed) / 3));
    expect(numberValueAtTick(long, ticks, 1)).toBe(9_000_000);
    expect(numberValueAtTick(long, ticks - 1, 1)).toBeLessThan(9_000_000);
  });
});

describe('clip plans and states', () => {
  it('animates a change for the style’s time, never longer than 90 % of a tick, none under 40 ms', () => {
    const animAt = (speed: number, animationStyle: typeof base.animationStyle = 'fade-scale') =>
      clipOf({ startNumber: 0, endNumber: 10, speed, animationStyle }).plan.animMs;
    expect(animAt(1000)).toBe(800);
    expect(animAt(1000, 'odometer')).toBe(900);
    expect(animAt(200)).toBe(180);
    expect(animAt(100)).toBe(90);
    expect(animAt(80)).toBe(72);
    expect(animAt(50)).toBe(45);
    expect(animAt(40)).toBe(0);
    expect(clipOf({ countdownType: 'datetime', animationStyle: 'slide-up' }).plan.animMs).toBe(500);
  });

  it('plans a counter with nothing to count as no run at its own speed', () => {
    expect(clipOf({ startNumber: 5, endNumber: 5, speed: 300 }).plan).toMatchObject({
      kind: 'number',
      ticks: 0,
      tickMs: 300,
      runMs: 0,
      durationMs: OUTRO_MS,
      scaled: false,
    });
  });

  it('gives each number frame the value before it, and when it changed', () => {
    const clip = clipOf({ startNumber: 0, endNumber: 20, speed: 100 });
    expect(clip.stateAt(0)).toMatchObject({ previous: null, changedAt: 0, completedAt: null });
    expect(clip.stateAt(250)).toMatchObject({ face: { value: 2 }, previous: { value: 1 }, changedAt: 200 });
    expect(clip.stateAt(1999).completedAt).toBeNull();
    expect(clip.stateAt(2000).completedAt).toBe(2000);
  });

  it('counts a stopped countdown’s last seconds, then holds zero', () => {
    const clip = clipOf({ countdownType: 'datetime', hideLeadingZeros: true }, 10);
    expect(clip.plan).toEqual({
      kind: 'countdown',
      tickMs: 1000,
      ticks: 10,
      runMs: 10_000,
      durationMs: 10_000 + OUTRO_MS,
      naturalRunMs: 10_000,
      scaled: false,
      animMs: 800,
    });
    expect(clip.stateAt(0)).toMatchObject({ previous: null, changedAt: 0, completedAt: null });
    expect(clip.stateAt(4500)).toMatchObject({
      face: { parts: [{ value: '06' }] },
      previous: { parts: [{ value: '07' }] },
      changedAt: 4000,
    });
    // Held at zero: the digits last changed at the end.
    expect(clip.stateAt(12_500)).toMatchObject({
      face: { parts: [{ value: '00' }] },
      changedAt: 10_000,
      completedAt: 10_000,
    });
  });

  it('counts up past zero in overtime, changing every second', () => {
    const clip = clipOf({ countdownType: 'datetime', hideLeadingZeros: true, afterZero: 'count-up' }, 10);
    const after = clip.stateAt(12_500);
    expect(after).toMatchObject({ changedAt: 12_000, completedAt: 10_000 });
    expect(after.face).toMatchObject({ overtime: true, parts: [{ value: '02' }] });
    expect(after.previous).toMatchObject({ overtime: true, parts: [{ value: '01' }] });
  });
});
