// A counter is laid out at the width it is given (its sizes follow the width, cqw); when the result
// is taller than the box that shows it, it is scaled down as a whole, never cropped. One rule for
// every box: an embed or OBS source (the window, fit-frame.ts) and the form's and the control
// page's preview (a fixed 16:9 box, use-fit-box.ts).

export interface Size {
  width: number;
  height: number;
}

/** The scale, at most 1, at which `content` (its layout size) lies inside `room`. */
export function fitScale(room: Size, content: Size): number {
  // A box not laid out yet divides by 0: Infinity, so the scale stays 1.
  const scale = Math.min(1, room.width / content.width, room.height / content.height);
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

/**
 * Keeps `--cs-fit` on `target` the scale that fits `content` in `room()`, now and whenever either
 * changes size (a logo that loads, a title that wraps, a panel resized). `refit` is for the
 * changes no element reports (the window's own size); `stop` ends the watching.
 */
export function keepFitted(
  content: HTMLElement,
  room: () => Size,
  target: HTMLElement,
  watch: HTMLElement[] = [],
): { refit: () => void; stop: () => void } {
  const apply = () => {
    // offsetWidth/Height are the layout size, which the scale (a transform) never changes.
    const scale = fitScale(room(), { width: content.offsetWidth, height: content.offsetHeight });
    target.style.setProperty('--cs-fit', scale.toFixed(4));
  };
  apply();
  if (typeof ResizeObserver === 'undefined') return { refit: apply, stop: () => {} };
  const observer = new ResizeObserver(apply);
  observer.observe(content);
  for (const el of watch) observer.observe(el);
  return { refit: apply, stop: () => observer.disconnect() };
}
