import { createRequire } from 'node:module';
import type { LogoImage } from '@core/painter/draw-mark';
import { EMOJI_FONT_FILE, FONT_FILES } from '@core/painter/font-files';
import type { Ctx2D, PaintEnv, ScratchCanvas } from '@core/painter/painter';

// The painter's environment on the server: @napi-rs/canvas (Skia) with the app's bundled
// @fontsource faces registered once, so a server frame uses the very files the browser loads.
const require = createRequire(import.meta.url);
let registered = false;

type CanvasModule = typeof import('@napi-rs/canvas');
let canvasModule: CanvasModule | undefined;

// Skia is loaded on the first image, not at start-up: opening its native library was about a tenth
// of loading the server's modules (issue 20, start to first answer), and most starts serve pages
// and the API long before anyone asks for an image. require() keeps the painter synchronous.
function canvas(): CanvasModule {
  canvasModule ??= require('@napi-rs/canvas') as CanvasModule;
  return canvasModule;
}

export function registerBundledFonts(): void {
  if (registered) return;
  registered = true;
  for (const file of [...Object.values(FONT_FILES).flat(), EMOJI_FONT_FILE]) {
    canvas().GlobalFonts.registerFromPath(require.resolve(file.file), file.family);
  }
}

export const serverPaintEnv: PaintEnv = {
  path: (d) => new (canvas().Path2D)(d) as unknown as globalThis.Path2D,
  scratch: (w, h) => canvas().createCanvas(w, h) as unknown as ScratchCanvas,
};

export interface ServerCanvas {
  ctx: Ctx2D;
  /** RGBA bytes of the whole canvas. */
  pixels: () => Uint8ClampedArray;
  png: () => Promise<Buffer>;
}

// Skia surfaces hold native memory the JS heap does not see: canvases are reused per size (the
// painter clears every frame) instead of one per render, so a blast of distinct counters does not
// pile them up between garbage collections.
const pool = new Map<string, ServerCanvas>();
const POOL_SIZES = 32;

export function createServerCanvas(width: number, height: number): ServerCanvas {
  const key = `${width}x${height}`;
  const pooled = pool.get(key);
  if (pooled) return pooled;
  const made = makeCanvas(width, height);
  if (pool.size >= POOL_SIZES) pool.delete(pool.keys().next().value as string);
  pool.set(key, made);
  return made;
}

function makeCanvas(width: number, height: number): ServerCanvas {
  registerBundledFonts();
  const surface = canvas().createCanvas(width, height);
  const ctx = surface.getContext('2d');
  return {
    ctx: ctx as unknown as Ctx2D,
    pixels: () => ctx.getImageData(0, 0, width, height).data,
    png: () => surface.encode('png'),
  };
}

/**
 * One turn of the event loop (setImmediate). Renders take one between frames: other requests are
 * not held up for a whole GIF, and the canvas library's pixel buffers (native memory V8 does not
 * see, freed by finalizers that only run between turns) do not pile up: without it, 100 distinct
 * countdowns grew the process by about 800 MB.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Decodes a stored logo for the painter; null when its bytes do not decode. */
export async function decodeLogo(bytes: Buffer): Promise<LogoImage | null> {
  try {
    return (await canvas().loadImage(bytes)) as unknown as LogoImage;
  } catch {
    return null;
  }
}
