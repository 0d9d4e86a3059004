import { createFormDefaults } from '@core/counter/settings-defaults';
import { createScene, drawFrame, type Scene } from '@core/painter/draw-frame';
import { createImageScene } from '@core/painter/image-scene';
import type { Ctx2D } from '@core/painter/painter';
import { describe, expect, it } from 'vitest';
import { createServerCanvas, serverPaintEnv } from './paint-env';

// Issue #17 in the painter (export, image.png, og.png): the warning colour and Arabic's
// right-to-left unit order, painted on the server's canvas and read back.

const NOW = Date.parse('2026-12-20T09:41:07.000Z');
const base = {
  ...createFormDefaults(new Date(NOW), 'UTC'),
  countdownType: 'datetime' as const,
  timeZone: 'UTC',
  backgroundType: 'solid' as const,
  backgroundColor: '#102030',
  counterColor: '#ffffff',
  titleColor: '#ffffff',
  title: '',
};
type Settings = typeof base;

/** endDateTime (UTC, seconds) `ms` after NOW. */
const endIn = (ms: number) => new Date(NOW + ms).toISOString().slice(0, 19);

function paint(settings: Settings, ctxOf: (ctx: Ctx2D) => Ctx2D = (ctx) => ctx) {
  const job = { settings, premium: true, format: 'png' as const, width: 600, scale: 1 as const, now: NOW };
  const { scene, size, frames } = createImageScene(job, serverPaintEnv);
  const canvas = createServerCanvas(size.width, size.height);
  drawFrame(ctxOf(canvas.ctx), scene, frames[0]?.ms ?? 0);
  return canvas.pixels();
}

/** Pixels near `hex` (the digits' fill; anti-aliased edges and shadows fall outside). */
function countColour(px: Uint8ClampedArray, hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  let n = 0;
  for (let i = 0; i < px.length; i += 4)
    if (
      Math.abs((px[i] ?? 0) - (r ?? 0)) < 8 &&
      Math.abs((px[i + 1] ?? 0) - (g ?? 0)) < 8 &&
      Math.abs((px[i + 2] ?? 0) - (b ?? 0)) < 8
    )
      n++;
  return n;
}

