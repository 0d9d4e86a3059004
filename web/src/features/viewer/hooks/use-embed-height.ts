import { type RefObject, useEffect } from 'react';

/**
 * Tells the embedding page how tall our content is, so the iframe fits it (the embed code's
 * script listens for this). Sent on load, on every resize, and again when the frame becomes
 * visible (a lazy or hidden frame may have measured nothing). The height is the content's own,
 * never the viewport's, so the parent resizing the frame cannot feed back into it.
 */
export function useEmbedHeight(id: string, content: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    const el = content.current;
    if (!enabled || !el || window.parent === window) return;
    let last = -1;
    const post = (force = false) => {
      // The layout height, not the drawn one: the fit to the frame (a scale) must not feed back.
      const height = el.offsetHeight;
      if (height === last && !force) return;
      last = height;
      window.parent.postMessage({ type: 'countstream:height', id, height }, '*');
    };
    post(true);
    const observer = new ResizeObserver(() => post());
    observer.observe(el);
    const onVisible = () => {
      if (document.visibilityState === 'visible') post(true);
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('load', onVisible);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('load', onVisible);
    };
  }, [id, content, enabled]);
}
