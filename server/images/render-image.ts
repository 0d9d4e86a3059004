import { drawFrame } from '@core/painter/draw-frame';
import type { LogoImage } from '@core/painter/draw-mark';
import { createImageScene, type ImageJob } from '@core/painter/image-scene';
import { encodeGif } from './encode-gif';
import { createServerCanvas, serverPaintEnv, yieldToEventLoop } from './paint-env';

// A counter image painted on the server with the browser export's painter (core/painter):
// 'gif' the animated e-mail image, 'png' the current frame, 'og' the 1200×630 share card.
export type { ImageFormat, ImageJob } from '@core/painter/image-scene';

/** A job with the counter's logo decoded beside it (the job itself stays plain data). */
export type ServerImageJob = ImageJob & { logo?: LogoImage | null };

export async function renderImage(job: ServerImageJob): Promise<Buffer> {
  const { scene, size, frames } = createImageScene(job, serverPaintEnv, job.logo ?? null);
  const canvas = createServerCanvas(size.width, size.height);
  if (job.format !== 'gif') {
    drawFrame(canvas.ctx, scene, frames[0]?.ms ?? 0);
    return canvas.png();
  }
  const rgba: { data: Uint8ClampedArray; delayMs: number }[] = [];
  for (const f of frames) {
    drawFrame(canvas.ctx, scene, f.ms);
    rgba.push({ data: canvas.pixels(), delayMs: f.delayMs });
    // Between frames, give the event loop a turn: public views are not held up for a whole
    // render, and the canvas library's pixel buffers (native memory V8 does not see) are freed by
    // finalizers that only run between turns; without this, RSS grew ~7 MB per cold render.
    await yieldToEventLoop();
  }
  return Buffer.from(await encodeGif(rgba, size.width, size.height));
}
