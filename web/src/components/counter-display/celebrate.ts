// Confetti at completion. canvas-confetti is imported on demand so it is never in a first load,
// and uses the main thread (our CSP has no blob: workers). Reduced motion turns it off.
export interface CelebrateOptions {
  particleCount: number;
  spread?: number;
  /** Keep firing bursts for this long (0: a single burst). */
  durationMs?: number;
}

export interface Celebration {
  stop: () => void;
}

export function celebrate({ particleCount, spread = 90, durationMs = 0 }: CelebrateOptions): Celebration {
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let endTimer: ReturnType<typeof setTimeout> | undefined;
  let reset: (() => void) | undefined;
  let canvas: HTMLCanvasElement | undefined;
  const stop = () => {
    stopped = true;
    clearInterval(timer);
    clearTimeout(endTimer);
    reset?.();
    canvas?.remove();
  };
  import('canvas-confetti')
    .then(({ default: confetti }) => {
      if (stopped) return;
      canvas = document.createElement('canvas');
      canvas.setAttribute('aria-hidden', 'true');
      canvas.dataset.testid = 'confetti';
      canvas.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:50';
      document.body.appendChild(canvas);
      const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
      reset = () => fire.reset();
      const burst = (x: number) => {
        void fire({ particleCount, spread, startVelocity: 48, ticks: 260, origin: { x, y: 0.62 } });
      };
      burst(0.5);
      if (durationMs > 0) {
        let n = 0;
        timer = setInterval(() => burst(n++ % 2 === 0 ? 0.25 : 0.75), 2500);
        endTimer = setTimeout(stop, durationMs);
      }
    })
    .catch((err: unknown) => console.warn('Confetti failed to load', err));
  return { stop };
}
