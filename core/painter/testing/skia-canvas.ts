import { createCanvas, Path2D as SkiaPath } from '@napi-rs/canvas';
import type { Ctx2D, PaintEnv } from '../painter';

// The painter's tests draw on Skia through @napi-rs/canvas, the canvas the server paints images
// with (server/images/paint-env.ts registers the app's fonts there; these tests keep Skia's
// fallback font, so they compare positions and colours, never a glyph's exact width).

/** Paths from Skia, no scratch canvases: glyphs paint straight onto the frame. */
export const skiaEnv: PaintEnv = {
  path: (d) => new SkiaPath(d) as unknown as Path2D,
  scratch: () => null,
};

export interface TextCall {
  text: string;
  x: number;
  y: number;
  fillStyle: string;
  alpha: number;
}

export interface RecordedCanvas {
  /** The context to paint on: Skia's, with each fillText recorded on its way through. */
  ctx: Ctx2D;
  texts: TextCall[];
  /** RGBA of one pixel. */
  at: (x: number, y: number) => number[];
  /** RGBA bytes of the whole canvas. */
  pixels: () => Uint8ClampedArray;
  width: number;
  height: number;
}

export function recordCanvas(width: number, height: number): RecordedCanvas {
  const real = createCanvas(width, height).getContext('2d');
  const texts: TextCall[] = [];
  const ctx = new Proxy(real, {
    get(target, key) {
      if (key === 'fillText')
        return (text: string, x: number, y: number) => {
          const fillStyle = String(target.fillStyle);
          texts.push({ text, x, y, fillStyle, alpha: target.globalAlpha });
          target.fillText(text, x, y);
        };
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set: (target, key, value) => Reflect.set(target, key, value, target),
  }) as unknown as Ctx2D;
  return {
    ctx,
    texts,
    at: (x, y) => Array.from(real.getImageData(x, y, 1, 1).data),
    pixels: () => real.getImageData(0, 0, width, height).data,
    width,
    height,
  };
}
