import { describe, expect, it } from 'vitest';
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
