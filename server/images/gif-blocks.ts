import type { Palette } from 'gifenc';
import * as gifencModule from 'gifenc';

// GIF building blocks: a palette for a clip, one frame's bytes (full or as a difference against
// what is on screen), the header and the trailer. A GIF is header + frames + trailer, so frames
// encoded once can be reused by later GIFs of the same clip (gif-strip.ts).

// gifenc is CommonJS under Node (its functions hang off the default export) and ESM under Vite
// (named exports, default is GIFEncoder): take whichever namespace has them.
const cjs = (gifencModule as unknown as { default?: typeof gifencModule }).default;
const gifenc = typeof gifencModule.quantize === 'function' ? gifencModule : (cjs as typeof gifencModule);

export const TRANSPARENT = 255;
/** Quantising every pixel is slow and adds nothing: a sample of this many pixels per frame is plenty. */
const SAMPLE_PIXELS = 40_000;

export interface ClipPalette {
  /** 256 entries; the last is the transparent "unchanged" index. */
  table: Palette;
  /** RGBA (little-endian uint32) → palette index, for the frames of this clip. */
  indexOf: (rgba: Uint32Array) => Uint8Array;
  /** One RGBA colour's index. */
  map: (rgba: number) => number;
}

const words = (rgba: Uint8ClampedArray) => new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.byteLength / 4);

/** 255 colours quantised from a sample of the given frames' pixels. */
export function createClipPalette(frames: Uint8ClampedArray[]): ClipPalette {
  const parts = frames.map((f) => {
    const px = words(f);
    const step = Math.max(1, Math.floor(px.length / SAMPLE_PIXELS));
    const out = new Uint32Array(Math.ceil(px.length / step));
    for (let i = 0, j = 0; i < px.length; i += step, j++) out[j] = px[i] ?? 0;
    return out;
  });
  const all = new Uint32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  const colors = gifenc.quantize(new Uint8Array(all.buffer), 255);
  const table = [...colors];
  while (table.length < 256) table.push([0, 0, 0]);
  // Nearest palette entry per rgb565 bin, as gifenc's applyPalette does.
  const bins = new Int16Array(65536).fill(-1);
  const map = (c: number): number => {
    const r = c & 0xff;
    const g = (c >> 8) & 0xff;
    const b = (c >> 16) & 0xff;
    const key = ((r >> 3) << 11) | ((g >> 2) << 5) | (b >> 3);
    let idx = bins[key] ?? -1;
    if (idx < 0) {
      idx = gifenc.nearestColorIndex(colors, [r, g, b]);
      bins[key] = idx;
    }
    return idx;
  };
  return {
    table,
    map,
    indexOf(px) {
      const out = new Uint8Array(px.length);
      let last = -1;
      let lastIdx = 0;
      for (let i = 0; i < px.length; i++) {
        const c = px[i] as number;
        if (c !== last) {
          last = c;
          lastIdx = map(c);
        }
        out[i] = lastIdx;
      }
      return out;
    },
  };
}

export function toIndices(palette: ClipPalette, rgba: Uint8ClampedArray): Uint8Array {
  return palette.indexOf(words(rgba));
}

/** The next frame's indices from the previous frame's: only pixels whose colour changed are mapped. */
export function advanceIndices(
  palette: ClipPalette,
  before: Uint8ClampedArray,
  beforeIndex: Uint8Array,
  next: Uint8ClampedArray,
): Uint8Array {
  const a = words(before);
  const b = words(next);
  const out = beforeIndex.slice();
  for (let i = 0; i < b.length; i++) if (a[i] !== b[i]) out[i] = palette.map(b[i] as number);
  return out;
}

function frameBytes(
  index: Uint8Array,
  width: number,
  height: number,
  delayMs: number,
  transparent: boolean,
  left = 0,
  top = 0,
) {
  const enc = gifenc.GIFEncoder({ auto: false, initialCapacity: 16 * 1024 });
  enc.writeFrame(index, width, height, {
    delay: delayMs,
    transparent,
    transparentIndex: TRANSPARENT,
    dispose: 1,
    first: false,
  });
  const bytes = enc.bytesView().slice();
  // gifenc always places a frame at 0,0: set the image descriptor's position (after the 8-byte
  // graphic control extension: 0x2C, left, top, little-endian).
  bytes[9] = left & 0xff;
  bytes[10] = left >> 8;
  bytes[11] = top & 0xff;
  bytes[12] = top >> 8;
  return bytes;
}

/** A whole frame. */
export function encodeFullFrame(index: Uint8Array, width: number, height: number, delayMs: number) {
  return frameBytes(index, width, height, delayMs, false);
}

/**
 * Only what changed from `shown` to `next` (both palette indices); the rest is transparent, which
 * LZW packs to almost nothing. Frames stay in place (disposal 1), so unchanged pixels show through.
 */
export function encodeDiffFrame(
  shown: Uint8Array,
  next: Uint8Array,
  width: number,
  height: number,
  delayMs: number,
) {
  // Only the rectangle around the changes is written (for a countdown, usually the seconds).
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      if (next[i] === shown[i]) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      y1 = y;
    }
  }
  if (x1 < 0) return frameBytes(new Uint8Array([TRANSPARENT]), 1, 1, delayMs, true);
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const index = new Uint8Array(w * h).fill(TRANSPARENT);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y0 + y) * width + x0 + x;
      if (next[i] !== shown[i]) index[y * w + x] = next[i] as number;
    }
  }
  return frameBytes(index, w, h, delayMs, true, x0, y0);
}

/**
 * The header: logical screen and global palette, and no NETSCAPE loop extension, so readers play
 * the GIF once and hold its last frame (a countdown never loops back to an earlier time).
 */
export function gifHeader(width: number, height: number, palette: ClipPalette): Uint8Array {
  const out = new Uint8Array(13 + 768);
  out.set([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]); // GIF89a
  out[6] = width & 0xff;
  out[7] = width >> 8;
  out[8] = height & 0xff;
  out[9] = height >> 8;
  out[10] = 0xf7; // global table of 256 entries, 8-bit colour resolution
  palette.table.forEach(([r = 0, g = 0, b = 0], i) => {
    out.set([r, g, b], 13 + i * 3);
  });
  return out;
}

export const GIF_TRAILER = new Uint8Array([0x3b]);
