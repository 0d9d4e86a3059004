import { formatNumber } from '../counter/engine/format-number';
import { getRollDirection } from '../counter/engine/number-run';
import { formatSettingsValue, hasValueFormat } from '../counter/locale/format-value';
import type { CounterSettings } from '../counter/settings';
import { digitRoom, markAt } from './display-rules';
import { drawDigits, layoutDigits } from './draw-digits';
import { createMark, type MarkPainter } from './draw-mark';
import { numberLineEm } from './fit';
import type { Block, FrameMetrics } from './frame-metrics';
import type { Painter } from './painter';

// The number row (.cs-row): optional left/right icon, then the digits sized like the viewer's
// (the room divided by the line's estimated width, capped at 24 --u).
export interface NumberRowInput {
  value: number;
  previous: number | null;
  /** 0..1 through the change animation. */
  t: number;
  locale: string;
}

export function numberRowBlock(
  p: Painter,
  s: CounterSettings,
  m: FrameMetrics,
  input: NumberRowInput,
  mark: MarkPainter | null = createMark(p, s, null),
): Block {
  // The counter's own format (issue #17: language, prefix, suffix, decimals, compact), as the viewer.
  const format = (n: number) =>
    hasValueFormat(s) ? formatSettingsValue(n, s, input.locale) : formatNumber(n, input.locale);
  const text = format(input.value);
  const fs = Math.min(m.u * 24 * m.boost, (m.u * digitRoom(s)) / numberLineEm(text, s.fontStyle));
  const layout = layoutDigits(p, text, fs);
  const iconSize = Math.max(28, 8 * m.u);
  const painted = mark && (markAt(s, 'left') || markAt(s, 'right')) ? mark(iconSize, 16) : null;
  const side = painted !== null;
  const gap = 2.5 * m.u;
  const width = layout.width + (painted ? painted.width + gap : 0);
  const height = Math.max(layout.height, side ? iconSize : 0);
  const previousText = input.previous === null ? null : format(input.previous);
  return {
    height,
    draw(top) {
      let x = (m.width - width) / 2;
      // Only called with a side mark.
      const icon = () => {
        painted!.draw(x, top + (height - iconSize) / 2);
        x += painted!.width + gap;
      };
      if (side && s.iconPosition === 'left') icon();
      drawDigits(p, s, layout, x, top + (height - layout.height) / 2, {
        previousText,
        t: input.t,
        // Below zero the digits turn against the count (number-run.ts).
        direction: getRollDirection(input.value, s),
      });
      x += layout.width + gap;
      if (side && s.iconPosition === 'right') icon();
    },
  };
}
