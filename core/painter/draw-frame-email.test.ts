import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { CounterSettings } from '../counter/settings';
import { createFormDefaults } from '../counter/settings-defaults';
import { createScene, drawFrame } from './draw-frame';
import { emailDigitPx, emailLayout } from './email-layout';
import { createImageScene, type ImageJob } from './image-scene';
import type { ScratchCanvas } from './painter';
import { skiaEnv as env, recordCanvas } from './testing/skia-canvas';

// The e-mail layout's frames and the kept gradient, read from the calls on their way to Skia:
// which blocks the frame has, at what size, and where they stand.
const NOW = Date.parse('2030-01-01T00:00:00.000Z');
const base: CounterSettings = {
  ...createFormDefaults(new Date(NOW), 'UTC'),
  backgroundType: 'solid',
  backgroundColor: '#102030',
  counterColor: '#ffffff',
  titleColor: '#ffff00',
  title: 'Launch',
  socialIcon: 'none',
  completionMessage: 'Done!',
  countdownType: 'datetime',
  timeZone: 'UTC',
  endDateTime: new Date(NOW + 2 * 3_600_000 + 5000).toISOString().slice(0, 19),
};
const ended = (over: Partial<CounterSettings> = {}): CounterSettings => ({
  ...base,
  endDateTime: new Date(NOW - 60_000).toISOString().slice(0, 19),
  ...over,
});

function emailFrame(settings: CounterSettings, over: Partial<ImageJob> = {}) {
  const job: ImageJob = { settings, premium: true, format: 'gif', width: 600, scale: 1, now: NOW, ...over };
  const { scene, size, frames } = createImageScene(job, env);
  const canvas = recordCanvas(size.width, size.height);
  drawFrame(canvas.ctx, scene, frames[0]?.ms ?? 0);
  const email = scene.options.email;
  if (!email) throw new Error('not an e-mail layout');
  return { ...canvas, scene, email, size };
}
const digitsOf = <T extends { text: string }>(c: { texts: T[] }) =>
  c.texts.filter((t) => /^\d$/.test(t.text));

