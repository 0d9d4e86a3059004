import type { CountdownPart } from '@core/counter/engine/countdown';
import { getCountDirection } from '@core/counter/engine/number-run';
import type { CounterSettings } from '@core/counter/settings';
import { useEffect, useRef, useState } from 'react';

// Test Animation counts a few steps into the sample value, so every changed digit plays the
// chosen style exactly as the viewer shows it.
export const TEST_STEPS = 5;
/** Countdowns tick once a second whatever the speed (docs/product.md §4), so their test does too. */
const COUNTDOWN_TICK_MS = 1000;

const pad = (n: number) => String(n).padStart(2, '0');

export function sampleCountdownParts(secondsPastSample: number): CountdownPart[] {
  const total = 15 * 3600 + 30 * 60 + 45 + secondsPastSample;
  return [
    { value: pad(Math.floor(total / 3600)), label: 'hours' },
    { value: pad(Math.floor((total % 3600) / 60)), label: 'mins' },
    { value: pad(total % 60), label: 'secs' },
  ];
}

/**
 * Steps left before the sample is reached (0 when idle), and `start`. A number counter walks
 * towards the sample in its own direction at its own speed; a countdown ticks down to it.
 */
export function useTestCount(
  settings: Pick<CounterSettings, 'countdownType' | 'speed' | 'startNumber' | 'endNumber'>,
) {
  const [left, setLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);
  const tickMs = settings.countdownType === 'datetime' ? COUNTDOWN_TICK_MS : settings.speed;
  const direction = getCountDirection(settings);

  function start() {
    clearInterval(timer.current);
    setLeft(TEST_STEPS);
    timer.current = setInterval(() => {
      setLeft((n) => {
        if (n <= 1) clearInterval(timer.current);
        return Math.max(0, n - 1);
      });
    }, tickMs);
  }

  return {
    left,
    running: left > 0,
    start,
    /** The number shown now: the sample minus the steps left, in the counting direction. */
    numberAt: (sample: number) => (direction === 'down' ? sample + left : sample - left),
  };
}
