import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { CounterSettings } from '../counter/settings';
import { createFormDefaults } from '../counter/settings-defaults';
import type { Versus } from '../live-sources/versus';
import { EMAIL_IMAGE_UPGRADE_NOTE, WATERMARK_TEXT } from '../plan/email-images';
import { countdownBlock } from './draw-countdown';
import { createScene, drawFrame } from './draw-frame';
import { titleBlock } from './draw-text-blocks';
import { badgeReserve } from './draw-watermark';
import { frameMetrics } from './frame-metrics';
import { bounceIn } from './glyph-motion';
import { createImageScene, type ImageJob } from './image-scene';
import { OG_SIZE } from './image-size';
import { fadeScaleMotion } from './motions/fade-scale';
import { baselineIn, type Ctx2D, createPainter, type ScratchCanvas } from './painter';
import { skiaEnv as env, type PathFill, recordCanvas, type TextCall } from './testing/skia-canvas';

// Whole frames on Skia (@napi-rs/canvas, the server's canvas): which blocks a frame has, in which
// order, and where the column sits. Text is read from the fillText calls on their way to the
// canvas, colours from the pixels; the fallback font differs between machines, so no assertion
// depends on a glyph's exact width.
const NOW = Date.parse('2030-01-01T00:00:00.000Z');
const base = {
  ...createFormDefaults(new Date(NOW), 'UTC'),
  backgroundType: 'solid' as const,
  backgroundColor: '#102030',
  counterColor: '#ffffff',
  titleColor: '#ffff00',
  title: 'Launch',
  socialIcon: 'none' as CounterSettings['socialIcon'],
  completionMessage: 'Done!',
};
type Settings = typeof base;

interface Painted {
  texts: TextCall[];
  px: Uint8ClampedArray;
  width: number;
  height: number;
}

function record(width: number, height: number, draw: (ctx: Ctx2D) => void): Painted {
  const canvas = recordCanvas(width, height);
  draw(canvas.ctx);
  return { texts: canvas.texts, px: canvas.pixels(), width, height };
}

function paintImage(settings: Settings, over: Partial<ImageJob> = {}) {
  const job: ImageJob = { settings, premium: true, format: 'png', width: 600, scale: 1, now: NOW, ...over };
  const { scene, size, frames } = createImageScene(job, env);
  return {
    size,
    frames,
    ...record(size.width, size.height, (ctx) => drawFrame(ctx, scene, frames[0]?.ms ?? 0)),
  };
}

const rgbaAt = (p: Painted, x: number, y: number) =>
  Array.from(p.px.slice((y * p.width + x) * 4, (y * p.width + x) * 4 + 4));
const textOf = (p: Painted) => p.texts.map((t) => t.text).join('');
function countColour(p: Painted, hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  let n = 0;
  for (let i = 0; i < p.px.length; i += 4)
    if (
      Math.abs((p.px[i] ?? 0) - (r ?? 0)) < 8 &&
      Math.abs((p.px[i + 1] ?? 0) - (g ?? 0)) < 8 &&
      Math.abs((p.px[i + 2] ?? 0) - (b ?? 0)) < 8
    )
      n++;
  return n;
}

/** Rows (canvas pixels) where a pixel close to the colour appears. */
function rowsOf(p: Painted, hex: string): number[] {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const ys: number[] = [];
  for (let y = 0; y < p.height; y++)
    for (let x = 0; x < p.width; x++) {
      const i = (y * p.width + x) * 4;
      const [pr, pg, pb] = [p.px[i], p.px[i + 1], p.px[i + 2]];
      if (
        Math.abs((pr ?? 0) - (r ?? 0)) < 30 &&
        Math.abs((pg ?? 0) - (g ?? 0)) < 30 &&
        Math.abs((pb ?? 0) - (b ?? 0)) < 30
      ) {
        ys.push(y);
        break;
      }
    }
  return ys;
}

const countdown = (over: Partial<Settings> = {}): Settings => ({
  ...base,
  countdownType: 'datetime',
  timeZone: 'UTC',
  endDateTime: new Date(NOW + 2 * 3_600_000 + 5000).toISOString().slice(0, 19),
  ...over,
});
const number = (over: Partial<Settings> = {}): Settings => ({
  ...base,
  countdownType: 'number',
  startNumber: 1234,
  endNumber: 5678,
  ...over,
});

