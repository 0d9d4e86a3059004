import { describe, expect, it } from 'vitest';
import { createFormDefaults } from '../counter/settings-defaults';
import { createLiveClip, MAX_IMAGE_FRAMES, readingKey } from './live-clip';

const base = createFormDefaults(new Date('2026-12-01T00:00:00Z'), 'UTC');
const countdown = {
  ...base,
  countdownType: 'datetime' as const,
  endDateTime: '2026-12-24T18:00',
  timeZone: 'Europe/Berlin',
};
const secondsOf = (face: ReturnType<ReturnType<typeof createLiveClip>['clip']['stateAt']>['face']) =>
  face.kind === 'countdown'
    ? face.parts.reduce((n, p) => n * (p.label === 'days' ? 1 : 60) + Number(p.value), 0)
    : Number.NaN;

describe('image frames of a live counter', () => {
  it('a countdown shows 60 consecutive seconds from now, one a second', () => {
    const now = Date.parse('2026-12-24T16:58:30.400Z');
    const live = createLiveClip(countdown, now);
    expect(live.frames).toHaveLength(60);
    const shown = live.frames.map((f) => live.clip.stateAt(f.ms).face);
    // 17:00 UTC is 18:00 CET: 1 min 29.6 s left, shown rounded up.
    expect(shown[0]).toEqual({
      kind: 'countdown',
      parts: [
        { value: '00', label: 'days' },
        { value: '00', label: 'hours' },
        { value: '01', label: 'mins' },
        { value: '30', label: 'secs' },
      ],
    });
    shown.forEach((face, i) => {
      expect(secondsOf(face)).toBe(90 - i);
    });
    expect(live.frames.every((f) => f.delayMs === 1000)).toBe(true);
    expect(live.second).toBe(90);
  });

  it('ends on the completion and holds it, never looping back', () => {
    const now = Date.parse('2026-12-24T16:59:50Z');
    const live = createLiveClip(countdown, now);
    expect(live.frames).toHaveLength(11);
    const last = live.frames[10];
    expect(live.clip.stateAt(last?.ms ?? 0).completedAt).not.toBeNull();
    expect(live.clip.stateAt(live.frames[9]?.ms ?? 0).completedAt).toBeNull();
  });

  it('a number counter runs start to end in at most 60 frames at its speed', () => {
    const live = createLiveClip(
      { ...base, startNumber: 0, endNumber: 1000, numberIncrement: 1, speed: 250 },
      0,
    );
    expect(live.frames).toHaveLength(60);
    const values = live.frames.map((f) => live.clip.stateAt(f.ms).face);
    expect(values[0]).toMatchObject({ value: 0 });
    expect(values[59]).toMatchObject({ value: 1000 });
    expect(live.frames[0]?.delayMs).toBe(250);
  });

  // A live count's image holds the count (in the start number, from atLiveValue): its end number
  // is a goal, never a run's end, so neither the PNG nor the GIF shows it reached.
  const following = {
    ...base,
    startNumber: 1_234,
    endNumber: 5_000,
    speed: 250,
    liveSources: [{ platform: 'bluesky' as const, account: 'alice.bsky.social' }],
  };
  it('a live count holds its count still in one frame, its progress toward the goal from zero', () => {
    for (const maxFrames of [1, MAX_IMAGE_FRAMES]) {
      const live = createLiveClip(following, 0, maxFrames);
      expect(live.frames).toEqual([{ ms: 0, delayMs: 1000 }]);
      const state = live.clip.stateAt(0);
      expect(state).toEqual({
        face: { kind: 'number', value: 1_234, progress: 24.68 },
        previous: null,
        changedAt: 0,
        completedAt: null,
      });
      expect(live.first).toEqual(state.face);
      expect(live.second).toBe(0);
      expect(live.clip.plan).toMatchObject({ kind: 'number', ticks: 0, runMs: 0, durationMs: 0 });
      expect(live.clip.stateAt(5_000).face).toEqual(state.face);
    }
  });

  it('a live count at or past its goal is complete from the first frame', () => {
    for (const startNumber of [5_000, 6_000]) {
      const state = createLiveClip({ ...following, startNumber }, 0, 1).clip.stateAt(0);
      expect(state.completedAt).toBe(0);
      expect(state.face).toMatchObject({ value: startNumber, progress: 100 });
    }
  });
});

