import { useEffect, useRef, useState } from 'react';

/**
 * True once this display has watched a countdown reach zero (it was counting, then reached),
 * until it counts again (a recurring timer starting over). A page opened long after the end does
 * not celebrate an old zero: confetti, sound and the end action belong to the moment itself.
 */
export function useZeroMoment(countdown: boolean, running: boolean, reached: boolean): boolean {
  const sawCounting = useRef(false);
  const [atZero, setAtZero] = useState(false);
  useEffect(() => {
    if (!countdown) return;
    if (!reached) {
      sawCounting.current = running;
      setAtZero(false);
    } else if (sawCounting.current) setAtZero(true);
  }, [countdown, running, reached]);
  return atZero;
}