describe('drawFrame: the blocks of a frame', () => {
  it('paints the background, the title above the digits, and the digits in the counter colour', () => {
    const p = paintImage(countdown());
    expect(rgbaAt(p, 0, 0)).toEqual([0x10, 0x20, 0x30, 255]);
    expect(rgbaAt(p, p.width - 1, p.height - 1)).toEqual([0x10, 0x20, 0x30, 255]);
    expect(textOf(p)).toContain('Launch');
    expect(countColour(p, '#ffff00')).toBeGreaterThan(50);
    expect(countColour(p, '#ffffff')).toBeGreaterThan(200);
    // 2 h 0 min 5 s: the digits and their unit labels.
    expect(textOf(p)).toContain('02');
    expect(textOf(p)).toContain('05');
    // The title's rows (yellow) end above the digits' (white) start.
    expect(rowsOf(p, '#ffff00').at(-1) ?? 0).toBeLessThan(rowsOf(p, '#ffffff')[0] ?? 0);
  });

  it('leaves out the title when there is none, and centres the column in the frame', () => {
    const p = paintImage(number({ title: '' }));
    expect(textOf(p)).not.toContain('Launch');
    // Rows holding anything but the background: their middle is the frame's middle.
    const rows: number[] = [];
    for (let y = 0; y < p.height; y++)
      for (let x = 0; x < p.width; x++) {
        const i = (y * p.width + x) * 4;
        if (p.px[i] !== 16 || p.px[i + 1] !== 32 || p.px[i + 2] !== 48 || p.px[i + 3] !== 255) {
          rows.push(y);
          break;
        }
      }
    const middle = ((rows[0] ?? 0) + (rows.at(-1) ?? 0)) / 2;
    expect(Math.abs(middle - p.height / 2)).toBeLessThan(p.height * 0.08);
  });

  it('shows a number counter’s value and its progress; an image shows the finished run', () => {
    const p = paintImage(number());
    for (const ch of ['5', ',', '6', '7', '8']) expect(p.texts.some((t) => t.text === ch)).toBe(true);
    expect(p.texts.some((t) => t.text === '1')).toBe(false);
    expect(textOf(p)).toContain('100% of 5.7K');
    expect(textOf(p)).toContain('Done!');
  });

  it('writes the progress words the creator picked, as the viewer does', () => {
    expect(textOf(paintImage(number({ progressWords: 'remaining' })))).toContain('0 to go');
    const none = textOf(paintImage(number({ progressWords: 'none' })));
    expect(none).not.toContain('%');
    expect(none).not.toContain('to go');
  });

  it('shows the completion message once a countdown has ended, and no digits', () => {
    const p = paintImage(countdown({ endDateTime: new Date(NOW - 60_000).toISOString().slice(0, 19) }));
    expect(textOf(p)).toContain('Done!');
    expect(p.texts.some((t) => /^\d$/.test(t.text))).toBe(false);
  });

  it('puts the icon above the title at top, and below the digits at bottom', () => {
    const icon = { socialIcon: 'instagram' as const, iconColor: '#00ff00' };
    const top = paintImage(countdown({ ...icon, iconPosition: 'top' }));
    const topIcon = rowsOf(top, '#00ff00');
    expect(topIcon.length).toBeGreaterThan(5);
    expect(topIcon.at(-1) ?? 0).toBeLessThan(rowsOf(top, '#ffff00')[0] ?? 0);
    const bottom = paintImage(countdown({ ...icon, iconPosition: 'bottom' }));
    expect(rowsOf(bottom, '#00ff00')[0] ?? 0).toBeGreaterThan(rowsOf(bottom, '#ffffff').at(-1) ?? 0);
    const none = paintImage(countdown({ ...icon, socialIcon: 'none', iconPosition: 'top' }));
    expect(rowsOf(none, '#00ff00')).toEqual([]);
  });

  it('puts a number counter’s side icon left or right of its digits', () => {
    const columnsOf = (p: Painted, rgb: number[]) => {
      const xs: number[] = [];
      for (let x = 0; x < p.width; x++)
        for (let y = 0; y < p.height; y++) {
          const i = (y * p.width + x) * 4;
          if (rgb.every((v, k) => Math.abs((p.px[i + k] ?? 0) - v) < 30) && (p.px[i + 3] ?? 0) > 200) {
            xs.push(x);
            break;
          }
        }
      return xs;
    };
    const icon = {
      socialIcon: 'instagram' as const,
      iconColor: '#00ff00',
      title: '',
      counterColor: '#ff00ff',
    };
    const left = paintImage(number({ ...icon, iconPosition: 'left' }));
    expect(Math.max(...columnsOf(left, [0, 255, 0]))).toBeLessThan(
      Math.min(...columnsOf(left, [255, 0, 255])),
    );
    const right = paintImage(number({ ...icon, iconPosition: 'right' }));
    expect(Math.min(...columnsOf(right, [0, 255, 0]))).toBeGreaterThan(
      Math.max(...columnsOf(right, [255, 0, 255])),
    );
    // Digits and icon together are centred in the frame.
    const all = [...columnsOf(right, [0, 255, 0]), ...columnsOf(right, [255, 0, 255])];
    expect(Math.abs((Math.min(...all) + Math.max(...all)) / 2 - right.width / 2)).toBeLessThan(12);
  });

  it('leaves a transparent frame clear behind the column', () => {
    const s = countdown();
    const size = { width: 400, height: 225, cssWidth: 400, cssHeight: 225, pixelRatio: 1 };
    const scene = createScene(s, size, {
      transparent: true,
      locale: 'en-US',
      stretchSeconds: 0,
      seed: 1,
      env,
    });
    const p = record(400, 225, (ctx) => drawFrame(ctx, scene, 0));
    expect(rgbaAt(p, 0, 0)[3]).toBe(0);
    expect(rgbaAt(p, 399, 224)[3]).toBe(0);
    expect(textOf(p)).toContain('Launch');
  });
});

