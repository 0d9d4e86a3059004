import { renderVideo } from './render-video';
import type { VideoJob, VideoProgress, VideoResult, WorkerReply } from './video-job';

// Starts an export in a Web Worker (OffscreenCanvas), or on the page when workers cannot draw,
// yielding to the event loop between frames so the page still answers clicks.
export interface ExportRun {
  done: Promise<VideoResult | null>;
  cancel: () => void;
}

type OnProgress = (p: VideoProgress) => void;

export function startVideoExport(job: VideoJob, onProgress: OnProgress): ExportRun {
  if (typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined') {
    return inWorker(job, onProgress);
  }
  return onPage(job, onProgress);
}

function onPage(job: VideoJob, onProgress: OnProgress): ExportRun {
  let canceled = false;
  const canvas = document.createElement('canvas');
  const done = renderVideo(job, canvas, {
    onProgress,
    isCanceled: () => canceled,
    between: () => new Promise((resolve) => setTimeout(resolve, 0)),
  });
  return { done, cancel: () => (canceled = true) };
}

function inWorker(job: VideoJob, onProgress: OnProgress): ExportRun {
  const worker = new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module' });
  let started = false;
  let fallback: ExportRun | null = null;
  const done = new Promise<VideoResult | null>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      started = true;
      if (reply.type === 'progress') onProgress(reply.progress);
      else if (reply.type === 'done') resolve(reply.result);
      else if (reply.type === 'canceled') resolve(null);
      else reject(new Error(reply.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      if (started) {
        reject(new Error(event.message || 'The export stopped unexpectedly.'));
        return;
      }
      // The worker could not start (old browser, blocked script): render on the page instead.
      fallback = onPage(job, onProgress);
      fallback.done.then(resolve, reject);
    };
  }).finally(() => worker.terminate());
  worker.postMessage({ type: 'start', job });
  return {
    done,
    cancel: () => {
      worker.postMessage({ type: 'cancel' });
      fallback?.cancel();
    },
  };
}
