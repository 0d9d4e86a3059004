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
  timings: ExportTimings;
}

/** Where the worker's time went, summed over the clip (the bench prints it per frame). */
export interface ExportTimings {
  /** Issuing the painter's drawing calls. */
  drawMs: number;
  /** Rasterizing and copying changed frames into VideoFrames. */
  captureMs: number;
  /** Waiting for the encoder to take the next frame (its backpressure). */
  encodeWaitMs: number;
  /** Flushing the encoder and writing the file. */
  finalizeMs: number;
  /** Frames rasterized; the rest repeated the previous frame. */
  rasterized: number;
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
