import { drawFrame } from '@core/painter/draw-frame';
import { createImageScene } from '@core/painter/image-scene';
import { createLiveClip } from '@core/painter/live-clip';
import { concat } from './encode-gif';
import {
  advanceIndices,
  type ClipPalette,
  createClipPalette,
  encodeDiffFrame,
  encodeFullFrame,
  GIF_TRAILER,
  gifHeader,
  toIndices,
} from './gif-blocks';
import { createServerCanvas, type ServerCanvas, serverPaintEnv, yieldToEventLoop } from './paint-env';
import type { ServerImageJob } from './render-image';

// A countdown's GIF one second later is the same clip shifted by a frame: its first frame is new,
// and it gains one difference frame at the end; every difference in between is the same bytes.
// A strip keeps, per counter, design and size, the palette, the difference frames by remaining
// second and the last painted frame, so each new second paints two frames instead of sixty.
// Only for timers whose reading key steps down by one a second (not recurring ones, whose key jumps
// back up at each occurrence): the caller checks stripsCountdown().
const FRAMES = 60;

class CountdownStrip {
  private palette: ClipPalette | null = null;
  private readonly diffs = new Map<number, Uint8Array>();
  private tail: { r: number; index: Uint8Array; rgba: Uint8ClampedArray } | null = null;
  private canvas: ServerCanvas | null = null;
  private units = 0;
  // One render at a time per strip: requests for two seconds can overlap, and each reads and
  // advances the same palette, differences and tail.
  private queue: Promise<unknown> = Promise.resolve();

  bytes(): number {
    let n = (this.tail?.index.length ?? 0) * 5;
    for (const d of this.diffs.values()) n += d.length;
    return n + 1024;
  }

  render(job: ServerImageJob): Promise<Buffer> {
    const next = this.queue.then(() => this.renderNow(job));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async renderNow(job: ServerImageJob): Promise<Buffer> {
    const { scene, size } = createImageScene(job, serverPaintEnv, job.logo ?? null);
    // The reading key falls by one a second, through zero into overtime (negative) for a count-up
    // timer; the clip says how many frames this second's GIF has (fewer once it stops at zero).
    const live = createLiveClip(job.settings, job.now, FRAMES, { email: true });
    const R = live.second;
    // E-mail images keep the units of their first frame (hours while an hour or more is left):
    // frames painted for a clip with other units are not this clip's.
    const units = live.first.kind === 'countdown' ? live.first.parts.length : 0;
    if (units !== this.units) {
      this.diffs.clear();
      this.tail = null;
      this.palette = null;
      this.units = units;
    }
    const lo = R - (live.frames.length - 1);
    this.canvas ??= createServerCanvas(size.width, size.height);
    const canvas = this.canvas;
    // Frame for `r` seconds left: the scene counts from R at ms 0.
    const paint = (r: number) => {
      drawFrame(canvas.ctx, scene, (R - r) * 1000);
      return canvas.pixels();
    };
    if (this.tail && this.tail.r >= R) {
      // Nothing painted before is still in the clip (a gap longer than it): start afresh.
      this.diffs.clear();
      this.tail = null;
      this.palette = null;
    }
    for (const r of this.diffs.keys()) if (r >= R) this.diffs.delete(r);
    const first = paint(R);
    if (!this.palette) this.palette = createClipPalette([first, paint(lo)]);
    const palette = this.palette;
    const firstIndex = toIndices(palette, first);
    for (let r = R - 1; r >= lo; r--) {
      if (this.diffs.has(r)) continue;
      const before =
        r + 1 === R ? { index: firstIndex, rgba: first } : this.tail?.r === r + 1 ? this.tail : null;
      if (!before) {
        // A gap (no request for a while): start the strip again from this second.
        this.diffs.clear();
        this.tail = null;
        this.palette = null;
        return this.renderNow(job);
      }
      // A turn for the event loop per painted frame, as renderImage does (see there).
      await yieldToEventLoop();
      const rgba = paint(r);
      const index = advanceIndices(palette, before.rgba, before.index, rgba);
      this.diffs.set(r, encodeDiffFrame(before.index, index, size.width, size.height, 1000));
      this.tail = { r, index, rgba };
    }
    const parts = [
      gifHeader(size.width, size.height, palette),
      encodeFullFrame(firstIndex, size.width, size.height, 1000),
    ];
    for (let r = R - 1; r >= lo; r--) parts.push(this.diffs.get(r) as Uint8Array);
    parts.push(GIF_TRAILER);
    return Buffer.from(concat(parts));
  }
}

/**
 * Whether a countdown's GIF can come from a strip: its reading key steps down one a second (not a
 * synced countdown's, which stops while paused and jumps with added time).
 */
export const stripsCountdown = (settings: ServerImageJob['settings']) =>
  settings.countdownType === 'datetime' && settings.timerMode !== 'recurring' && settings.synced !== true;

/** The strips of the countdowns being requested, least recently used dropped past maxBytes. */
export class GifStrips {
  private readonly strips = new Map<string, CountdownStrip>();

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  async render(key: string, job: ServerImageJob): Promise<Buffer> {
    let strip = this.strips.get(key);
    if (strip) this.strips.delete(key);
    strip ??= new CountdownStrip();
    this.strips.set(key, strip);
    const bytes = await strip.render(job);
    let total = 0;
    for (const s of this.strips.values()) total += s.bytes();
    for (const [oldest, s] of this.strips) {
      if (total <= this.maxBytes || oldest === key) break;
      total -= s.bytes();
      this.strips.delete(oldest);
    }
    return bytes;
  }
}
