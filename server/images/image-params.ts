import { AppError } from '../../core/errors/app-error';
import { IMAGE_WIDTH } from '../../core/painter/image-size';

// ?w= and ?scale= of the image routes. Anything else in the query is ignored (mail tools add
// tracking parameters); a bad value is a 400 naming the parameter and what it accepts.
export interface ImageParams {
  width: number;
  scale: 1 | 2;
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
    width = n;
  }
  if (scale !== undefined && scale !== '1' && scale !== '2')
    throw new AppError('validation', 'scale must be 1 or 2.');
  return { width, scale: scale === '2' ? 2 : 1 };
}
