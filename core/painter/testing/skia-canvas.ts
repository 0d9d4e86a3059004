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
  /** The context's font as the text was filled. */
  font: string;
  /** Where (x, y) lands on the canvas through the current transform, and its scale there. */
  device: { x: number; y: number; scaleX: number; scaleY: number };
  /** The context's shadow as the text was filled. */
  shadow: { color: string; x: number; y: number; blur: number };
}

/** A path filled (icons): the transform's origin and scale, so the icon's box on the canvas. */
export interface PathFill {
  x: number;
  y: number;
  scale: number;
  fillStyle: string;
  /** 'nonzero' unless the fill asked for 'evenodd'. */
  rule: string;
  shadow: { color: string; y: number; blur: number };
}

export interface RecordedCanvas {
  /** The context to paint on: Skia's, with each fillText recorded on its way through. */
  ctx: Ctx2D;
  texts: TextCall[];
  fills: PathFill[];
  /** The name of every context method called, in order. */
  calls: string[];
  /** The path building calls (moveTo, lineTo, ellipse, …) with their arguments, in order. */
  paths: { name: string; args: number[] }[];
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
  const fills: PathFill[] = [];
  const calls: string[] = [];
  const paths: { name: string; args: number[] }[] = [];
  const PATH_CALLS = new Set(['moveTo', 'lineTo', 'ellipse', 'arc', 'rect', 'roundRect']);
  const ctx = new Proxy(real, {
    get(target, key) {
      if (typeof key === 'string' && typeof Reflect.get(target, key, target) === 'function') calls.push(key);
      if (key === 'fillText')
        return (text: string, x: number, y: number) => {
          const fillStyle = String(target.fillStyle);
          const m = target.getTransform();
          const device = { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f, scaleX: m.a, scaleY: m.d };
          const shadow = {
            color: String(target.shadowColor),
            x: target.shadowOffsetX,
            y: target.shadowOffsetY,
            blur: target.shadowBlur,
          };
          texts.push({ text, x, y, fillStyle, alpha: target.globalAlpha, font: target.font, device, shadow });
          target.fillText(text, x, y);
        };
      if (typeof key === 'string' && PATH_CALLS.has(key))
        return (...args: number[]) => {
          paths.push({ name: key, args });
          return (Reflect.get(target, key, target) as (...a: number[]) => void).apply(target, args);
        };
      if (key === 'fill')
        return (...args: unknown[]) => {
          const m = target.getTransform();
          fills.push({
            x: m.e,
            y: m.f,
            scale: m.a,
            fillStyle: String(target.fillStyle),
            rule: args.find((a): a is string => typeof a === 'string') ?? 'nonzero',
            shadow: { color: String(target.shadowColor), y: target.shadowOffsetY, blur: target.shadowBlur },
          });
          (target.fill as (...a: unknown[]) => void).apply(target, args);
        };
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set: (target, key, value) => Reflect.set(target, key, value, target),
  }) as unknown as Ctx2D;
  return {
    ctx,
    texts,
    fills,
    calls,
    paths,
    at: (x, y) => Array.from(real.getImageData(x, y, 1, 1).data),
    pixels: () => real.getImageData(0, 0, width, height).data,
    width,
    height,
  };
}
