import { AppError } from '@core/errors/app-error';
import { IMAGE_WIDTH } from '@core/painter/image-size';

// ?w=, ?scale= and ?first= of the image routes. Anything else in the query is ignored (mail tools add
// tracking parameters); a bad value is a 400 naming the parameter and what it accepts.

/**
 * The widths actually painted. Every accepted ?w= is snapped up to the next of these (so the image is
 * never blurrier than asked; mail tools scale it down to the <img width>): otherwise each of the
 * thousand accepted widths is a render and a cache entry of its own, and a client walking through
 * them gets a full render per request. 300 and 600 are the e-mail snippet's small and default
 * sizes, 480 a phone's width, 1200 the share card's and the largest accepted.
 */
export const IMAGE_WIDTHS = [300, 400, 480, 600, 800, 1000, IMAGE_WIDTH.max] as const;

/** The painted width for an accepted ?w=: the smallest allowed width at least as wide. */
export function snapWidth(w: number): number {
  return IMAGE_WIDTHS.find((allowed) => allowed >= w) ?? IMAGE_WIDTH.max;
}
export interface ImageParams {
  width: number;
  scale: 1 | 2;
  /** ?first=1: the counter as a visitor first sees it (the dashboard's thumbnail), image-scene.ts. */
  first: boolean;
}

export function parseImageParams(query: Record<string, unknown>): ImageParams {
  const w = query.w;
  const scale = query.scale;
  let width: number = IMAGE_WIDTH.default;
  if (w !== undefined) {
    const n = typeof w === 'string' && /^\d{1,5}$/.test(w) ? Number(w) : Number.NaN;
    if (!(n >= IMAGE_WIDTH.min && n <= IMAGE_WIDTH.max))
      throw new AppError(
        'validation',
        `w must be a whole number of pixels from ${IMAGE_WIDTH.min} to ${IMAGE_WIDTH.max}.`,
      );
    width = snapWidth(n);
  }
  if (scale !== undefined && scale !== '1' && scale !== '2')
    throw new AppError('validation', 'scale must be 1 or 2.');
  const first = query.first;
  if (first !== undefined && first !== '1') throw new AppError('validation', 'first must be 1.');
  return { width, scale: scale === '2' ? 2 : 1, first: first === '1' };
}
