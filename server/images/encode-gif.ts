import * as gifencModule from 'gifenc';
import type { Palette } from 'gifenc';

// gifenc is CommonJS under Node (its functions hang off the default export) and ESM under Vite
// (named exports, default is GIFEncoder): take whichever namespace has them.
const cjs = (gifencModule as unknown as { default?: typeof gifencModule }).default;
const gifenc = typeof gifencModule.quantize === 'function' ? gifencModule : (cjs as typeof gifencModule);
const { applyPalette, GIFEncoder, nearestColorIndex, quantize } = gifenc;

// GIF encoding for counter images: one palette for the whole clip (quantised from the first and
// last frames, which between them hold every colour the design uses), and frame-difference
// encoding: after the first frame only the pixels that changed are written, the rest take the
// transparent index, which LZW packs to almost nothing. Frames are left in place (disposal 1) so
// the unchanged pixels show through. The GIF plays once and holds its last frame: e-mail clients
// must never loop a countdown back to an earlier time.
export interface RgbaFrame {
  data: Uint8ClampedArray;
  delayMs: number;
}

const TRANSPARENT = 255;
/** Quantising every pixel is slow and adds nothing: a sample of this many pixels per frame is plenty. */
const SAMPLE_PIXELS = 40_000;

function sample(frames: Uint8ClampedArray[]): Uint8Array {
  const parts: Uint32Array[] = frames.map((f) => {
    const px = new Uint32Array(f.buffer, f.byteOffset, f.byteLength / 4);
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
  return new Uint8Array(all.buffer);
}

export function encodeGif(frames: RgbaFrame[], width: number, height: number): Uint8Array {
  const first = frames[0];
  if (!first) throw new Error('encodeGif needs at least one frame');
  const last = frames[frames.length - 1] ?? first;
  // 255 colours; index 255 stays free for "unchanged".
  const palette: Palette = quantize(sample([first.data, last.data]), 255);
  while (palette.length < 256) palette.push([0, 0, 0]);
  const gif = GIFEncoder({ initialCapacity: 64 * 1024 });
  const colors = palette.slice(0, 255);
  let previous = new Uint32Array(first.data.buffer, first.data.byteOffset, width * height);
  // What the reader's screen shows, as palette indices: a changed pixel that maps to the colour
  // already there is written as unchanged too.
  const shown = applyPalette(first.data, colors);
  gif.writeFrame(shown, width, height, { palette, delay: first.delayMs, repeat: -1, dispose: 1 });
  // Nearest palette entry per rgb565 bin, as gifenc does, but only for the pixels that changed.
  const bins = new Int16Array(65536).fill(-1);
  const map = (c: number): number => {
    const r = c & 0xff;
    const g = (c >> 8) & 0xff;
    const b = (c >> 16) & 0xff;
    const key = ((r >> 3) << 11) | ((g >> 2) << 5) | (b >> 3);
    let idx = bins[key] ?? -1;
    if (idx < 0) {
      idx = nearestColorIndex(colors, [r, g, b]);
      bins[key] = idx;
    }
    return idx;
  };
  for (let f = 1; f < frames.length; f++) {
    const frame = frames[f] as RgbaFrame;
    const px = new Uint32Array(frame.data.buffer, frame.data.byteOffset, width * height);
    const index = new Uint8Array(px.length).fill(TRANSPARENT);
    for (let i = 0; i < px.length; i++) {
      const c = px[i] as number;
      if (c === previous[i]) continue;
      const idx = map(c);
      if (idx !== shown[i]) {
        index[i] = idx;
        shown[i] = idx;
      }
    }
    gif.writeFrame(index, width, height, {
      delay: frame.delayMs,
      transparent: true,
      transparentIndex: TRANSPARENT,
      dispose: 1,
    });
    previous = px;
  }
  gif.finish();
  return gif.bytesView();
}
