import type { CounterSettings } from '../counter/settings';
import { drawIcon } from './draw-icon';
import type { Painter } from './painter';

// The counter's mark: its uploaded logo (core/counter/logo.ts) when it has one, else its social
// icon. Both sit at the icon's position (iconPosition), in a box `size` high; a logo keeps its
// proportions, as wide as LOGO_MAX_ASPECT boxes at most (a word mark), as the viewer's CSS does.

/** A decoded logo the canvas can draw: an ImageBitmap in the browser, a Skia image on the server. */
export type LogoImage = CanvasImageSource & { width: number; height: number };

/** A logo is at most this many times as wide as it is high; a taller one gets a square box. */
export const LOGO_MAX_ASPECT = 3;

export interface PaintedMark {
  width: number;
  draw: (x: number, top: number) => void;
}

/** The mark drawn in a box `size` high; `em` sizes the icon's shadow. */
export type MarkPainter = (size: number, em: number) => PaintedMark;

/** The width of a logo's box `size` high: its own proportions, between a square and LOGO_MAX_ASPECT. */
export function logoBoxWidth(logo: { width: number; height: number } | null, size: number): number {
  if (!logo || logo.width <= 0 || logo.height <= 0) return size;
  return size * Math.min(LOGO_MAX_ASPECT, Math.max(1, logo.width / logo.height));
}

function drawLogo(p: Painter, logo: LogoImage, x: number, top: number, width: number, size: number) {
  // Contained in its box and centred, like object-fit: contain.
  const scale = Math.min(width / logo.width, size / logo.height);
  const w = logo.width * scale;
  const h = logo.height * scale;
  p.ctx.drawImage(logo, x + (width - w) / 2, top + (size - h) / 2, w, h);
}

/**
 * The counter's mark, or null when it has none. A logo that is not decoded (yet, or at all) keeps
 * its square room empty, so the layout does not jump when it arrives.
 */
export function createMark(
  p: Painter,
  s: Pick<CounterSettings, 'logo' | 'socialIcon' | 'iconColor'>,
  logo: LogoImage | null | undefined,
): MarkPainter | null {
  if (s.logo !== undefined) {
    const image = logo ?? null;
    return (size) => {
      const width = logoBoxWidth(image, size);
      return { width, draw: (x, top) => (image ? drawLogo(p, image, x, top, width, size) : undefined) };
    };
  }
  const icon = s.socialIcon;
  if (icon === 'none') return null;
  return (size, em) => ({ width: size, draw: (x, top) => drawIcon(p, icon, x, top, size, s.iconColor, em) });
}
