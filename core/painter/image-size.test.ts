import { describe, expect, it } from 'vitest';
import { suggestBrowserSourceSize } from '../counter/browser-source';
import { createFormDefaults } from '../counter/settings-defaults';
import { emailLayout } from './email-layout';
import { IMAGE_WIDTH, imageFrameSize, imageHeight, OG_SIZE } from './image-size';

// A countdown with a title and no icon or message: the design is 1200 × 290 CSS pixels.
const countdown = {
  ...createFormDefaults(new Date('2030-01-01T00:00:00Z'), 'UTC'),
  countdownType: 'datetime' as const,
  title: 'Launch',
  socialIcon: 'none' as const,
  completionMessage: '',
};

describe('server image sizes', () => {
  it('lays the design out at its own size and scales it to the width asked for', () => {
    expect(suggestBrowserSourceSize(countdown)).toEqual({ width: 1200, height: 290 });
    expect(imageFrameSize(countdown, 600, 1, false)).toEqual({
      width: 600,
      height: 145,
      cssWidth: 1200,
      cssHeight: 290,
      pixelRatio: 0.5,
    });
  });

  it('doubles the pixels, not the layout, at scale 2', () => {
    expect(imageFrameSize(countdown, 600, 2, false)).toEqual({
      width: 1200,
      height: 290,
      cssWidth: 1200,
      cssHeight: 290,
      pixelRatio: 1,
    });
  });

  it('adds the badges’ room at the bottom when the image carries them', () => {
    // The badge grows with the frame, up to twice its size: 56 × 2 at 1200 CSS pixels.
    const size = imageFrameSize(countdown, 300, 1, true);
    expect(size.cssHeight).toBe(290 + 112);
    expect(size.height).toBe(Math.round(402 / 4));
  });

  it('lays a countdown e-mail image out at 600 CSS pixels, its own layout, and scales that', () => {
    const css = emailLayout(countdown, false).height;
    expect(imageFrameSize(countdown, 600, 2, false, true)).toEqual({
      width: 1200,
      height: 2 * css,
      cssWidth: 600,
      cssHeight: css,
      pixelRatio: 2,
    });
    // The snippet's <img height> is the 1× height of that layout, badges' room included.
    expect(imageHeight(countdown, 600, false)).toBe(css);
    expect(imageHeight(countdown, 300, true)).toBe(Math.round((css + 56) / 2));
    // A number counter's GIF keeps the design's stage.
    const number = { ...countdown, countdownType: 'number' as const };
    expect(imageHeight(number, 600, false)).toBe(imageFrameSize(number, 600, 1, false).height);
  });

  it('keeps the width limits and the share card’s size', () => {
    expect(IMAGE_WIDTH).toEqual({ min: 200, max: 1200, default: 600 });
    expect(OG_SIZE).toEqual({ width: 1200, height: 630, cssWidth: 800, cssHeight: 420, pixelRatio: 1.5 });
  });
});
