import { suggestBrowserSourceSize } from '../counter/browser-source';
import type { CounterSettings } from '../counter/settings';
import { badgeReserve } from './draw-watermark';
import { EMAIL_CSS_WIDTH, emailLayout } from './email-layout';
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

/** Whether an image is laid out as an e-mail image (email-layout.ts): a countdown's GIF. */
export function isEmailLayout(
  s: Pick<CounterSettings, 'countdownType'>,
  format: 'gif' | 'png' | 'og',
): boolean {
  return format === 'gif' && s.countdownType === 'datetime';
}

/**
 * badges: the image carries the watermark or a note, which get their own room at the bottom.
 * email: a countdown's e-mail layout (600 CSS pixels wide) instead of the design's stage.
 */
export function imageFrameSize(
  s: CounterSettings,
  width: number,
  scale: 1 | 2,
  badges: boolean,
  email = false,
): FrameSize {
  const design = email
    ? { width: EMAIL_CSS_WIDTH, height: emailLayout(s, false).height }
    : suggestBrowserSourceSize(s);
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

/** The e-mail image's (image.gif's) CSS height at the requested width: the snippet's `<img height>`. */
export function imageHeight(s: CounterSettings, width: number, badges: boolean): number {
  return imageFrameSize(s, width, 1, badges, isEmailLayout(s, 'gif')).height;
}
