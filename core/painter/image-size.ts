import { suggestBrowserSourceSize } from '../counter/browser-source';
import type { CounterSettings } from '../counter/settings';
import { badgeReserve } from './draw-watermark';
import type { FrameSize } from './frame-metrics';

// Server images are laid out at the design's own size (the OBS browser-source size, so the
// design's aspect), then scaled to the requested width: an e-mail image at 300 px shows the same
// picture as one at 1200 px, only smaller. The share image lays out a 1200×630 card at 1.5×.
export const IMAGE_WIDTH = { min: 200, max: 1200, default: 600 } as const;
export const OG_SIZE: FrameSize = {
  width: 1200,
  height: 630,
  cssWidth: 800,
  cssHeight: 420,
  pixelRatio: 1.5,
};

/** badges: the image carries the watermark or a note, which get their own room at the bottom. */
export function imageFrameSize(s: CounterSettings, width: number, scale: 1 | 2, badges: boolean): FrameSize {
  const design = suggestBrowserSourceSize(s);
  const cssHeight = design.height + (badges ? badgeReserve(design.width) : 0);
  const ratio = (width * scale) / design.width;
  return {
    width: width * scale,
    height: Math.round(cssHeight * ratio),
    cssWidth: design.width,
    cssHeight,
    pixelRatio: ratio,
  };
}

/** The image's CSS height at the requested width (the `<img height>` of the e-mail snippet). */
export function imageHeight(s: CounterSettings, width: number, badges: boolean): number {
  return imageFrameSize(s, width, 1, badges).height;
}
