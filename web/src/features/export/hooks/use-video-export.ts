import { useCallback, useEffect, useRef, useState } from 'react';
import { startVideoExport } from '../encode/run-export';
import type { VideoJob } from '../encode/video-job';

// One export at a time: its progress (with an ETA from the frames done so far), Cancel, and the
// finished file as an object URL that is revoked when replaced or when the screen closes.
export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; frame: number; frames: number; startedAt: number; etaMs: number | null }
  | {
      status: 'done';
      url: string;
      fileName: string;
      bytes: number;
      codec: string;
      mimeType: string;
      wallMs: number;
    }
  | { status: 'canceled' }
  | { status: 'error'; message: string };

export function useVideoExport() {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const cancelRef = useRef<(() => void) | null>(null);
  const urlRef = useRef<string | null>(null);

  const revoke = useCallback(() => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  }, []);

  useEffect(
    () => () => {
      cancelRef.current?.();
      revoke();
    },
    [revoke],
  );

  const start = useCallback(
    (job: VideoJob, fileName: (ext: string) => string) => {
      revoke();
      const startedAt = performance.now();
      setState({ status: 'running', frame: 0, frames: 1, startedAt, etaMs: null });
      const run = startVideoExport(job, ({ frame, frames }) => {
        const elapsed = performance.now() - startedAt;
        const etaMs = frame > 5 ? (elapsed / frame) * (frames - frame) : null;
        setState({ status: 'running', frame, frames, startedAt, etaMs });
      });
      cancelRef.current = run.cancel;
      run.done.then(
        (result) => {
          cancelRef.current = null;
          if (!result) {
            setState({ status: 'canceled' });
            return;
          }
          const blob = new Blob([result.buffer], { type: result.mimeType });
          const url = URL.createObjectURL(blob);
          urlRef.current = url;
          setState({
            status: 'done',
            url,
            fileName: fileName(job.container),
            bytes: blob.size,
            codec: result.codec,
            mimeType: result.mimeType,
            wallMs: performance.now() - startedAt,
          });
        },
        (err: unknown) => {
          cancelRef.current = null;
          setState({ status: 'error', message: err instanceof Error ? err.message : String(err) });
        },
      );
    },
    [revoke],
  );

  const cancel = useCallback(() => cancelRef.current?.(), []);
  return { state, start, cancel };
}
