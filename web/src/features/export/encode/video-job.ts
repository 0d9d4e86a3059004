import type { CounterSettings } from '@core/counter/settings';
import type { FontFaceSpec } from '../render/fonts';
import type { SizeId } from '../render/video-sizes';
import type { Container } from './codecs';

// What the export screen asks the encoder for, and what comes back. Plain data, so it crosses
// into the worker with postMessage.
export interface VideoJob {
  settings: CounterSettings;
  sizeId: SizeId;
  fps: 30 | 60;
  container: Container;
  transparent: boolean;
  stretchSeconds: number;
  seed: number;
  locale: string;
  fonts: FontFaceSpec[];
  tabularEm: number | null;
  /** The counter's logo, decoded (an ImageBitmap survives postMessage). */
  logo?: ImageBitmap | null;
}

export interface VideoResult {
  buffer: ArrayBuffer;
  mimeType: string;
  codec: string;
  frames: number;
  durationMs: number;
}

export interface VideoProgress {
  frame: number;
  frames: number;
}

export type WorkerRequest = { type: 'start'; job: VideoJob } | { type: 'cancel' };
export type WorkerReply =
  | { type: 'progress'; progress: VideoProgress }
  | { type: 'done'; result: VideoResult }
  | { type: 'canceled' }
  | { type: 'error'; message: string };