describe('drawFrame: the e-mail layout', () => {
  it('writes the title at the layout’s size above the digits at theirs', () => {
    const c = emailFrame(base);
    expect(c.email.titlePx).toBeGreaterThan(0);
    const title = c.texts.find((t) => t.text.includes('Launch'));
    expect(title?.font).toContain(`${c.email.titlePx}px`);
    const digits = digitsOf(c);
    expect(digits.length).toBeGreaterThan(3);
    expect(title?.y ?? 0).toBeLessThan(digits[0]?.y ?? 0);
    expect(digits.every((d) => d.font?.includes(`${c.email.digitPx}px`))).toBe(true);
  });

  it('has no title row when the layout gives it none', () => {
    const c = emailFrame({ ...base, title: '' });
    expect(c.email.titlePx).toBe(0);
    expect(c.texts.some((t) => t.text.includes('Launch'))).toBe(false);
    // The design's size would still fit a title: the layout's 0 is what leaves it out.
    const job: ImageJob = { settings: base, premium: true, format: 'gif', width: 600, scale: 1, now: NOW };
    const { scene, size, frames } = createImageScene(job, env);
    const options = { ...scene.options, email: { ...scene.options.email!, titlePx: 0 } };
    const canvas = recordCanvas(size.width, size.height);
    drawFrame(canvas.ctx, createScene(base, size, options, scene.clip), frames[0]?.ms ?? 0);
    expect(canvas.texts.some((t) => t.text.includes('Launch'))).toBe(false);
    expect(digitsOf(canvas).length).toBeGreaterThan(3);
  });

  it('spaces the title and the digits by the layout’s gap, not the design’s', () => {
    const job: ImageJob = { settings: base, premium: true, format: 'gif', width: 600, scale: 1, now: NOW };
    const { scene, size, frames } = createImageScene(job, env);
    const titleY = (gap: number) => {
      const options = { ...scene.options, email: { ...scene.options.email!, gap } };
      const canvas = recordCanvas(size.width, size.height);
      drawFrame(canvas.ctx, createScene(base, size, options, scene.clip), frames[0]?.ms ?? 0);
      return canvas.texts.find((t) => t.text.includes('Launch'))?.y ?? Number.NaN;
    };
    // Two blocks, one gap, centred: 32 px more gap lifts the title by 16.
    expect(titleY(8) - titleY(40)).toBeCloseTo(16, 6);
  });

  it('puts the mark beside the title: right when asked, left for every other place', () => {
    const icon = { socialIcon: 'youtube' as const, iconColor: '#00ff00' };
    const iconX = (iconPosition: CounterSettings['iconPosition']) => {
      const c = emailFrame({ ...base, ...icon, iconPosition });
      const fill = c.fills.find((f) => f.fillStyle === '#00ff00');
      const title = c.texts.find((t) => t.text.includes('Launch'));
      expect(fill, iconPosition).toBeDefined();
      return (fill?.x ?? 0) - (title?.device.x ?? 0);
    };
    expect(iconX('title-right')).toBeGreaterThan(0);
    expect(iconX('title-left')).toBeLessThan(0);
    expect(iconX('top')).toBeLessThan(0);
    expect(iconX('bottom')).toBeLessThan(0);
  });

  it('after the end shows the end text in the digits’ place, or the zeros when asked', () => {
    const text = emailFrame(ended({ emailEnd: 'text', emailEndText: 'See you soon' }));
    expect(text.texts.some((t) => t.text.includes('See you soon'))).toBe(true);
    expect(digitsOf(text)).toHaveLength(0);
    // No choice made: the end text.
    const unset = emailFrame(ended({ emailEnd: undefined, emailEndText: 'See you soon' }));
    expect(unset.texts.some((t) => t.text.includes('See you soon'))).toBe(true);
    const zeros = emailFrame(ended({ emailEnd: 'zeros', emailEndText: 'See you soon' }));
    expect(zeros.texts.some((t) => t.text.includes('See you soon'))).toBe(false);
    expect(digitsOf(zeros).length).toBeGreaterThan(1);
    expect(digitsOf(zeros).every((d) => d.text === '0')).toBe(true);
    // No text to show: the zeros.
    const empty = emailFrame(ended({ emailEnd: 'text', emailEndText: '', completionMessage: '' }));
    expect(digitsOf(empty).length).toBeGreaterThan(1);
    // Before the end, the digits, never the text.
    const before = emailFrame({ ...base, emailEnd: 'text', emailEndText: 'See you soon' });
    expect(before.texts.some((t) => t.text.includes('See you soon'))).toBe(false);
    expect(digitsOf(before).length).toBeGreaterThan(1);
  });

  it('in overtime counts up with its sign instead of the end text', () => {
    const c = emailFrame(ended({ afterZero: 'count-up', emailEnd: 'text', emailEndText: 'See you soon' }));
    expect(c.texts.some((t) => t.text.includes('See you soon'))).toBe(false);
    expect(c.texts.some((t) => t.text === '+')).toBe(true);
  });

  it('shrinks the counting-up digits, sign included, to fit across the image', () => {
    const c = emailFrame({
      ...base,
      afterZero: 'count-up',
      endDateTime: new Date(NOW - 3 * 86_400_000).toISOString().slice(0, 19),
    });
    const face = c.scene.clip.stateAt(0).face;
    if (face.kind !== 'countdown') throw new Error('not a countdown');
    const px = emailDigitPx(c.email, face.parts, base.fontStyle, true);
    expect(px).toBeLessThan(emailDigitPx(c.email, face.parts, base.fontStyle, false));
    const digits = digitsOf(c);
    expect(digits.length).toBeGreaterThan(3);
    expect(digits.every((d) => d.font.includes(`${px}px`))).toBe(true);
  });

  it('turns the digits to the warning colour in the last seconds', () => {
    const warn = { warnBelowSeconds: 10, warnColor: '#00ff00' };
    const close = emailFrame({
      ...base,
      ...warn,
      endDateTime: new Date(NOW + 5000).toISOString().slice(0, 19),
    });
    // Each digit's main pass (its shadow pass is the same colour, faint).
    const main = digitsOf(close).filter((d) => d.fillStyle.startsWith('#'));
    expect(main.length).toBeGreaterThan(3);
    expect(main.every((d) => d.fillStyle === '#00ff00')).toBe(true);
    const far = emailFrame({ ...base, ...warn });
    expect(digitsOf(far).some((d) => d.fillStyle === '#00ff00')).toBe(false);
  });

  it('draws no digits for a face that is not a countdown', () => {
    // The server lays out only countdowns this way; a number's face has no e-mail row.
    const settings: CounterSettings = {
      ...base,
      countdownType: 'number',
      startNumber: 1234,
      endNumber: 5678,
    };
    const size = { width: 600, height: 200, cssWidth: 600, cssHeight: 200, pixelRatio: 1 };
    const options = { transparent: false, locale: 'en-US', stretchSeconds: 0, seed: 1, env };
    const scene = createScene(settings, size, {
      ...options,
      still: true,
      email: emailLayout(settings, false),
    });
    const canvas = recordCanvas(size.width, size.height);
    drawFrame(canvas.ctx, scene, 0);
    expect(canvas.texts.some((t) => t.text.includes('Launch'))).toBe(true);
    expect(digitsOf(canvas)).toHaveLength(0);
  });

  it('gives the end text the digits’ row height, centred in the frame', () => {
    const c = emailFrame(ended({ emailEnd: 'text', emailEndText: 'See you soon', title: '' }));
    const line = c.texts.find((t) => t.text.includes('See you soon'));
    expect(line).toBeDefined();
    expect(Math.abs((line?.y ?? 0) - c.size.height / 2)).toBeLessThan(c.email.rowHeight / 2);
  });
});

