import { readFileSync } from 'node:fs';
import { CELL_BLEED, ROLL_TRAVEL } from '@core/painter/digit-cell';
import { describe, expect, it } from 'vitest';
import { rollFrom } from './keyframe-glyph';

// The page's cell (digits.css) and the painter's (core/painter/draw-digits.ts) are one box: the
// CSS cannot import the numbers, so this reads them back from the stylesheet.
const css = readFileSync(new URL('./digits.css', import.meta.url), 'utf8');
const bleed = (side: string) => Number(css.match(new RegExp(`--cs-bleed-${side}:\\s*([\\d.]+)em`))?.[1]);

describe('the digit cell', () => {
  it('reaches past the line box by the painter’s bleed on every side', () => {
    expect(bleed('top')).toBe(CELL_BLEED.top);
    expect(bleed('bottom')).toBe(CELL_BLEED.bottom);
    expect(bleed('side')).toBe(CELL_BLEED.side);
  });

  it('rolls a digit a whole travel in, from below counting up and from above counting down', () => {
    expect(rollFrom('up')).toEqual({ '--cs-roll-from': `${ROLL_TRAVEL * 100}%` });
    expect(rollFrom('down')).toEqual({ '--cs-roll-from': `-${ROLL_TRAVEL * 100}%` });
  });
});