describe('createImageScene: what the server paints for each image', () => {
  it('marks a Free owner’s image with the watermark, not a Premium owner’s', () => {
    expect(textOf(paintImage(countdown(), { premium: false }))).toContain(WATERMARK_TEXT);
    expect(textOf(paintImage(countdown(), { premium: true }))).not.toContain(WATERMARK_TEXT);
  });

  it('makes a Free owner’s e-mail GIF one still frame with the upgrade note', () => {
    const free = paintImage(countdown(), { premium: false, format: 'gif' });
    expect(free.frames).toHaveLength(1);
    expect(textOf(free)).toContain(EMAIL_IMAGE_UPGRADE_NOTE);
    const paid = paintImage(countdown(), { premium: true, format: 'gif' });
    expect(paid.frames.length).toBeGreaterThan(1);
    expect(textOf(paid)).not.toContain(EMAIL_IMAGE_UPGRADE_NOTE);
    expect(textOf(paintImage(countdown(), { premium: false, format: 'png' }))).not.toContain(
      EMAIL_IMAGE_UPGRADE_NOTE,
    );
  });

  it('lays a share image out as the 1200×630 card, whatever width was asked', () => {
    const og = paintImage(countdown(), { format: 'og', width: 300 });
    expect(og.size).toEqual(OG_SIZE);
    expect(og.frames).toHaveLength(1);
    const png = paintImage(countdown(), { width: 300, premium: false });
    expect(png.size.width).toBe(300);
    // Room for the badge below the design: taller than the design's own aspect.
    expect(png.size.height).toBeGreaterThan(paintImage(countdown(), { width: 300 }).size.height);
  });
});

