import type { CounterSettings } from '../counter/settings';
import { mixHex } from './css-math';
import { createPainter, type Painter, type ScratchCanvas, type Shadow } from './painter';

// One digit in the counter's number style (digits.css): normal (soft shadow), text-3d (stacked
// hard shadows in a darker shade, then two soft ones) or text-outline (a dark outer stroke).
const OFFSCREEN = 10_000;

// Blurred shadows are painted from a glyph drawn far off-canvas, so only the shadow lands.
function shadowOnly(p: Painter, ch: string, x: number, y: number, s: Shadow) {
  p.ctx.save();
  p.setShadow({ ...s, x: s.x + OFFSCREEN });
  p.ctx.fillText(ch, x - OFFSCREEN, y);
  p.ctx.restore();
}

function paintGlyphDirect(p: Painter, s: CounterSettings, ch: string, x: number, y: number, fs: number) {
  const { ctx } = p;
  if (s.numberStyle === 'text-outline') {
    // As digits.css: stroke first, fill over it, so only the outer half of the stroke shows.
    ctx.lineWidth = Math.max(4, 0.056 * fs);
    ctx.lineJoin = 'round';
    // Stryker disable next-line StringLiteral: hexToRgb reads '' as black too
    ctx.strokeStyle = mixHex(s.counterColor, 0.3, '#000000');
    ctx.strokeText(ch, x, y);
    ctx.fillStyle = s.counterColor;
    ctx.fillText(ch, x, y);
    return;
  }
  if (s.numberStyle === 'text-3d') {
    shadowOnly(p, ch, x, y, { x: 0, y: 0.12 * fs, blur: 0.18 * fs, color: 'rgba(0, 0, 0, 0.3)' });
    shadowOnly(p, ch, x, y, { x: 0, y: 0.075 * fs, blur: 0.02 * fs, color: 'rgba(0, 0, 0, 0.35)' });
    // Stryker disable next-line StringLiteral: hexToRgb reads '' as black too
    ctx.fillStyle = mixHex(s.counterColor, 0.45, '#000000');
    for (const off of [0.06, 0.048, 0.036, 0.024, 0.012]) ctx.fillText(ch, x, y + off * fs);
  } else {
    shadowOnly(p, ch, x, y, { x: 0, y: 0.03 * fs, blur: 0.12 * fs, color: 'rgba(0, 0, 0, 0.22)' });
  }
  ctx.fillStyle = s.counterColor;
  ctx.fillText(ch, x, y);
}

// A glyph with its blurred shadows costs milliseconds to paint on a CPU canvas, and a clip paints
// the same few digits hundreds of times: each is painted once into a sprite and then copied.
interface Sprite {
  image: ScratchCanvas;
  left: number;
  top: number;
  width: number;
  height: number;
}

const sprites = new WeakMap<Painter, Map<string, Sprite | null>>();

function spriteOf(p: Painter, s: CounterSettings, ch: string, fs: number): Sprite | null {
  let cache = sprites.get(p);
  if (!cache) {
    cache = new Map();
    sprites.set(p, cache);
  }
  // The colour is part of the key: a countdown's digits turn to the warning colour mid-clip.
  const key = `${ch}|${fs}|${s.counterColor}`;
  let sprite = cache.get(key);
  if (sprite !== undefined) return sprite;
  sprite = null;
  const font = p.font(fs);
  const { ascent, descent } = p.vertical(font);
  const width = p.measure(ch, font) + fs;
  const height = ascent + descent + 0.8 * fs;
  const image = p.env.scratch(Math.ceil(width * p.ratio), Math.ceil(height * p.ratio));
  if (image) {
    const ctx = image.getContext('2d');
    if (ctx) {
      ctx.scale(p.ratio, p.ratio);
      const sp = createPainter(ctx, p.ratio, s.fontStyle, p.tabularEm, p.env);
      ctx.font = font;
      // Stryker disable next-line StringLiteral: a new canvas's baseline is alphabetic already
      ctx.textBaseline = 'alphabetic';
      paintGlyphDirect(sp, s, ch, 0.5 * fs, 0.3 * fs + ascent, fs);
      sprite = {
        image,
        left: -0.5 * fs,
        top: -(0.3 * fs + ascent),
        width: image.width / p.ratio,
        height: image.height / p.ratio,
      };
    }
  }
  if (cache.size > 400) cache.clear();
  cache.set(key, sprite);
  return sprite;
}

export function paintGlyph(p: Painter, s: CounterSettings, ch: string, x: number, y: number, fs: number) {
  const sprite = spriteOf(p, s, ch, fs);
  if (!sprite) {
    paintGlyphDirect(p, s, ch, x, y, fs);
    return;
  }
  p.ctx.drawImage(
    sprite.image as unknown as CanvasImageSource,
    x + sprite.left,
    y + sprite.top,
    sprite.width,
    sprite.height,
  );
}
