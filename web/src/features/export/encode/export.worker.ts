import { loadFontFaces } from '../render/fonts';
import { renderVideo } from './render-video';
import type { WorkerReply, WorkerRequest } from './video-job';

// Paints and encodes off the page's thread, on an OffscreenCanvas, so the export screen stays
// responsive; the page gets progress and the finished file.
const scope = globalThis as unknown as {
  fonts: FontFaceSet;
  postMessage: (message: WorkerReply, transfer?: Transferable[]) => void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};

let canceled = false;
let lastProgress = 0;

scope.onmessage = (event) => {
  const request = event.data;
  if (request.type === 'cancel') {
    canceled = true;
    return;
  }
  void (async () => {
    try {
      await loadFontFaces(scope.fonts, request.job.fonts);
      const canvas = new OffscreenCanvas(16, 16);
      const result = await renderVideo(request.job, canvas, {
        isCanceled: () => canceled,
        onProgress(progress) {
          // Each message re-renders the studio (tens of ms of the page's thread on a busy machine);
          // four a second is plenty for a bar and a time left.
          const now = performance.now();
          if (now - lastProgress < 250 && progress.frame < progress.frames) return;
          lastProgress = now;
          scope.postMessage({ type: 'progress', progress });
        },
      });
      if (result) scope.postMessage({ type: 'done', result }, [result.buffer]);
      else scope.postMessage({ type: 'canceled' });
    } catch (err) {
      scope.postMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  })();
};
