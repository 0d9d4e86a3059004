// An embed or OBS browser source is a frame of any size (a 1200×360 lower third, a 400×150 corner,
// a phone-tall iframe): the counter is laid out at the frame's width (its sizes follow the width,
// cqw), then the whole column (title, digits, labels, progress, event strip, watermark) is scaled
// down until it also fits the height. One number, --cs-fit on <html> (outside React's tree, so
// hydration never sees it), read by .cs-fit in viewer.css; set at once, and again on every resize.

let fitted: HTMLElement | null = null;

/** Starts fitting `column` to the window; once per page (the server-rendered column is kept by hydration). */
export function fitToFrame(column: HTMLElement | null): void {
  if (!column || column === fitted) return;
  fitted = column;
  const root = document.documentElement.style;
  const apply = () => {
    // offsetWidth/Height are the layout size, which the scale (a transform) never changes.
    // (A column not laid out yet divides by 0: Infinity, so the scale stays 1.)
    const scale = Math.min(1, innerWidth / column.offsetWidth, innerHeight / column.offsetHeight);
    root.setProperty('--cs-fit', scale.toFixed(4));
  };
  apply();
  new ResizeObserver(apply).observe(column);
  addEventListener('resize', apply);
}
