import {
  advanceIndices,
  createClipPalette,
  encodeDiffFrame,
  encodeFullFrame,
  GIF_TRAILER,
  gifHeader,
  toIndices,
} from './gif-blocks';
import { yieldToEventLoop } from './paint-env';

// A GIF from painted frames: one palette for the clip (from its first and last frames, which
// between them hold every colour the design uses), the first frame whole, then differences.
// A turn for the event loop after each frame: a 60-frame GIF at 1200 px and scale 2 took about two
// seconds to encode in one go, and every other request waited for all of it.
export interface RgbaFrame {
  data: Uint8ClampedArray;
  delayMs: number;
}

export async function encodeGif(frames: RgbaFrame[], width: number, height: number): Promise<Uint8Array> {
  const first = frames[0];
  if (!first) throw new Error('encodeGif needs at least one frame');
  const last = frames[frames.length - 1] ?? first;
  const palette = createClipPalette([first.data, last.data]);
  let shown = toIndices(palette, first.data);
  let before = first.data;
  const parts = [gifHeader(width, height, palette), encodeFullFrame(shown, width, height, first.delayMs)];
  for (const frame of frames.slice(1)) {
    await yieldToEventLoop();
    const next = advanceIndices(palette, before, shown, frame.data);
    parts.push(encodeDiffFrame(shown, next, width, height, frame.delayMs));
    shown = next;
    before = frame.data;
  }
  parts.push(GIF_TRAILER);
  return concat(parts);
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