describe('image key of a countdown (what makes two requests one image)', () => {
  const end = Date.parse('2026-12-24T17:00:00Z');
  it('an overtime counter keys by the seconds since zero, so its image moves on', () => {
    const overtime = { ...countdown, afterZero: 'count-up' as const };
    expect(createLiveClip(overtime, end + 12_300, 1).second).toBe(-12);
    expect(createLiveClip(overtime, end + 13_000, 1).second).toBe(-13);
    // Stopped, every instant after the end is the same image.
    expect(createLiveClip(countdown, end + 12_300, 1).second).toBe(0);
    expect(createLiveClip(countdown, end - 2500, 1).second).toBe(3);
  });
});

describe('the clip behind the frames', () => {
  const end = Date.parse('2026-12-24T17:00:00Z');

  it('plans a countdown as its seconds left, one a second, unscaled and without motion', () => {
    const live = createLiveClip(countdown, end - 9500);
    expect(live.clip.plan).toEqual({
      kind: 'countdown',
      tickMs: 1000,
      ticks: 10,
      runMs: 10_000,
      durationMs: 10_000,
      naturalRunMs: 10_000,
      scaled: false,
      animMs: 0,
    });
    // After the end the plan is empty: nothing left to run.
    expect(createLiveClip(countdown, end + 5000).clip.plan).toMatchObject({ ticks: 0, runMs: 0 });
    expect(createLiveClip({ ...countdown, afterZero: 'count-up' }, end + 5000).clip.plan.ticks).toBe(0);
  });

  it('dates the completion at the end instant, from now', () => {
    const live = createLiveClip(countdown, end - 9500);
    expect(live.clip.stateAt(0).completedAt).toBeNull();
    expect(live.clip.stateAt(10_000).completedAt).toBe(9500);
    expect(live.clip.stateAt(10_000).previous).toBeNull();
    expect(live.clip.stateAt(10_000).changedAt).toBe(10_000);
    // Already over: completed at the clip's start, not before it.
    expect(createLiveClip(countdown, end + 5000, 1).clip.stateAt(0).completedAt).toBe(0);
  });

  it('gives an overtime or a recurring countdown every frame, a stopped one only up to its end', () => {
    const overtime = createLiveClip({ ...countdown, afterZero: 'count-up' }, end - 9500);
    expect(overtime.frames).toHaveLength(MAX_IMAGE_FRAMES);
    expect(createLiveClip(countdown, end - 9500).frames).toHaveLength(11);
    const recurring = createLiveClip(
      { ...countdown, timerMode: 'recurring', recurrence: { freq: 'daily', time: '18:00' } },
      end - 9500,
    );
    expect(recurring.frames).toHaveLength(MAX_IMAGE_FRAMES);
    // Past a stopped end: the one still frame.
    expect(createLiveClip(countdown, end + 5000).frames).toHaveLength(1);
  });

  it('keys a reading by its phase', () => {
    expect(readingKey({ phase: 'counting', seconds: 5 })).toBe(5);
    expect(readingKey({ phase: 'overtime', seconds: 5 })).toBe(-5);
    expect(readingKey({ phase: 'done', seconds: 5 })).toBe(0);
  });

  it('plans a number counter at its speed and completes it at the last tick', () => {
    const s = { ...base, startNumber: 0, endNumber: 10, numberIncrement: 1, speed: 250 };
    const live = createLiveClip(s, 0);
    expect(live.clip.plan).toEqual({
      kind: 'number',
      tickMs: 250,
      ticks: 10,
      runMs: 2500,
      durationMs: 2500,
      naturalRunMs: 2500,
      scaled: false,
      animMs: 0,
    });
    expect(live.clip.stateAt(2499)).toMatchObject({ face: { kind: 'number', value: 9 }, completedAt: null });
    expect(live.clip.stateAt(2500)).toMatchObject({ face: { value: 10, progress: 100 }, completedAt: 2500 });
    expect(live.clip.stateAt(1000).face).toMatchObject({ value: 4 });
    expect(live.clip.stateAt(-500).face).toMatchObject({ value: 0 });
    expect(live.first).toEqual({ kind: 'number', value: 0, progress: 0 });
    expect(live.second).toBe(0);
    // Eleven frames, one per tick, held for the speed.
    expect(live.frames.map((f) => f.ms)).toEqual([
      0, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500,
    ]);
  });

  it('holds a very fast counter’s frames for at least 20 ms, and a still shows the finish', () => {
    const s = { ...base, startNumber: 0, endNumber: 10, numberIncrement: 1, speed: 10 };
    expect(createLiveClip(s, 0).frames[0]?.delayMs).toBe(20);
    const still = createLiveClip(s, 0, 1);
    expect(still.frames).toEqual([{ ms: 100, delayMs: 20 }]);
    // No more than the budget, however many frames are asked for.
    expect(createLiveClip({ ...s, endNumber: 1000 }, 0, 500).frames).toHaveLength(MAX_IMAGE_FRAMES);
    expect(createLiveClip({ ...s, endNumber: 1000 }, 0, 0).frames).toHaveLength(1);
  });
});

