import { useEffect, useState } from 'react';

export const CONTROLS_HIDE_MS = 3000;

/**
 * Controls fade after 3 s without movement while the counter runs (docs/product.md §9) and come back on
 * any mouse move, touch or key press. When not running they always show.
 */
export function useIdleHide(active: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!active) {
      setHidden(false);
      return;
    }
    let timer = setTimeout(() => setHidden(true), CONTROLS_HIDE_MS);
    const wake = () => {
      setHidden(false);
      clearTimeout(timer);
      timer = setTimeout(() => setHidden(true), CONTROLS_HIDE_MS);
    };
    const events = ['mousemove', 'pointerdown', 'touchstart', 'keydown'] as const;
    for (const e of events) window.addEventListener(e, wake, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const e of events) window.removeEventListener(e, wake);
    };
  }, [active]);
  return active && hidden;
}
