import { drawFrame } from '../../core/painter/draw-frame';
import { createImageScene, type ImageJob } from '../../core/painter/image-scene';
import { encodeGif } from './encode-gif';
import { createServerCanvas, serverPaintEnv } from './paint-env';

// A counter image painted on the server with the browser export's painter (core/painter):
// 'gif' the animated e-mail image, 'png' the current frame, 'og' the 1200×630 share card.
export type { ImageFormat, ImageJob } from '../../core/painter/image-scene';

export async function renderImage(job: ImageJob): Promise<Buffer> {
  const { scene, size, frames } = createImageScene(job, serverPaintEnv);
  const canvas = createServerCanvas(size.width, size.height);
  if (job.format !== 'gif') {
    drawFrame(canvas.ctx, scene, frames[0]?.ms ?? 0);
    return canvas.png();
  }
  const rgba = frames.map((f) => {
    drawFrame(canvas.ctx, scene, f.ms);
    return { data: canvas.pixels(), delayMs: f.delayMs };
  });
  return Buffer.from(encodeGif(rgba, size.width, size.height));
}
