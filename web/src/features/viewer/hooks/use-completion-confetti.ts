import { type Celebration, celebrate } from '@web/components/counter-display/celebrate';
import { useEffect, useState } from 'react';

export const VIEWER_CONFETTI = { particleCount: 200, durationMs: 30_000 } as const;

/** Confetti from completion for up to 30 s, or until the visitor clicks (docs/product.md §4). */
export function useCompletionConfetti(completed: boolean): boolean {
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!completed) return;
    setPlaying(true);
    const show: Celebration = celebrate(VIEWER_CONFETTI);
    const end = setTimeout(() => setPlaying(false), VIEWER_CONFETTI.durationMs);
    const onClick = () => {
      show.stop();
      setPlaying(false);
    };
    window.addEventListener('pointerdown', onClick);
    return () => {
      show.stop();
      clearTimeout(end);
      setPlaying(false);
      window.removeEventListener('pointerdown', onClick);
    };
  }, [completed]);
  return playing;
}
