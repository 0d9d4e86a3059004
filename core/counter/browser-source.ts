import { formatNumber } from './engine/format-number';
import type { CounterSettings } from './settings';

// The size to give an OBS browser source (or an iframe) so the design fits without cropping or a
// sea of empty space. Figures are the viewer's embed layout at the size a 1080p scene wants:
// digits about 128 px tall, so a character is about 80 px wide; each block adds its own height.
export interface BrowserSourceSize {
  width: number;
  height: number;
}

type SizeSettings = Pick<
  CounterSettings,
  | 'countdownType'
  | 'startNumber'
  | 'endNumber'
  | 'title'
  | 'socialIcon'
  | 'iconPosition'
  | 'completionMessage'
>;

const CHAR_WIDTH = 80;
const SIDE_PADDING = 160;
const DIGITS_HEIGHT = 200;
const TITLE_HEIGHT = 90;
const ICON_HEIGHT = 100;
const PROGRESS_HEIGHT = 50;
const MESSAGE_HEIGHT = 70;
const COUNTDOWN_WIDTH = 1200;

const roundTo = (n: number, step: number) => Math.ceil(n / step) * step;

export function suggestBrowserSourceSize(s: SizeSettings): BrowserSourceSize {
  const chars = Math.max(
    formatNumber(Math.max(s.startNumber, s.endNumber)).length,
    formatNumber(Math.min(s.startNumber, s.endNumber)).length,
  );
  const width =
    s.countdownType === 'datetime'
      ? COUNTDOWN_WIDTH
      : Math.min(1920, Math.max(600, chars * CHAR_WIDTH + SIDE_PADDING));
  const iconOwnRow = s.socialIcon !== 'none' && ['top', 'counter-top', 'bottom'].includes(s.iconPosition);
  const height =
    DIGITS_HEIGHT +
    (s.title.trim() ? TITLE_HEIGHT : 0) +
    (iconOwnRow ? ICON_HEIGHT : 0) +
    (s.countdownType === 'number' ? PROGRESS_HEIGHT : 0) +
    (s.completionMessage.trim() ? MESSAGE_HEIGHT : 0);
  return { width: roundTo(width, 10), height: roundTo(height, 10) };
}
