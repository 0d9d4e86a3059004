import * as gifencModule from 'gifenc';
import type { Palette } from 'gifenc';

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

function frameBytes(index: Uint8Array, width: number, height: number, delayMs: number, transparent: boolean) {
  const enc = gifenc.GIFEncoder({ auto: false, initialCapacity: 16 * 1024 });
  enc.writeFrame(index, width, height, {
    delay: delayMs,
    transparent,
    transparentIndex: TRANSPARENT,
    dispose: 1,
    first: false,
  });
  return enc.bytesView().slice();
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
  const index = new Uint8Array(next.length).fill(TRANSPARENT);
  for (let i = 0; i < next.length; i++) if (next[i] !== shown[i]) index[i] = next[i] as number;
  return frameBytes(index, width, height, delayMs, true);
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
  palette.table.forEach(([r = 0, g = 0, b = 0], i) => out.set([r, g, b], 13 + i * 3));
  return out;
}

export const GIF_TRAILER = new Uint8Array([0x3b]);
