import type { CountdownPart } from '../counter/engine/countdown';
import { localDigits, localUnitLabel } from '../counter/locale/countdown-words';
import { isRightToLeft } from '../counter/locale/unit-words';
// The painter (export, e-mail images, og.png) draws every language: all the words, always.
import '../counter/extras';
import type { CounterSettings } from '../counter/settings';
import { rgba } from './css-math';
import { digitColor, digitRoom } from './display-rules';
import { type DigitLayout, drawDigits, layoutDigits } from './draw-digits';
import { countdownGridEm, countdownLineEm } from './fit';
import type { Block, FrameMetrics } from './frame-metrics';
import { baselineIn, fillText, type Painter } from './painter';

// The countdown (.cs-countdown): boxed units with labels, colons between them; on narrow frames
// four units wrap into a 2×2 grid with bigger digits, as the viewer does on phones. As in the
// viewer, Arabic lays the units out right to left (days rightmost), and with less than
// warnBelowSeconds left the whole countdown (digits, boxes, colons) takes the warning colour.
interface Unit {
  part: CountdownPart;
  digits: DigitLayout;
  box: { w: number; h: number };
  w: number;
  h: number;
}

export function countdownBlock(
  p: Painter,
  settings: CounterSettings,
  m: FrameMetrics,
  input: {
    parts: CountdownPart[];
    previous: CountdownPart[] | null;
    t: number;
    warn?: boolean;
    /** Overtime: '+' before the first unit, digits rolling up. */
    overtime?: boolean;
    /**
     * E-mail images (email-layout.ts): the digits' and labels' sizes are given, the units stay on
     * one line, and without boxes the digits stand on their own.
     */
    size?: { digits: number; label: number; boxes: boolean };
  },
): Block {
  const { parts } = input;
  // The viewer swaps --cs-counter for the warning colour; here the settings' counter colour.
  const s = input.warn ? { ...settings, counterColor: digitColor(settings, true) } : settings;
  const rtl = isRightToLeft(s.locale);
  const given = input.size;
  const boxes = given?.boxes ?? true;
  const grid = !given && m.narrow && parts.length === 4;
  const room = m.u * digitRoom(s);
  const F = given
    ? given.digits
    : grid
      ? Math.min(m.u * 18 * 2, room / countdownGridEm(parts, s.fontStyle))
      : Math.min(m.u * 18 * m.boost, room / countdownLineEm(parts, s.fontStyle));
  const border = Math.max(1, 0.012 * F);
  const labelFs = given ? given.label : Math.max(10, 0.15 * F);
  // Boxed units pad their digits; bare digits sit a little closer to their labels.
  const padX = boxes ? 0.16 * F + border : 0;
  const padY = boxes ? 0.09 * F + border : 0;
  const labelGap = boxes ? 0.12 * F : 0.08 * F;
  // Colons (and the overtime sign) in the digits' line box: a little lower beside boxes.
  const colonDrop = boxes ? 0.06 * F : 0;
  const labelFont = p.font(labelFs, 600);
  const labelLs = 0.22 * labelFs;
  const lv = p.vertical(labelFont);
  const labelH = lv.ascent + lv.descent;
  const units: Unit[] = parts.map((part) => {
    const digits = layoutDigits(p, localDigits(part, s.locale), F);
    const box = { w: digits.width + 2 * padX, h: digits.height + 2 * padY };
    const labelW =
      p.measure(localUnitLabel(part, s.locale).toUpperCase(), labelFont, labelLs) + 0.22 * labelFs;
    return { part, digits, box, w: Math.max(box.w, labelW), h: box.h + labelGap + labelH };
  });
  // Every unit is as tall (one digit size, one label line), and taller than a colon's line.
  const unitH = units[0]!.h;
  const colonFont = p.font(F);
  const colonW = p.measure(':', colonFont);
  // Bare digits need more air around their colons than boxes do.
  const gap = (boxes ? 0.08 : 0.14) * F;
  // Overtime reads '+00:00:12': the sign stands before the first unit (right of it in Arabic),
  // outside its box, in the digits' colour, as the viewer's .cs-sign.
  const signW = input.overtime ? p.measure('+', colonFont) + gap : 0;
  const drawSign = (x: number, top: number) => {
    p.ctx.fillStyle = s.counterColor;
    fillText(p, '+', x, baselineIn(p, colonFont, top + colonDrop, 1.05 * F), colonFont);
  };

  const drawUnit = (unit: Unit, cx: number, top: number) => {
    const bx = cx - unit.box.w / 2;
    const r = 0.16 * F;
    const { ctx } = p;
    if (boxes) drawBox(bx, top, unit, r);
    const prior = input.previous?.find((q) => q.label === unit.part.label);
    const before = prior ? localDigits(prior, s.locale) : '';
    drawDigits(p, s, unit.digits, bx + padX, top + padY + (boxes ? 0.01 * F : 0), {
      previousText: input.previous === null ? null : before,
      t: input.t,
      // Stryker disable next-line StringLiteral: every direction but 'up' rolls down
      direction: input.overtime ? 'up' : 'down',
    });
    const labelTop = top + unit.box.h + labelGap;
    const label = localUnitLabel(unit.part, s.locale).toUpperCase();
    const lw = p.measure(label, labelFont, labelLs) + 0.22 * labelFs;
    ctx.globalAlpha = 0.78;
    ctx.fillStyle = s.titleColor;
    fillText(
      p,
      label,
      cx - lw / 2 + 0.22 * labelFs,
      baselineIn(p, labelFont, labelTop, labelH),
      labelFont,
      labelLs,
    );
    ctx.globalAlpha = 1;
  };
  function drawBox(bx: number, top: number, unit: Unit, r: number) {
    const { ctx } = p;
    // Outer shadow outside the box only (box-shadow never shows through a translucent fill).
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, 0, m.width, m.height);
    ctx.roundRect(bx, top, unit.box.w, unit.box.h, r);
    ctx.clip('evenodd');
    p.setShadow({ x: 10_000, y: 0.08 * F, blur: 0.3 * F, color: 'rgba(0, 0, 0, 0.16)' });
    // Stryker disable next-line StringLiteral: the shape lies 10,000 px away; only its shadow, in the shadow's colour, lands
    ctx.fillStyle = '#000';
    ctx.beginPath();
    ctx.roundRect(bx - 10_000, top, unit.box.w, unit.box.h, r);
    ctx.fill();
    ctx.restore();
    // Stryker disable next-line CallExpression: the path holds only the off-screen shadow shape, which fills nothing here
    ctx.beginPath();
    ctx.roundRect(bx, top, unit.box.w, unit.box.h, r);
    ctx.fillStyle = rgba(s.counterColor, 0.09);
    ctx.fill();
    ctx.save();
    ctx.clip();
    ctx.fillStyle = 'rgba(255, 255, 255, 0.18)';
    ctx.fillRect(bx, top + border, unit.box.w, 0.02 * F);
    ctx.restore();
    ctx.beginPath();
    ctx.roundRect(
      bx + border / 2,
      top + border / 2,
      unit.box.w - border,
      unit.box.h - border,
      r - border / 2,
    );
    ctx.lineWidth = border;
    ctx.strokeStyle = rgba(s.counterColor, 0.18);
    ctx.stroke();
  }
  const drawColon = (x: number, top: number) => {
    p.ctx.globalAlpha = 0.55;
    p.ctx.fillStyle = s.counterColor;
    fillText(p, ':', x, baselineIn(p, colonFont, top + colonDrop, 1.05 * F), colonFont);
    p.ctx.globalAlpha = 1;
  };

  if (grid) {
    // Four units here. Each column is as wide as its wider unit.
    const [c0, c1] = [0, 1].map((c) => Math.max(units[c]!.w, units[c + 2]!.w)) as [number, number];
    const width = c0 + c1 + 0.12 * F;
    return {
      height: 2 * unitH + 0.14 * F,
      draw(top) {
        const left = (m.width - width + (rtl ? -signW : signW)) / 2;
        if (signW > 0) drawSign(rtl ? left + width + gap : left - signW, top);
        units.forEach((unit, i) => {
          // The first of a row stands left, or right when the language reads right to left.
          const first = (i % 2 === 0) !== rtl;
          const cx = first ? left + c0 / 2 : left + c0 + 0.12 * F + c1 / 2;
          drawUnit(unit, cx, i < 2 ? top : top + unitH + 0.14 * F);
        });
      },
    };
  }
  const width = signW + units.reduce((w, u) => w + u.w, 0) + (units.length - 1) * (colonW + 2 * gap);
  return {
    height: unitH,
    draw(top) {
      let x = (m.width - width) / 2;
      if (signW > 0 && !rtl) {
        drawSign(x, top);
        x += signW;
      }
      (rtl ? [...units].reverse() : units).forEach((unit, i) => {
        if (i > 0) {
          drawColon(x, top);
          x += colonW + gap;
        }
        drawUnit(unit, x + unit.w / 2, top);
        x += unit.w + gap;
      });
      if (signW > 0 && rtl) drawSign(x, top);
    },
  };
}
