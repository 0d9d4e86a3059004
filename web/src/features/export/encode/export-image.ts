import type { CounterSettings } from '@core/counter/settings';
import { createScene, drawFrame, type SceneOptions } from '@core/painter/draw-frame';
import type { VideoSize } from '../render/video-sizes';

// One frame of the clip as a PNG at full size: the same drawing as the video, no encoder needed.
export async function renderPng(
  settings: CounterSettings,
  size: VideoSize,
  options: SceneOptions,
  ms: number,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d', { alpha: options.transparent });
  if (!ctx) throw new Error('Canvas 2D is not available in this browser.');
  drawFrame(ctx, createScene(settings, size, options), ms);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the PNG.'))),
      'image/png',
    ),
  );
}
