import { formatNumber } from '../counter/engine/format-number';
import { formatSettingsValue, hasValueFormat } from '../counter/locale/format-value';
import type { CounterSettings } from '../counter/settings';
import { PLATFORM_ICONS } from '../live-sources/platforms';
import { VERSUS_NO_COUNT, type Versus, versusGapText } from '../live-sources/versus';
import { digitColor, digitRoom } from './display-rules';
import { drawDigits, layoutDigits } from './draw-digits';
import { drawIcon } from './draw-icon';
import { numberLineEm } from './fit';
import type { Block, FrameMetrics } from './frame-metrics';
import { baselineIn, fillText, type Painter, wrapBalanced } from './painter';
import type { GlyphName } from './social-glyphs';
import { VERSUS_LAYOUT as L, versusFitText, versusSideWidth } from './versus-layout';

// A versus display in the number row's place (settings.liveDisplay 'versus'), as the live viewer
// draws it (versus-face.tsx): two sides, each its platform's icon and label over its count, the
// leader's label marked; both counts at one size; under both the gap. Still: no motion.

const STILL = { previousText: null, t: 1, direction: 'up' } as const;

export function versusBlock(
  p: Painter,
  s: CounterSettings,
  m: FrameMetrics,
  versus: Versus,
  opts: { locale: string; transparent: boolean },
): Block {
  // The counter's own format, as its number row (draw-number.ts) and the viewer write it.
  const format = (n: number) =>
    hasValueFormat(s) ? formatSettingsValue(n, s, opts.locale) : formatNumber(n, opts.locale);
  const sideW = versusSideWidth(m.contentWidth, m.u);
  // Each side is a container: its label and digits are sized by its own width.
  const su = sideW / 100;
  const texts = versus.sides.map((side) => (side.value === null ? VERSUS_NO_COUNT : format(side.value)));
  const em = numberLineEm(versusFitText(texts, s.fontStyle), s.fontStyle);
  const digitsPx = Math.min(su * 24 * m.boost, (su * digitRoom(s)) / em);
  const labelPx = Math.max(L.labelMinPx, L.labelU * su);
  const labelFont = p.font(labelPx);
  const lineH = L.labelLine * labelPx;
  const iconPx = L.iconEm * labelPx;
  const spacing = L.iconGapEm * labelPx;
  const markFont = p.font(L.leadMarkEm * labelPx);
  const sides = versus.sides.map((side, i) => {
    const leads = versus.leader === i;
    const markW = leads ? spacing + p.measure(L.leadMark, markFont) : 0;
    const lines = wrapBalanced(p, side.label, labelFont, 0, sideW - iconPx - spacing - markW);
    const labelW = Math.max(0, ...lines.map((l) => p.measure(l, labelFont)));
    const nameH = Math.max(lines.length * lineH, iconPx);
    const digits = layoutDigits(p, texts[i]!, digitsPx);
    const height = nameH + L.sideGapU * su + digits.height;
    return { side, leads, lines, labelW, markW, nameH, digits, height };
  });
  const gapText = versus.gap === null ? null : versusGapText(versus.gap, versus.rounded, format);
  const gapDigits = gapText === null ? null : layoutDigits(p, gapText, Math.max(L.gapMinPx, L.gapU * m.u));
  const rowH = Math.max(...sides.map((side) => side.height));
  const height = rowH + (gapDigits ? L.rowGapU * m.u + gapDigits.height : 0);
  const shadow = opts.transparent
    ? { x: 0, y: 0.04 * labelPx, blur: 0.12 * labelPx, color: 'rgba(0, 0, 0, 0.5)' }
    : { x: 0, y: 0.06 * labelPx, blur: 0.3 * labelPx, color: 'rgba(0, 0, 0, 0.18)' };
  return {
    height,
    draw(top) {
      const left = (m.width - m.contentWidth) / 2;
      sides.forEach(({ side, leads, lines, labelW, markW, nameH, digits }, i) => {
        const centre = left + i * (sideW + L.columnGapU * m.u) + sideW / 2;
        // The name: icon, label (its lines centred on each other), the leader's mark.
        let x = centre - (iconPx + spacing + labelW + markW) / 2;
        drawIcon(
          p,
          PLATFORM_ICONS[side.platform] as GlyphName,
          x,
          top + (nameH - iconPx) / 2,
          iconPx,
          s.iconColor,
          labelPx,
        );
        x += iconPx + spacing;
        const linesTop = top + (nameH - lines.length * lineH) / 2;
        p.ctx.fillStyle = s.titleColor;
        p.setShadow(shadow);
        lines.forEach((line, n) => {
          const lx = x + (labelW - p.measure(line, labelFont)) / 2;
          fillText(p, line, lx, baselineIn(p, labelFont, linesTop + n * lineH, lineH), labelFont);
        });
        p.setShadow(null);
        if (leads) {
          p.ctx.fillStyle = digitColor(s, false);
          fillText(
            p,
            L.leadMark,
            x + labelW + spacing,
            baselineIn(p, labelFont, top + (nameH - lineH) / 2, lineH),
            markFont,
          );
        }
        const opacity = side.value === null ? L.noCountAlpha : 1;
        drawDigits(p, s, digits, centre - digits.width / 2, top + nameH + L.sideGapU * su, {
          ...STILL,
          opacity,
        });
      });
      if (gapDigits)
        drawDigits(p, s, gapDigits, (m.width - gapDigits.width) / 2, top + rowH + L.rowGapU * m.u, STILL);
    },
  };
}
