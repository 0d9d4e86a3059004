import { canEncodeVideo, getFirstEncodableVideoCodec, Quality, type VideoCodec } from 'mediabunny';

// Which codec a clip is encoded with, asked of the browser's WebCodecs encoders: MP4 prefers H.264
// (plays everywhere, uploads everywhere), then AV1, then VP9; WebM is VP9, with alpha only when the
// encoder can keep it.
export type Container = 'mp4' | 'webm';

export const EXPORT_QUALITY = new Quality('high');

export interface CodecQuery {
  width: number;
  height: number;
  fps: number;
}

export function hasWebCodecs(): boolean {
  return typeof VideoEncoder !== 'undefined' && typeof VideoFrame !== 'undefined';
}

export async function pickVideoCodec(container: Container, q: CodecQuery): Promise<VideoCodec | null> {
  if (!hasWebCodecs()) return null;
  const options = { width: q.width, height: q.height, frameRate: q.fps, quality: EXPORT_QUALITY };
  const order: VideoCodec[] = container === 'mp4' ? ['avc', 'av1', 'vp9'] : ['vp9'];
  return getFirstEncodableVideoCodec(order, options);
}

export async function canEncodeAlpha(q: CodecQuery): Promise<boolean> {
  if (!hasWebCodecs()) return false;
  return canEncodeVideo('vp9', {
    width: q.width,
    height: q.height,
    frameRate: q.fps,
    quality: EXPORT_QUALITY,
    alpha: 'keep',
  });
}

export const CODEC_NAMES: Record<string, string> = {
  avc: 'H.264',
  av1: 'AV1',
  vp9: 'VP9',
};