describe('createImageScene: a live count shown versus', () => {
  const versus: Versus = {
    sides: [
      { label: 'Alice', platform: 'twitch', value: 1234 },
      { label: 'Bob', platform: 'youtube', value: 1100 },
    ],
    leader: 0,
    gap: 134,
    rounded: false,
    lead: 1234,
  };
  // The main passes of the glyphs (a number style's shadow pass is drawn off-canvas).
  const shown = (p: Painted) =>
    p.texts
      .filter((t) => t.x > 0)
      .map((t) => t.text)
      .join('');

  it('draws both sides with their labels and the gap in the number’s place, on every image', () => {
    for (const format of ['png', 'og', 'gif'] as const) {
      const p = paintImage(number({ startNumber: 1234 }), { versus, format });
      const text = shown(p);
      expect(text).toContain('Launch');
      expect(text).toMatch(/Alice▲1,234Bob1,100\+134/);
      // The title above the sides, the progress words below the gap.
      expect(text.indexOf('Launch')).toBeLessThan(text.indexOf('Alice'));
    }
  });

  it('draws the number alone without a versus', () => {
    const text = shown(paintImage(number({ startNumber: 1234 }), { versus: null, format: 'og' }));
    expect(text).not.toContain('Alice');
    expect(text).not.toContain('+134');
  });
});