describe('e-mail images: units and synced runs', () => {
  const labels = (live: ReturnType<typeof createLiveClip>, ms: number) => {
    const face = live.clip.stateAt(ms).face;
    return face.kind === 'countdown' ? face.parts.map((p) => p.label) : [];
  };
  const end = Date.parse('2026-12-24T17:00:00Z');

  it('drops the leading zero units, and keeps the first frame’s units in every frame', () => {
    // 1:00:05 left: hours, mins, secs; the frames past 1:00:00 still show 00 hours.
    const live = createLiveClip(countdown, end - 3_605_000, MAX_IMAGE_FRAMES, { email: true });
    expect(labels(live, 0)).toEqual(['hours', 'mins', 'secs']);
    expect(labels(live, 30_000)).toEqual(['hours', 'mins', 'secs']);
    // Under an hour: mins and secs, down to zero.
    const short = createLiveClip(countdown, end - 20_000, MAX_IMAGE_FRAMES, { email: true });
    expect(labels(short, 0)).toEqual(['mins', 'secs']);
    expect(labels(short, 25_000)).toEqual(['mins', 'secs']);
    // Days while there are some; read after the end: 00:00:00.
    expect(labels(createLiveClip(countdown, end - 90_000_000, 1, { email: true }), 0)).toHaveLength(4);
    expect(labels(createLiveClip(countdown, end + 5000, 1, { email: true }), 0)).toEqual([
      'hours',
      'mins',
      'secs',
    ]);
    // Not an e-mail image: the counter's own rule (all four units here).
    expect(labels(createLiveClip(countdown, end - 20_000, 1), 0)).toHaveLength(4);
  });

  const run = {
    status: 'running' as const,
    startedAt: end - 7_200_000,
    pausedAt: null,
    pausedTotalMs: 0,
    addedMs: 0,
    value: null,
    valueAt: null,
    seed: 1,
    version: 3,
    updatedAt: end - 7_200_000,
  };
  const synced = { ...countdown, synced: true };

  it('a synced countdown follows its run: added time moves the end', () => {
    const now = end - 7_007_000;
    // 1:56:47 on the clock; 23 min 13 s added makes it 2:20:00, as the live viewer shows.
    const plain = createLiveClip(synced, now, MAX_IMAGE_FRAMES, { run: { ...run, addedMs: 0 } });
    expect(plain.second).toBe(7007);
    const added = createLiveClip(synced, now, MAX_IMAGE_FRAMES, { run: { ...run, addedMs: 1_393_000 } });
    expect(added.second).toBe(8400);
    expect(secondsOf(added.clip.stateAt(0).face)).toBe(8400);
    expect(secondsOf(added.clip.stateAt(5000).face)).toBe(8395);
    // Without the run (or not synced) the image reads the end alone.
    expect(createLiveClip(countdown, now, 1, { run: { ...run, addedMs: 1_393_000 } }).second).toBe(7007);
  });

  it('a paused run holds still: one frame, the time left at the pause', () => {
    const now = end - 3_000_000;
    const paused = { ...run, status: 'paused' as const, pausedAt: end - 8_400_000 };
    const live = createLiveClip(synced, now, MAX_IMAGE_FRAMES, { run: paused });
    expect(live.frames).toHaveLength(1);
    expect(live.second).toBe(8400);
    expect(secondsOf(live.clip.stateAt(0).face)).toBe(8400);
  });

  it('a running run that ends inside the clip completes at its end, then holds', () => {
    const now = end - 3_500;
    const live = createLiveClip(synced, now, MAX_IMAGE_FRAMES, { run: { ...run, addedMs: 0 } });
    expect(live.frames).toHaveLength(5);
    expect(live.clip.stateAt(3000).completedAt).toBeNull();
    expect(live.clip.stateAt(4000).completedAt).toBe(3500);
  });

  it('a completed run shows the end', () => {
    const live = createLiveClip(synced, end - 60_000, MAX_IMAGE_FRAMES, {
      run: { ...run, status: 'completed' as const },
    });
    expect(live.frames).toHaveLength(1);
    expect(live.clip.stateAt(0).completedAt).toBe(0);
  });
});
