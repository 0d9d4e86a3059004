import type { VideoJob, VideoProgress, VideoResult, WorkerReply } from './video-job';

// Starts an export in a Web Worker, which paints on its own OffscreenCanvas and encodes there: the
// page only sends the job and receives progress and the finished file, so it stays responsive
// however long the clip is (e2e/export-responsive.spec.ts holds it to that). There is no second
// path on the page: every browser with WebCodecs encoders can draw on an OffscreenCanvas in a worker.
export interface ExportRun {
  done: Promise<VideoResult | null>;
  cancel: () => void;
}

type OnProgress = (p: VideoProgress) => void;

export const NO_WORKER_MESSAGE =
  'This browser cannot render video in the background (no OffscreenCanvas in workers). Try a recent Chrome, Edge or Safari.';

export function startVideoExport(job: VideoJob, onProgress: OnProgress): ExportRun {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') {
    return { done: Promise.reject(new Error(NO_WORKER_MESSAGE)), cancel: () => {} };
  }
  const worker = new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module' });
  const done = new Promise<VideoResult | null>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') onProgress(reply.progress);
      else if (reply.type === 'done') resolve(reply.result);
      else if (reply.type === 'canceled') resolve(null);
      else reject(new Error(reply.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new Error(event.message || 'The export stopped unexpectedly.'));
    };
  }).finally(() => worker.terminate());
  worker.postMessage({ type: 'start', job });
  return { done, cancel: () => worker.postMessage({ type: 'cancel' }) };
}