describe('drawFrame: a clip’s moments', () => {
  const size = { width: 800, height: 450, cssWidth: 800, cssHeight: 450, pixelRatio: 1 };
  const options = { transparent: false, locale: 'en', stretchSeconds: 10, seed: 7, env };
  const frameAt = (
    settings: Settings,
    ms: number,
    over: Partial<
      typeof options & { still: boolean; watermark: string; note: string; tabularEm: number }
    > = {},
  ) => {
    const scene = createScene(settings, size, { ...options, ...over });
    const canvas = recordCanvas(size.width, size.height);
    drawFrame(canvas.ctx, scene, ms);
    return { ...canvas, scene, m: frameMetrics(size) };
  };
  const yOf = (c: ReturnType<typeof frameAt>, text: string) =>
    c.texts.find((t) => t.text === text)?.y ?? Number.NaN;

  it('in overtime, writes the completion message above the counting-up digits, in the title colour', () => {
    const c = frameAt(countdown({ afterZero: 'count-up' }), 12_500);
    const message = c.texts.find((t) => t.text === 'Done!');
    expect(message?.fillStyle).toBe('#ffff00');
    const sign = c.texts.find((t) => t.text === '+');
    expect(sign).toBeDefined();
    expect(message?.y).toBeLessThan(sign?.y ?? 0);
    expect(c.texts.filter((t) => t.text === 'Done!')).toHaveLength(1);
    // Two seconds over: the seconds read 02.
    expect(c.texts.map((t) => t.text).join('')).toContain('02');
  });

  it('once a countdown has stopped, the message replaces the digits in the counter colour', () => {
    const c = frameAt(countdown(), 12_500);
    const message = c.texts.filter((t) => t.text === 'Done!');
    expect(message).toHaveLength(1);
    expect(message[0]?.fillStyle).toBe('#ffffff');
    expect(c.texts.some((t) => t.text === 'SECS' || t.text === '+')).toBe(false);
    // Before the end: digits, no message.
    const before = frameAt(countdown(), 8_500);
    expect(before.texts.some((t) => t.text === 'Done!')).toBe(false);
    expect(before.texts.some((t) => t.text === 'SECS')).toBe(true);
  });

  it('sizes a top or bottom icon 7 --u (at least 32 px) and one over the counter 5.5 --u (at least 28), centred', () => {
    // The icon's fills are the green ones; the countdown's boxes fill too.
    const green = (fills: PathFill[]) => fills.find((f) => f.fillStyle === '#00ff00');
    const icon = (iconPosition: Settings['iconPosition']) =>
      green(frameAt(countdown({ socialIcon: 'youtube', iconColor: '#00ff00', iconPosition }), 1000).fills);
    const m = frameMetrics(size);
    for (const position of ['top', 'bottom'] as const) {
      const box = Math.max(32, 7 * m.u);
      expect(icon(position)?.scale, position).toBeCloseTo(box / 24, 3);
      expect(icon(position)?.x, position).toBeCloseTo((size.width - box) / 2, 3);
    }
    const over = Math.max(28, 5.5 * m.u);
    expect(icon('counter-top')?.scale).toBeCloseTo(over / 24, 3);
    expect(7 * m.u).toBeGreaterThan(32);
    // On a small frame the floors hold.
    const small = { width: 200, height: 120, cssWidth: 200, cssHeight: 120, pixelRatio: 1 };
    const tiny = (iconPosition: Settings['iconPosition']) => {
      const canvas = recordCanvas(200, 120);
      const settings = countdown({ socialIcon: 'youtube', iconColor: '#00ff00', iconPosition });
      drawFrame(canvas.ctx, createScene(settings, small, options), 1000);
      return green(canvas.fills)?.scale;
    };
    expect(tiny('top')).toBeCloseTo(32 / 24, 3);
    expect(tiny('bottom')).toBeCloseTo(32 / 24, 3);
    expect(tiny('counter-top')).toBeCloseTo(28 / 24, 3);
  });

  it('raises the column by half the badge row when a watermark or note is drawn, each in its corner', () => {
    const plain = frameAt(countdown(), 1000);
    for (const over of [{ watermark: 'Made with Countstream' }, { note: 'Upgrade for live images' }]) {
      const marked = frameAt(countdown(), 1000, over);
      expect(yOf(plain, 'Launch') - yOf(marked, 'Launch'), JSON.stringify(over)).toBeCloseTo(
        badgeReserve(size.cssWidth) / 2,
        6,
      );
    }
    const both = frameAt(countdown(), 1000, { watermark: 'Made with Countstream', note: 'Upgrade' });
    expect(both.texts.find((t) => t.text.includes('Countstream'))?.x).toBeGreaterThan(size.width / 2);
    expect(both.texts.find((t) => t.text === 'Upgrade')?.x).toBeLessThan(size.width / 2);
  });

  it('spaces the blocks by the gap and centres the column', () => {
    // Title and digits: two blocks, one gap.
    const c = frameAt(countdown(), 1000);
    const withoutTitle = frameAt(countdown({ title: '' }), 1000);
    const title = titleHeight();
    // Dropping the title moves the digits up by half of (title + gap).
    expect(yOf(c, 'SECS') - yOf(withoutTitle, 'SECS')).toBeCloseTo((title + c.m.gap) / 2, 3);
  });

  it('bounces the completion message in from the end, and shows a still’s settled', () => {
    // 175 ms after the end of a 10-second clip: a quarter through the 700 ms bounce.
    const message = (over: { still?: boolean }) =>
      frameAt(countdown(), 10_175, over).texts.find((t) => t.text === 'Done!');
    expect(message({})?.device.scaleX).toBeCloseTo(bounceIn(0.25).scale, 3);
    expect(message({})?.alpha).toBeCloseTo(bounceIn(0.25).alpha, 3);
    expect(message({ still: true })?.device.scaleX).toBe(1);
    expect(message({ still: true })?.alpha).toBe(1);
  });

  it('turns a countdown’s colons to the warning colour in its last seconds', () => {
    const warned = frameAt(countdown({ warnBelowSeconds: 5, warnColor: '#00ff00' }), 7_500);
    expect(warned.texts.find((t) => t.text === ':')?.fillStyle).toBe('#00ff00');
    const calm = frameAt(countdown({ warnBelowSeconds: 5, warnColor: '#00ff00' }), 2_500);
    expect(calm.texts.find((t) => t.text === ':')?.fillStyle).toBe('#ffffff');
  });

  it('places the column in the middle of the frame: blocks and the gaps between them', () => {
    const c = frameAt(countdown(), 1000);
    const p = createPainter(recordCanvas(size.width, size.height).ctx, 1, base.fontStyle, null, env);
    const settings = countdown();
    const title = titleBlock(p, settings, c.m, false)!;
    const face = c.scene.clip.stateAt(1000).face;
    const digits = countdownBlock(p, settings, c.m, {
      parts: face.kind === 'countdown' ? face.parts : [],
      previous: null,
      t: 1,
    });
    const top = (size.height - (title.height + c.m.gap + digits.height)) / 2;
    const font = p.font(Math.max(22, 4.4 * c.m.u));
    expect(yOf(c, 'Launch')).toBeCloseTo(baselineIn(p, font, top, 1.15 * Math.max(22, 4.4 * c.m.u)), 3);
  });

  it('starts each frame clear, and keeps one painter per canvas', () => {
    const scene = createScene(countdown(), size, { ...options, transparent: true });
    const canvas = recordCanvas(size.width, size.height);
    drawFrame(canvas.ctx, scene, 1000);
    const painter = scene.painters.get(canvas.ctx);
    expect(painter).toBeDefined();
    drawFrame(canvas.ctx, scene, 12_500);
    expect(scene.painters.get(canvas.ctx)).toBe(painter);
    const fresh = recordCanvas(size.width, size.height);
    drawFrame(fresh.ctx, createScene(countdown(), size, { ...options, transparent: true }), 12_500);
    expect(Buffer.from(canvas.pixels()).equals(Buffer.from(fresh.pixels()))).toBe(true);
  });

  it('paints a high-density frame the same whatever the canvas last drew', () => {
    // 2× pixels and a gradient: a frame drawn over the last one's scaled context must not stretch it.
    const dense = { width: 400, height: 240, cssWidth: 200, cssHeight: 120, pixelRatio: 2 };
    const settings: CounterSettings = {
      ...countdown(),
      backgroundType: 'gradient',
      gradientStart: '#ff0000',
      gradientEnd: '#0000ff',
    };
    const scene = createScene(settings, dense, options);
    const reused = recordCanvas(dense.width, dense.height);
    drawFrame(reused.ctx, scene, 1000);
    drawFrame(reused.ctx, scene, 2000);
    const fresh = recordCanvas(dense.width, dense.height);
    drawFrame(fresh.ctx, createScene(settings, dense, options), 2000);
    expect(Buffer.from(reused.pixels()).equals(Buffer.from(fresh.pixels()))).toBe(true);
  });

  it('paints a gradient once for a clip and copies it from the second frame on, pixel for pixel', () => {
    const settings: CounterSettings = {
      ...countdown(),
      backgroundType: 'gradient',
      gradientStart: '#ff0000',
      gradientEnd: '#0000ff',
      gradientDirection: '135deg',
    };
    const scratches: [number, number][] = [];
    const scratchEnv = {
      ...env,
      // Glyph sprites take scratch canvases too; the background's is the frame's size.
      scratch: (w: number, h: number) => {
        if (w === size.width && h === size.height) scratches.push([w, h]);
        return createCanvas(w, h) as unknown as ScratchCanvas;
      },
    };
    const scene = createScene(settings, size, { ...options, env: scratchEnv });
    const canvas = recordCanvas(size.width, size.height);
    drawFrame(canvas.ctx, scene, 1000);
    expect(scratches).toEqual([]);
    drawFrame(canvas.ctx, scene, 1500);
    drawFrame(canvas.ctx, scene, 2000);
    expect(scratches).toEqual([[size.width, size.height]]);
    const fresh = recordCanvas(size.width, size.height);
    // A scene's first frame paints the gradient itself (its glyphs come from sprites, as above).
    drawFrame(fresh.ctx, createScene(settings, size, { ...options, env: scratchEnv }), 2000);
    expect(scratches).toHaveLength(1);
    expect(Buffer.from(canvas.pixels()).equals(Buffer.from(fresh.pixels()))).toBe(true);
    // A solid colour is one cheap fill: nothing to keep.
    const solid = createScene(countdown(), size, { ...options, env: scratchEnv });
    for (const ms of [1000, 1500, 2000]) drawFrame(canvas.ctx, solid, ms);
    expect(scratches).toHaveLength(1);
  });

  it('throws confetti only after the end, and never on a still', () => {
    const px = (c: ReturnType<typeof frameAt>) => c.pixels();
    const same = (a: Uint8ClampedArray, b: Uint8ClampedArray) => a.every((v, i) => v === b[i]);
    // Before the end, a still and a clip frame are the same picture.
    expect(same(px(frameAt(countdown(), 8_500)), px(frameAt(countdown(), 8_500, { still: true })))).toBe(
      true,
    );
    // After it, the clip's frame has confetti (and the message's bounce); the still has neither.
    const clip = frameAt(countdown(), 10_600);
    const still = frameAt(countdown(), 10_600, { still: true });
    expect(same(px(clip), px(still))).toBe(false);
    // The confetti is the scene's own, 600 ms into its burst.
    const bare = frameAt(countdown({ completionMessage: '', title: '' }), 10_600);
    const confetti = recordCanvas(size.width, size.height);
    drawBackgroundOnly(confetti.ctx);
    bare.scene.confetti(confetti.ctx, 600, size.width, size.height);
    expect(same(bare.pixels(), confetti.pixels())).toBe(true);
  });

  it('reads the page’s tabular digit width when it is given', () => {
    const narrow = frameAt(number(), 0, { tabularEm: 0.5 });
    const wide = frameAt(number(), 0, { tabularEm: 1 });
    const gap = (c: ReturnType<typeof frameAt>) => {
      // 1,234: the 2 and the 3 stand one tabular cell apart (the shadow passes are drawn off-canvas).
      const digits = c.texts.filter((t) => /^\d$/.test(t.text) && t.x > 0);
      return (digits[2]?.x ?? 0) - (digits[1]?.x ?? 0);
    };
    expect(gap(wide)).toBeGreaterThan(gap(narrow) * 1.5);
  });

  function titleHeight() {
    const canvas = recordCanvas(size.width, size.height);
    const p = createPainter(canvas.ctx, 1, base.fontStyle, null, env);
    return titleBlock(p, countdown(), frameMetrics(size), false)?.height ?? 0;
  }

  function drawBackgroundOnly(ctx: Ctx2D) {
    ctx.fillStyle = '#102030';
    ctx.fillRect(0, 0, size.width, size.height);
  }
});

