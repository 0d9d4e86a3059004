import { keepFitted } from '@web/components/counter-display/fit-scale';

// An embed or OBS browser source is a frame of any size (a 1200×360 lower third, a 400×150 corner,
// a phone-tall iframe): the counter is laid out at the frame's width (its sizes follow the width,
// cqw), then the whole column (title, digits, labels, progress, event strip, watermark) is scaled
// down until it also fits the height (fit-scale.ts). One number, --cs-fit on <html> (outside
// React's tree, so hydration never sees it), read by .cs-fit in viewer.css; set at once, and again
// on every resize.

let fitted: HTMLElement | null = null;

/** Starts fitting `column` to the window; once per page (the server-rendered column is kept by hydration). */
export function fitToFrame(column: HTMLElement | null): void {
  if (!column || column === fitted) return;
  fitted = column;
  const { refit } = keepFitted(
    column,
    () => ({ width: innerWidth, height: innerHeight }),
    document.documentElement,
  );
  addEventListener('resize', refit);
}
