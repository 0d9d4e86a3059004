import { describe, expect, it } from 'vitest';
import { createFormDefaults } from '../counter/settings-defaults';
import { createLiveClip } from './live-clip';

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
