import { createScene, drawFrame } from '@core/painter/draw-frame';
import {
  BufferTarget,
  Mp4OutputFormat,
  Output,
  VideoSample,
  VideoSampleSource,
  WebMOutputFormat,
} from 'mediabunny';
import { VIDEO_SIZES } from '../render/video-sizes';
import { EXPORT_QUALITY, pickVideoCodec } from './codecs';
import { createFrameRecorder } from './frame-recorder';
import type { ExportTimings, VideoJob, VideoProgress, VideoResult } from './video-job';

// The whole export, run in the worker: draw frame N at N/fps seconds of virtual time on the
// worker's OffscreenCanvas, hand it to the encoder (WebCodecs through mediabunny), mux, return the
// file. Never waits on real time: it runs as fast as the encoder goes.
//
// Where the time goes on a CPU-only machine (bench/export.ts prints it): issuing the drawing calls
// is cheap; rasterizing 1920×1080 pixels and copying them into a VideoFrame is most of the worker's
// time, and the encoder's own thread about as much again. A frame whose drawing calls match the
// previous frame's (a countdown between ticks, the held end) is therefore not rasterized: the
// previous VideoFrame is handed to the encoder again with the new timestamp.
export interface RenderHooks {
  onProgress: (p: VideoProgress) => void;
  isCanceled: () => boolean;
}

export const NO_ENCODER_MESSAGE =
  'This browser cannot encode video here (no WebCodecs encoder for this format and size). Try MP4, a smaller size, or a recent Chrome, Edge or Safari.';

export async function renderVideo(
  job: VideoJob,
  canvas: OffscreenCanvas,
  hooks: RenderHooks,
): Promise<VideoResult | null> {
  const size = VIDEO_SIZES[job.sizeId];
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d', { alpha: job.transparent });
  if (!ctx) throw new Error('Canvas 2D is not available in this browser.');
  const codec = await pickVideoCodec(job.container, { width: size.width, height: size.height, fps: job.fps });
  if (!codec) throw new Error(NO_ENCODER_MESSAGE);
  const scene = createScene(job.settings, size, job);
  const output = new Output({
    format:
      job.container === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(),
    target: new BufferTarget(),
  });
  const source = new VideoSampleSource({
    codec,
    quality: EXPORT_QUALITY,
    alpha: job.transparent ? 'keep' : 'discard',
  });
  output.addVideoTrack(source, { frameRate: job.fps });
  await output.start();
  const frames = Math.max(1, Math.round((scene.clip.plan.durationMs / 1000) * job.fps));
  const recorder = createFrameRecorder(ctx);
  const timings: ExportTimings = { drawMs: 0, captureMs: 0, encodeWaitMs: 0, finalizeMs: 0, rasterized: 0 };
  let last: VideoFrame | null = null;
  let lastLog = '';
  try {
    for (let i = 0; i < frames; i++) {
      if (hooks.isCanceled()) {
        await output.cancel();
        return null;
      }
      const t0 = performance.now();
      // Every frame starts from the context's initial state, so equal calls mean equal pixels.
      ctx.save();
      drawFrame(recorder.ctx, scene, (i * 1000) / job.fps);
      ctx.restore();
      const log = recorder.take();
      const t1 = performance.now();
      if (!last || log !== lastLog) {
        last?.close();
        last = new VideoFrame(canvas, { timestamp: 0 });
        lastLog = log;
        timings.rasterized++;
      }
      const sample = new VideoSample(last.clone(), { timestamp: i / job.fps, duration: 1 / job.fps });
      const t2 = performance.now();
      try {
        // Awaiting add() respects the encoder's backpressure.
        await source.add(sample);
      } finally {
        sample.close();
      }
      const t3 = performance.now();
      timings.drawMs += t1 - t0;
      timings.captureMs += t2 - t1;
      timings.encodeWaitMs += t3 - t2;
      hooks.onProgress({ frame: i + 1, frames });
    }
  } finally {
    last?.close();
  }
  const t4 = performance.now();
  await output.finalize();
  timings.finalizeMs = performance.now() - t4;
  const buffer = output.target.buffer;
  if (!buffer) throw new Error('The encoder produced no data.');
  return {
    buffer,
    mimeType: await output.getMimeType(),
    codec,
    frames,
    durationMs: (frames * 1000) / job.fps,
    timings,
  };
}
