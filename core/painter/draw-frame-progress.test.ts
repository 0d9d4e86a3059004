import { describe, expect, it } from 'vitest';
import type { CounterSettings } from '../counter/settings';
import { createFormDefaults } from '../counter/settings-defaults';
import { EASE_OUT } from './css-math';
import { createScene, drawFrame } from './draw-frame';
import { frameMetrics } from './frame-metrics';
import { skiaEnv as env, recordCanvas } from './testing/skia-canvas';

// A number counter's progress fill between ticks, and the size of the completion message, read
// from the calls on their way to Skia (the bar's track and fill are its two roundRects).
const NOW = Date.parse('2030-01-01T00:00:00.000Z');
const size = { width: 1000, height: 500, cssWidth: 1000, cssHeight: 500, pixelRatio: 1 };
const options = { transparent: false, locale: 'en', stretchSeconds: 10, seed: 7, env };
const counting = (speed: number): CounterSettings => ({
  ...createFormDefaults(new Date(NOW), 'UTC'),
  title: '',
  socialIcon: 'none',
  completionMessage: 'Done!',
  countdownType: 'number',
  startNumber: 0,
  endNumber: 10,
  speed,
});

function frame(settings: CounterSettings, ms: number) {
  const scene = createScene(settings, size, options);
  const canvas = recordCanvas(size.width, size.height);
  drawFrame(canvas.ctx, scene, ms);
  return { ...canvas, scene };
}

/** The fill's width and the track's, and the moment the value last changed. */
function bar(settings: CounterSettings, ms: number) {
  const c = frame(settings, ms);
  const [track, fill] = c.paths.filter((p) => p.name === 'roundRect').map((p) => p.args[2] ?? 0);
  return {
    track: track ?? 0,
    fill: fill ?? 0,
    changedAt: c.scene.clip.stateAt(ms).changedAt,
    plan: c.scene.clip.plan,
  };
}

describe('drawFrame: a number counter’s progress between ticks', () => {
  it('eases the fill over 300 ms from the last value to the new one on slow ticks', () => {
    const s = counting(1000);
    const at = bar(s, 2000);
    expect(at.changedAt).toBe(2000);
    expect(at.fill).toBeCloseTo(0.1 * at.track, 6);
    for (const after of [1, 50, 150, 299]) {
      const { fill, track } = bar(s, 2000 + after);
      expect(fill, String(after)).toBeCloseTo(0.1 * track + 0.1 * track * EASE_OUT(after / 300), 6);
    }
    expect(bar(s, 2300).fill).toBeCloseTo(0.2 * at.track, 6);
  });

  it('eases ticks of exactly 300 ms too, and jumps on faster ones', () => {
    const s300 = counting(300);
    const slow = bar(s300, 0);
    expect(slow.plan.tickMs).toBe(300);
    const tick = bar(s300, 3 * 300 + 100);
    expect(tick.changedAt).toBe(900);
    expect(tick.fill).toBeCloseTo(0.2 * tick.track + 0.1 * tick.track * EASE_OUT(100 / 300), 6);
    const s100 = counting(100);
    const fast = bar(s100, 3 * 100 + 50);
    expect(fast.plan.tickMs).toBeLessThan(300);
    expect(fast.changedAt).toBe(300);
    expect(fast.fill).toBeCloseTo(0.3 * fast.track, 6);
  });
});

describe('drawFrame: the completion message’s size', () => {
  it('is the digits’ size once a countdown’s message replaces them, the smaller one under a number', () => {
    const m = frameMetrics(size);
    const done = (settings: CounterSettings, ms: number) =>
      frame(settings, ms).texts.find((t) => t.text === 'Done!')?.font ?? '';
    expect(done(counting(1000), 20_000)).toContain(`${Math.max(18, 4.4 * m.u)}px`);
    const countdown: CounterSettings = {
      ...counting(1000),
      countdownType: 'datetime',
      timeZone: 'UTC',
      endDateTime: new Date(NOW + 5000).toISOString().slice(0, 19),
    };
    expect(done(countdown, 20_000)).toContain(`${Math.max(28, 9 * m.u)}px`);
  });
});
