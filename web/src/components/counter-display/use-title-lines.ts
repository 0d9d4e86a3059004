import { type RefObject, useEffect } from 'react';

/**
 * Keeps a wrapped title's text box as wide as its widest line, so an icon beside the title sits
 * against the words (as the painter draws it: core/painter/draw-text-blocks.ts) and not at the
 * far edge of the room the title could have taken. A box that wraps keeps its full available
 * width otherwise, and balanced lines leave most of it empty.
 */
export function useTitleLines(ref: RefObject<HTMLElement | null>, active: boolean, text: string) {
  useEffect(() => {
    const el = ref.current;
    // New words wrap anew: the box is fitted again for each title (none: nothing to fit).
    if (!active || !el || text.trim() === '' || typeof ResizeObserver === 'undefined') return;
    const fitBox = () => {
      el.style.width = '';
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = Array.from(range.getClientRects());
      // One line is already as wide as its words.
      if (lines.length < 2) return;
      // A pixel of slack: the lines must wrap where they did, not one word earlier.
      el.style.width = `${Math.ceil(Math.max(...lines.map((r) => r.width))) + 1}px`;
    };
    fitBox();
    // The room the title has, not the title itself: its size is what this sets.
    const room = el.closest('.cs-stack') ?? el.parentElement;
    const observer = new ResizeObserver(fitBox);
    if (room) observer.observe(room);
    void document.fonts?.ready.then(fitBox);
    return () => {
      observer.disconnect();
      el.style.width = '';
    };
  }, [ref, active, text]);
}
