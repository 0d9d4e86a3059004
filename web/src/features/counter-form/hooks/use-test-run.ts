import { type Celebration, celebrate } from '@web/components/counter-display/celebrate';
import { useEffect, useRef, useState } from 'react';
import { TEST_STEPS } from '../utils/test-stretch';

/** Countdowns tick once a second whatever the speed (docs/product.md §4), so their test does too. */
const COUNTDOWN_TICK_MS = 1000;
/** How long the completion (message and confetti) stays before the preview shows the counter again. */
export const TEST_HOLD_MS = 5000;
const TEST_CONFETTI = { particleCount: 140, spread: 100 } as const;

export type TestPhase = { kind: 'idle' } | { kind: 'running'; left: number } | { kind: 'done' };

/**
 * Test Animation: TEST_STEPS ticks into the goal at the counter's own pace (its speed, or a second
 * for a countdown), then the completion moment for TEST_HOLD_MS, with confetti when the counter
 * completes there (`celebrates`: not when a countdown keeps counting past zero, hides or redirects).
 */
export function useTestRun(countdown: boolean, speedMs: number, celebrates: boolean) {
  const [phase, setPhase] = useState<TestPhase>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  const hold = useRef<ReturnType<typeof setTimeout>>(undefined);
  const confetti = useRef<Celebration | null>(null);
  const celebratesRef = useRef(celebrates);
  celebratesRef.current = celebrates;

  function stop() {
    clearInterval(timer.current);
    clearTimeout(hold.current);
    confetti.current?.stop();
    confetti.current = null;
  }
  // Leaving the form mid-test: no timer fires into an unmounted preview, no confetti stays up.
  useEffect(
    () => () => {
      clearInterval(timer.current);
      clearTimeout(hold.current);
      confetti.current?.stop();
    },
    [],
  );

  function start() {
    stop();
    let left = TEST_STEPS;
    setPhase({ kind: 'running', left });
    timer.current = setInterval(
      () => {
        left -= 1;
        if (left > 0) {
          setPhase({ kind: 'running', left });
          return;
        }
        clearInterval(timer.current);
        setPhase({ kind: 'done' });
        if (celebratesRef.current) confetti.current = celebrate(TEST_CONFETTI);
        hold.current = setTimeout(() => {
          stop();
          setPhase({ kind: 'idle' });
        }, TEST_HOLD_MS);
      },
      countdown ? COUNTDOWN_TICK_MS : speedMs,
    );
  }

  return { phase, running: phase.kind !== 'idle', start };
}