// Where each label is drawn: fillText calls recorded on the way to the real canvas.
function recordText(calls: { text: string; x: number }[]) {
  return (ctx: Ctx2D): Ctx2D =>
    new Proxy(ctx, {
      get(target, key) {
        if (key === 'fillText')
          return (text: string, x: number, y: number) => {
            calls.push({ text, x });
            target.fillText(text, x, y);
          };
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
      set: (target, key, value) => Reflect.set(target, key, value, target),
    });
}

describe('painter: countdown warning colour', () => {
  const warned = { ...base, warnBelowSeconds: 10, warnColor: '#ff0000' };

  it('paints the digits in warnColor with less than warnBelowSeconds left', () => {
    const px = paint({ ...warned, endDateTime: endIn(5000) });
    expect(countColour(px, '#ff0000')).toBeGreaterThan(500);
    expect(countColour(px, '#ffffff')).toBeLessThan(50);
  });

  it('keeps the counter colour with more time left', () => {
    const px = paint({ ...warned, endDateTime: endIn(60_000) });
    expect(countColour(px, '#ff0000')).toBe(0);
    expect(countColour(px, '#ffffff')).toBeGreaterThan(500);
  });

  it('the exported clip turns at the warning second, on the same canvas and scene', () => {
    // A 20 s final stretch: 20 s left at 0 ms, 5 s left at 15 s (digit sprites are cached per scene).
    const size = { width: 600, height: 338, cssWidth: 600, cssHeight: 338, pixelRatio: 1 };
    const scene = createScene(warned, size, {
      transparent: false,
      locale: 'en-US',
      stretchSeconds: 20,
      seed: 1,
      env: serverPaintEnv,
    });
    const canvas = createServerCanvas(size.width, size.height);
    drawFrame(canvas.ctx, scene, 0);
    expect(countColour(canvas.pixels(), '#ff0000')).toBe(0);
    drawFrame(canvas.ctx, scene, 15_000);
    expect(countColour(canvas.pixels(), '#ff0000')).toBeGreaterThan(500);
  });

  it('a counter without warnBelowSeconds never turns', () => {
    const px = paint({ ...base, warnColor: '#ff0000', endDateTime: endIn(5000) });
    expect(countColour(px, '#ff0000')).toBe(0);
  });

  it('the default warning colour when none is set', () => {
    const px = paint({ ...base, warnBelowSeconds: 10, endDateTime: endIn(5000) });
    expect(countColour(px, '#ef4444')).toBeGreaterThan(500);
  });
});

describe('painter: unit order', () => {
  // 2 days, 3 hours, 11 minutes, 5 seconds: Arabic words 'يومان' … 'ثوانٍ'.
  const ahead = 2 * 86_400_000 + 3 * 3_600_000 + 11 * 60_000 + 5000;
  const labelX = (settings: Settings, days: string, secs: string) => {
    const calls: { text: string; x: number }[] = [];
    paint({ ...settings, endDateTime: endIn(ahead) }, recordText(calls));
    const x = (text: string) => calls.find((c) => c.text === text)?.x ?? Number.NaN;
    return { days: x(days), secs: x(secs) };
  };

  it('Arabic: days stand right of seconds, as in the viewer', () => {
    // The labels keep one form (the 'other' plural) whatever the count.
    const { days, secs } = labelX({ ...base, locale: 'ar' }, 'يوم', 'ثانية');
    expect(days).toBeGreaterThan(secs);
  });

  it('German (left to right): days stand left of seconds', () => {
    const { days, secs } = labelX({ ...base, locale: 'de' }, 'TAGE', 'SEKUNDEN');
    expect(days).toBeLessThan(secs);
  });
});

// Overtime, recurring and evergreen timers in the painter: core's readTimer gives each frame.
function paintScene(settings: Settings, format: 'png' | 'og' | 'gif' = 'png') {
  const job = { settings, premium: true, format, width: 600, scale: 1 as const, now: NOW };
  return createImageScene(job, serverPaintEnv);
}
/** Draws a frame of the scene, recording its text; returns the text and the pixels. */
function paintAt(scene: Scene, ms: number) {
  const calls: { text: string; x: number }[] = [];
  const canvas = createServerCanvas(scene.size.width, scene.size.height);
  drawFrame(recordText(calls)(canvas.ctx), scene, ms);
  return { texts: calls.map((c) => c.text), pixels: canvas.pixels() };
}
/** Pixels whose bytes differ (toEqual's diff of two whole images is too slow to print). */
const differing = (a: Uint8ClampedArray, b: Uint8ClampedArray) => {
  let n = a.length === b.length ? 0 : Number.POSITIVE_INFINITY;
  for (let i = 0; i < a.length; i += 4)
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) n++;
  return n;
};
const digitsOf = (scene: Scene, ms: number) => {
  const face = scene.clip.stateAt(ms).face;
  return face.kind === 'countdown' ? face.parts.map((p) => p.value).join(':') : '';
};

describe('painter: overtime (afterZero count-up)', () => {
  const overtime = { ...base, afterZero: 'count-up' as const, completionMessage: 'We are live' };

  it('a share image of an ended overtime counter shows + and the time since zero, the message as label', () => {
    const { scene, frames } = paintScene({ ...overtime, endDateTime: endIn(-12_000) }, 'og');
    const { texts } = paintAt(scene, frames[0]?.ms ?? 0);
    expect(texts).toContain('+');
    expect(texts).toContain('We are live');
    expect(texts).toContain('SECS');
    expect(digitsOf(scene, 0)).toBe('00:00:00:12');
  });

  it('a stopped counter that ended shows the message without digits', () => {
    const { scene } = paintScene({ ...overtime, afterZero: 'stop', endDateTime: endIn(-12_000) });
    const { texts } = paintAt(scene, 0);
    expect(texts).toContain('We are live');
    expect(texts).not.toContain('+');
    expect(texts).not.toContain('SECS');
  });

  it('an animated image keeps counting up past zero', () => {
    const { scene, frames } = paintScene({ ...overtime, endDateTime: endIn(3000) }, 'gif');
    expect(frames).toHaveLength(60);
    expect(paintAt(scene, 0).texts).not.toContain('+');
    // An e-mail image: the units its first frame needs (mins and secs), in every frame.
    expect(digitsOf(scene, 10_000)).toBe('00:07');
    expect(paintAt(scene, 10_000).texts).toContain('+');
  });

  it('the exported clip crosses zero into overtime: +00:00:02 two seconds after, with the label', () => {
    const size = { width: 600, height: 338, cssWidth: 600, cssHeight: 338, pixelRatio: 1 };
    const options = { transparent: false, locale: 'en-US', stretchSeconds: 10, seed: 1, env: serverPaintEnv };
    const scene = createScene(overtime, size, options);
    const before = paintAt(scene, 5000);
    expect(before.texts).not.toContain('+');
    expect(before.texts).not.toContain('We are live');
    expect(digitsOf(scene, 12_200)).toBe('00:00:00:02');
    const after = paintAt(scene, 12_200);
    expect(after.texts).toContain('+');
    expect(after.texts).toContain('We are live');
    expect(after.texts).toContain('SECS');
  });
});

