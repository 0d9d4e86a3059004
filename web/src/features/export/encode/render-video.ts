import { createScene, drawFrame } from '@core/painter/draw-frame';
import { BufferTarget, CanvasSource, Mp4OutputFormat, Output, WebMOutputFormat } from 'mediabunny';
import { VIDEO_SIZES } from '../render/video-sizes';
import { EXPORT_QUALITY, pickVideoCodec } from './codecs';
import type { VideoJob, VideoProgress, VideoResult } from './video-job';

// The whole export: draw frame N at N/fps seconds of virtual time, hand the canvas to the encoder
// (mediabunny's CanvasSource over WebCodecs), mux, return the file. Never waits on real time: it
// runs as fast as the encoder goes. The same code runs in the worker and, as a fallback, on the page.
export interface RenderHooks {
  onProgress: (p: VideoProgress) => void;
  isCanceled: () => boolean;
  /** On the page (no worker): give the event loop a turn between frames. */
  between?: () => Promise<void>;
}

export const NO_ENCODER_MESSAGE =
  'This browser cannot encode video here (no WebCodecs encoder for this format and size). Try MP4, a smaller size, or a recent Chrome, Edge or Safari.';

export async function renderVideo(
  job: VideoJob,
  canvas: OffscreenCanvas | HTMLCanvasElement,
  hooks: RenderHooks,
): Promise<VideoResult | null> {
  const size = VIDEO_SIZES[job.sizeId];
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d', { alpha: job.transparent }) as
    | OffscreenCanvasRenderingContext2D
    | CanvasRenderingContext2D
    | null;
  if (!ctx) throw new Error('Canvas 2D is not available in this browser.');
  const codec = await pickVideoCodec(job.container, { width: size.width, height: size.height, fps: job.fps });
  if (!codec) throw new Error(NO_ENCODER_MESSAGE);
  const scene = createScene(job.settings, size, job);
  const output = new Output({
    format:
      job.container === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(),
    target: new BufferTarget(),
  });
  const source = new CanvasSource(canvas, {
    codec,
    quality: EXPORT_QUALITY,
    alpha: job.transparent ? 'keep' : 'discard',
  });
  output.addVideoTrack(source, { frameRate: job.fps });
  await output.start();
  const frames = Math.max(1, Math.round((scene.clip.plan.durationMs / 1000) * job.fps));
  for (let i = 0; i < frames; i++) {
    if (hooks.isCanceled()) {
      await output.cancel();
      return null;
    }
    drawFrame(ctx, scene, (i * 1000) / job.fps);
    // Awaiting add() respects the encoder's backpressure.
    await source.add(i / job.fps, 1 / job.fps);
    hooks.onProgress({ frame: i + 1, frames });
    await hooks.between?.();
  }
  await output.finalize();
  const buffer = output.target.buffer;
  if (!buffer) throw new Error('The encoder produced no data.');
  return {
    buffer,
    mimeType: await output.getMimeType(),
    codec,
    frames,
    durationMs: (frames * 1000) / job.fps,
  };
}
