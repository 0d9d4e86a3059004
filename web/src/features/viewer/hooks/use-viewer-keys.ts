import { useEffect, useRef } from 'react';

/** Keys without an action (a visitor may not drive a synced run) do nothing. */
export interface ViewerKeyActions {
  toggle?: () => void;
  fullscreen: () => void;
  restart?: () => void;
}

const isTyping = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

/**
 * Space start/pause/resume, F fullscreen, R restart. Space on a focused button is left to the button;
 * a held key acts once (a synced counter would otherwise send a control call per repeat).
 */
export function useViewerKeys(actions: ViewerKeyActions, enabled = true) {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      const onControl = e.target instanceof HTMLButtonElement || e.target instanceof HTMLAnchorElement;
      if (e.key === ' ' && !onControl) {
        e.preventDefault();
        if (!e.repeat) latest.current.toggle?.();
      } else if (e.repeat) {
        return;
      } else if (e.key === 'f' || e.key === 'F') {
        latest.current.fullscreen();
      } else if (e.key === 'r' || e.key === 'R') {
        latest.current.restart?.();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