describe('painter: recurring timers', () => {
  // NOW is 10:41:07 in Berlin: a daily 10:00 deadline is next tomorrow, 23:18:53 away.
  const daily = {
    ...base,
    timerMode: 'recurring' as const,
    timeZone: 'Europe/Berlin',
    recurrence: { freq: 'daily' as const, time: '10:00' },
    endDateTime: '2026-12-20T10:41:12',
    completionMessage: 'Doors open',
  };

  it('a share image counts to the next occurrence in the counter zone, not endDateTime', () => {
    const { scene } = paintScene(daily, 'og');
    expect(digitsOf(scene, 0)).toBe('00:23:18:53');
    // Painted as a dated counter ending at that occurrence would be: the same pixels.
    const dated = paintScene({ ...daily, timerMode: 'date', endDateTime: '2026-12-21T10:00' }, 'og').scene;
    expect(differing(paintAt(scene, 0).pixels, paintAt(dated, 0).pixels)).toBe(0);
  });

  it('a weekly deadline in New York (Friday 17:00) from a Sunday morning', () => {
    const weekly = {
      ...daily,
      timeZone: 'America/New_York',
      recurrence: { freq: 'weekly' as const, time: '17:00', weekdays: [5] },
    };
    // Sunday 04:41:07 in New York (EST); Friday 25 December 17:00 is 5 d 12:18:53 away.
    const { scene } = paintScene(weekly);
    expect(digitsOf(scene, 0)).toBe('05:12:18:53');
  });

  it('just after an occurrence the image shows the moment (message), then the next one', () => {
    const justNow = { ...daily, recurrence: { freq: 'daily' as const, time: '10:41' } };
    const { scene, frames } = paintScene(justNow, 'gif');
    expect(frames).toHaveLength(60);
    expect(paintAt(scene, 0).texts).toContain('Doors open');
    expect(paintAt(scene, 0).texts).not.toContain('SECS');
    // 10:41 passed 7 s ago; the 60 s hold ends 53 s later, then it counts to tomorrow 10:41.
    // Read at zero, the e-mail image keeps hours, mins and secs (no days in the clip).
    expect(digitsOf(scene, 54_000)).toBe('23:58:59');
  });
});

describe('painter: evergreen timers', () => {
  it('an image shows the full evergreenMinutes, a fresh visitor first frame, then counts down', () => {
    const evergreen = {
      ...base,
      timerMode: 'evergreen' as const,
      evergreenMinutes: 90,
      endDateTime: endIn(5000),
    };
    const { scene, frames } = paintScene(evergreen, 'gif');
    // An e-mail image drops the zero days.
    expect(digitsOf(scene, 0)).toBe('01:30:00');
    expect(digitsOf(scene, frames[1]?.ms ?? 0)).toBe('01:29:59');
    const dated = paintScene({ ...evergreen, timerMode: 'date', endDateTime: endIn(90 * 60_000) }).scene;
    expect(differing(paintAt(paintScene(evergreen).scene, 0).pixels, paintAt(dated, 0).pixels)).toBe(0);
  });
});