describe('drawFrame: changes between ticks', () => {
  const size = { width: 1000, height: 500, cssWidth: 1000, cssHeight: 500, pixelRatio: 1 };
  const options = { transparent: false, locale: 'en', stretchSeconds: 10, seed: 7, env };
  const frameAt = (settings: Settings, ms: number) => {
    const scene = createScene(settings, size, options);
    const canvas = recordCanvas(size.width, size.height);
    drawFrame(canvas.ctx, scene, ms);
    return { ...canvas, scene };
  };

  it('eases the progress bar’s fill over 300 ms from the last value to the new one', () => {
    // 0 to 10 by 1 a second: each tick is 10 % of the bar (414 px from x = 293).
    const tens = number({ title: '', startNumber: 0, endNumber: 10, speed: 1000 });
    const fillEnd = (ms: number) => {
      const c = frameAt(tens, ms);
      const white = (x: number, y: number) =>
        c
          .at(x, y)
          .slice(0, 3)
          .every((v) => v >= 240);
      let row = -1;
      for (let y = 0; y < size.height && row < 0; y++) if (white(296, y) && !white(290, y)) row = y;
      // From inside the rounded left end to the fill's last white pixel.
      let end = 296;
      while (end < 707 && white(end + 1, row)) end++;
      return end;
    };
    // At the tick: still the last value, 10 %; then most of the way; at 300 ms the new 20 %.
    expect(fillEnd(2000)).toBeCloseTo(293 + 41.4, -1);
    const mid = fillEnd(2150);
    expect(mid).toBeGreaterThan(293 + 41.4 + 10);
    expect(mid).toBeLessThan(293 + 82.8 - 2);
    expect(fillEnd(2300)).toBeCloseTo(293 + 82.8, -1);
    expect(fillEnd(2900)).toBeCloseTo(293 + 82.8, -1);
  });

  it('animates the digit that changed, from the tick on', () => {
    const counting = number({
      title: '',
      startNumber: 0,
      endNumber: 10,
      speed: 1000,
      animationStyle: 'fade-scale',
    });
    const { animMs } = frameAt(counting, 0).scene.clip.plan;
    expect(animMs).toBeGreaterThan(200);
    const c = frameAt(counting, 2000 + 100);
    // The 2 fading in: its main pass (the shadow pass is drawn off-canvas).
    const two = c.texts.find((t) => t.text === '2' && t.x > 0);
    expect(two?.alpha).toBeCloseTo(fadeScaleMotion(100 / animMs, 'up', '1', '2').alpha, 3);
    // A countdown's seconds too.
    const down = frameAt(countdown({ title: '', animationStyle: 'fade-scale' }), 3000 + 100);
    const digits = down.texts.filter((t) => /^\d$/.test(t.text) && t.x > 0);
    expect(digits.some((t) => t.alpha < 1)).toBe(true);
  });
});
