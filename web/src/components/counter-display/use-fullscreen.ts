import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Fullscreen of an element (or the whole page). Failures (iframes without allow, iOS) are only logged. */
export function useFullscreen(target?: RefObject<HTMLElement | null>) {
  const [isFullscreen, setIsFullscreen] = useState(
    () => typeof document !== 'undefined' && Boolean(document.fullscreenElement),
  );
  useEffect(() => {
    const onChange = () => setIsFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggleFullscreen = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await (target?.current ?? document.documentElement).requestFullscreen();
    } catch (err) {
      console.error('Fullscreen failed', err);
    }
  }, [target]);
  return { isFullscreen, toggleFullscreen };
}
