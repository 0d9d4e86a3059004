/** A frame: its pixels, and the CSS viewport its layout is computed in (pixels = CSS × ratio). */
export interface FrameSize {
  width: number;
  height: number;
  cssWidth: number;
  cssHeight: number;
  pixelRatio: number;
}

// The viewer's fullscreen sizing rules (counter-display.css) in numbers: --u is the smaller of 1%
// of the content width and 1.8% of the height; narrow containers (≤ 36rem) boost the digits.
// Vertical padding is symmetric: a clip has no controls to keep clear of.
export interface FrameMetrics {
  width: number;
  height: number;
  padY: number;
  /** Content width (the container the cqw units refer to). */
  contentWidth: number;
  u: number;
  narrow: boolean;
  boost: number;
  /** The stack's gap between blocks. */
  gap: number;
}

export function frameMetrics(size: Pick<FrameSize, 'cssWidth' | 'cssHeight'>): FrameMetrics {
  const width = size.cssWidth;
  const height = size.cssHeight;
  const padX = Math.max(16, width * 0.04);
  const padY = Math.max(20, height * 0.04);
  const contentWidth = width - 2 * padX;
  const u = Math.min(contentWidth / 100, height * 0.018);
  const narrow = contentWidth <= 576;
  return { width, height, padY, contentWidth, u, narrow, boost: narrow ? 1.6 : 1, gap: u * 2.4 };
}

/** One item of the centred column: its height, and how to paint it once placed. */
export interface Block {
  height: number;
  draw: (top: number) => void;
}
