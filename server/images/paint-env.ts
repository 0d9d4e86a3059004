import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, Path2D } from '@napi-rs/canvas';
import { FONT_FILES } from '../../core/painter/font-files';
import type { Ctx2D, PaintEnv, ScratchCanvas } from '../../core/painter/painter';

// The painter's environment on the server: @napi-rs/canvas (Skia) with the app's bundled
// @fontsource faces registered once, so a server frame uses the very files the browser loads.
const require = createRequire(import.meta.url);
let registered = false;

export function registerBundledFonts(): void {
  if (registered) return;
  registered = true;
  for (const file of Object.values(FONT_FILES).flat()) {
    GlobalFonts.registerFromPath(require.resolve(file.file), file.family);
  }
}

export const serverPaintEnv: PaintEnv = {
  path: (d) => new Path2D(d) as unknown as globalThis.Path2D,
  scratch: (w, h) => createCanvas(w, h) as unknown as ScratchCanvas,
};

export interface ServerCanvas {
  ctx: Ctx2D;
  /** RGBA bytes of the whole canvas. */
  pixels: () => Uint8ClampedArray;
  png: () => Promise<Buffer>;
}

export function createServerCanvas(width: number, height: number): ServerCanvas {
  registerBundledFonts();
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  return {
    ctx: ctx as unknown as Ctx2D,
    pixels: () => ctx.getImageData(0, 0, width, height).data,
    png: () => canvas.encode('png'),
  };
}
