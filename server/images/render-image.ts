import type { CounterSettings } from '../../core/counter/settings';
import { createScene, drawFrame } from '../../core/painter/draw-frame';
import type { FrameSize } from '../../core/painter/frame-metrics';
import { imageFrameSize, OG_SIZE } from '../../core/painter/image-size';
import { createLiveClip } from '../../core/painter/live-clip';
import { EMAIL_IMAGE_UPGRADE_NOTE, WATERMARK_TEXT } from '../../core/plan/email-images';
import { encodeGif } from './encode-gif';
import { createServerCanvas, serverPaintEnv } from './paint-env';

// A counter image painted on the server with the browser export's painter (core/painter):
// 'gif' the animated e-mail image, 'png' the current frame, 'og' the 1200×630 share card.
export type ImageFormat = 'gif' | 'png' | 'og';

export interface ImageJob {
  settings: CounterSettings;
  premium: boolean;
  format: ImageFormat;
  width: number;
  scale: 1 | 2;
  now: number;
}

/** What makes two jobs' images equal besides the counter: format, size, plan and shown second. */
export function imageKeyOf(job: ImageJob): string {
  const live = createLiveClip(job.settings, job.now, 1);
  return `${job.format}|${job.width}|${job.scale}|${job.premium ? 'p' : 'f'}|${live.second}`;
}

export function imageSizeOf(job: Pick<ImageJob, 'settings' | 'format' | 'width' | 'scale' | 'premium'>): FrameSize {
  return job.format === 'og' ? OG_SIZE : imageFrameSize(job.settings, job.width, job.scale, !job.premium);
}

export async function renderImage(job: ImageJob): Promise<Buffer> {
  const size = imageSizeOf(job);
  // Free owners' e-mail images are a still with the upgrade note (e-mail images are Premium).
  const animated = job.format === 'gif' && job.premium;
  const live = createLiveClip(job.settings, job.now, animated ? undefined : 1);
  const scene = createScene(
    job.settings,
    size,
    {
      transparent: false,
      locale: 'en-US',
      stretchSeconds: 0,
      seed: 1,
      still: true,
      watermark: job.premium ? null : WATERMARK_TEXT,
      note: job.format === 'gif' && !job.premium ? EMAIL_IMAGE_UPGRADE_NOTE : null,
      env: serverPaintEnv,
    },
    live.clip,
  );
  const canvas = createServerCanvas(size.width, size.height);
  if (job.format !== 'gif') {
    drawFrame(canvas.ctx, scene, live.frames[0]?.ms ?? 0);
    return canvas.png();
  }
  const frames = live.frames.map((f) => {
    drawFrame(canvas.ctx, scene, f.ms);
    return { data: canvas.pixels(), delayMs: f.delayMs };
  });
  return Buffer.from(encodeGif(frames, size.width, size.height));
}