describe('drawFrame: a gradient kept for a clip', () => {
  const size = { width: 300, height: 160, cssWidth: 300, cssHeight: 160, pixelRatio: 1 };
  const options = { transparent: false, locale: 'en', stretchSeconds: 10, seed: 7 };
  const gradient: CounterSettings = {
    ...base,
    backgroundType: 'gradient',
    gradientStart: '#ff0000',
    gradientEnd: '#0000ff',
  };

  it('copies the kept gradient from the second frame on instead of painting it again', () => {
    const scratchEnv = {
      ...env,
      // Only the background's scratch (the frame's size): glyphs paint straight onto the frame.
      scratch: (w: number, h: number) =>
        w === size.width && h === size.height ? (createCanvas(w, h) as unknown as ScratchCanvas) : null,
    };
    const scene = createScene(gradient, size, { ...options, env: scratchEnv });
    const first = recordCanvas(size.width, size.height);
    drawFrame(first.ctx, scene, 1000);
    expect(first.calls).not.toContain('drawImage');
    expect(first.calls).toContain('createLinearGradient');
    const second = recordCanvas(size.width, size.height);
    drawFrame(second.ctx, scene, 2000);
    expect(second.calls).toContain('drawImage');
    expect(second.calls).not.toContain('createLinearGradient');
    expect(second.at(0, 0).slice(0, 3)).toEqual(first.at(0, 0).slice(0, 3));
  });

  it('paints the gradient itself when the scratch canvas has no context, and a solid colour always', () => {
    const noContext = {
      ...env,
      scratch: () =>
        ({ width: size.width, height: size.height, getContext: () => null }) as unknown as ScratchCanvas,
    };
    const scene = createScene(gradient, size, { ...options, env: noContext });
    for (const ms of [1000, 2000, 3000]) {
      const c = recordCanvas(size.width, size.height);
      drawFrame(c.ctx, scene, ms);
      expect(c.calls).not.toContain('drawImage');
      expect(c.calls).toContain('createLinearGradient');
      expect(c.at(0, 0)[0]).toBeGreaterThan(200);
    }
    expect(scene.background.image).toBeNull();
    const solid = createScene(base, size, { ...options, env: { ...env, scratch: () => null } });
    for (const ms of [1000, 2000, 3000]) {
      const c = recordCanvas(size.width, size.height);
      drawFrame(c.ctx, solid, ms);
      expect(c.calls).not.toContain('drawImage');
      expect(c.at(0, 0)).toEqual([0x10, 0x20, 0x30, 255]);
    }
  });
});
