import type { CounterSettings } from '../counter/settings';
import { rgba } from './css-math';
import { markAt } from './display-rules';
import { createMark, type MarkPainter } from './draw-mark';
import type { Block, FrameMetrics } from './frame-metrics';
import { bounceIn } from './glyph-motion';
import { baselineIn, fillText, type Painter, wrapBalanced } from './painter';

// Title, progress readout and completion message: the text blocks of counter-display.css.

export function titleBlock(
  p: Painter,
  s: CounterSettings,
  m: FrameMetrics,
  transparent: boolean,
  mark: MarkPainter | null = createMark(p, s, null),
  /** E-mail images: one line at this size, smaller when the title (and its mark) would not fit. */
  oneLinePx?: number,
): Block | null {
  const beside = mark && (markAt(s, 'title-left') || markAt(s, 'title-right')) ? mark : null;
  const iconAt = beside !== null;
  if (s.title.trim() === '' && !iconAt) return null;
  let fs = oneLinePx ?? Math.max(22, 4.4 * m.u);
  if (oneLinePx !== undefined && s.title.trim() !== '') {
    // Text and mark both scale with the size, so one ratio brings them within the line.
    const probe = beside?.(1.1 * fs, fs);
    const wide = p.measure(s.title.trim(), p.font(fs), -0.01 * fs) + (probe ? probe.width + 0.4 * fs : 0);
    fs *= Math.min(1, (0.92 * m.contentWidth) / wide);
  }
  const font = p.font(fs);
  const ls = -0.01 * fs;
  const iconSize = 1.1 * fs;
  const painted = beside?.(iconSize, fs);
  const iconRoom = painted ? painted.width + 0.4 * fs : 0;
  const lines =
    s.title.trim() === ''
      ? []
      : oneLinePx !== undefined
        ? [s.title.trim()]
        : wrapBalanced(p, s.title, font, ls, 0.92 * m.contentWidth - iconRoom);
  const spanW = Math.max(0, ...lines.map((l) => p.measure(l, font, ls)));
  const lineH = 1.15 * fs;
  const height = Math.max(lines.length * lineH, iconAt ? iconSize : 0);
  const shadow = transparent
    ? { x: 0, y: 0.04 * fs, blur: 0.12 * fs, color: 'rgba(0, 0, 0, 0.5)' }
    : { x: 0, y: 0.06 * fs, blur: 0.3 * fs, color: 'rgba(0, 0, 0, 0.18)' };
  return {
    height,
    draw(top) {
      let x = (m.width - spanW - iconRoom) / 2;
      // Only called with a mark beside the title.
      // Beside the first line of a wrapped title, as the page sets it; centred on the block when
      // there is no text (the block is the mark's own height then).
      const iconTop = lines.length > 0 ? top + (lineH - iconSize) / 2 : top + (height - iconSize) / 2;
      const icon = () => painted!.draw(x, iconTop);
      if (iconAt && s.iconPosition === 'title-left') {
        icon();
        x += iconRoom;
      }
      p.ctx.fillStyle = s.titleColor;
      p.setShadow(shadow);
      lines.forEach((line, i) => {
        const lx = x + (spanW - p.measure(line, font, ls)) / 2;
        // Lines are as tall as the icon or taller (1.15 em against 1.1): they fill the block.
        fillText(p, line, lx, baselineIn(p, font, top + i * lineH, lineH), font, ls);
      });
      p.setShadow(null);
      if (iconAt && s.iconPosition === 'title-right') {
        x += spanW + 0.4 * fs;
        icon();
      }
    },
  };
}

/**
 * The number's progress bar and its words (core/counter/progress-words.ts: '99.9% of 100K', '73 to
 * go', or none: the bar alone); the fill eases like the CSS transition.
 */
export function progressBlock(
  p: Painter,
  s: CounterSettings,
  m: FrameMetrics,
  text: string | null,
  shownPct: number,
): Block {
  const fs = Math.max(12, 1.9 * m.u);
  const font = p.font(fs, 600);
  const ls = 0.02 * fs;
  const width = Math.min(m.contentWidth, Math.max(180, 46 * m.u));
  const trackH = Math.max(4, 0.7 * m.u);
  const gap = 1.1 * m.u;
  const v = p.vertical(font);
  const textH = v.ascent + v.descent;
  return {
    height: text === null ? trackH : trackH + gap + textH,
    draw(top) {
      const { ctx } = p;
      const left = (m.width - width) / 2;
      // Radii past half a side are scaled down to it (canvas roundRect): both bars are pills, and a
      // fill shorter than the track's height rounds to its own half width, inside the track.
      ctx.beginPath();
      ctx.roundRect(left, top, width, trackH, trackH);
      ctx.fillStyle = rgba(s.counterColor, 0.18);
      ctx.fill();
      const fill = (width * Math.min(100, Math.max(0, shownPct))) / 100;
      ctx.beginPath();
      ctx.roundRect(left, top, fill, trackH, trackH);
      ctx.fillStyle = s.counterColor;
      ctx.fill();
      if (text === null) return;
      const tw = p.measure(text, font, ls);
      ctx.globalAlpha = 0.85;
      ctx.fillStyle = s.titleColor;
      fillText(p, text, (m.width - tw) / 2, baselineIn(p, font, top + trackH + gap, textH), font, ls);
      ctx.globalAlpha = 1;
    },
  };
}

/** The completion message; it bounces in over 700 ms from the moment of completion. */
export function completionBlock(
  p: Painter,
  s: CounterSettings,
  m: FrameMetrics,
  replaces: boolean,
  sinceMs: number,
): Block | null {
  if (s.completionMessage.trim() === '') return null;
  const fs = replaces ? Math.max(28, 9 * m.u) : Math.max(18, 4.4 * m.u);
  const font = p.font(fs);
  const lines = wrapBalanced(p, s.completionMessage, font, 0, 0.92 * m.contentWidth);
  const lineH = 1.15 * fs;
  const height = lines.length * lineH;
  return {
    height,
    draw(top) {
      const { ctx } = p;
      const b = bounceIn(Math.min(1, sinceMs / 700));
      if (b.alpha <= 0) return;
      ctx.save();
      ctx.globalAlpha = Math.min(1, b.alpha);
      ctx.translate(m.width / 2, top + height / 2);
      ctx.scale(b.scale, b.scale);
      ctx.translate(-m.width / 2, -(top + height / 2));
      ctx.fillStyle = replaces ? s.counterColor : s.titleColor;
      lines.forEach((line, i) => {
        const w = p.measure(line, font);
        fillText(p, line, (m.width - w) / 2, baselineIn(p, font, top + i * lineH, lineH), font);
      });
      ctx.restore();
    },
  };
}

/**
 * An e-mail image's text after the end ('Sale ended'), in the digits' place and as tall as their
 * row: as big as fits, on one line, or two balanced lines when one would come out small.
 */
export function endTextBlock(
  p: Painter,
  s: CounterSettings,
  m: FrameMetrics,
  text: string,
  height: number,
): Block {
  const room = 0.92 * m.contentWidth;
  const oneLine = (fs: number) => fs * Math.min(1, room / p.measure(text, p.font(fs)));
  let fs = oneLine(0.5 * height);
  let lines = [text];
  if (fs < 0.3 * height) {
    const big = 0.36 * height;
    lines = wrapBalanced(p, text, p.font(big), 0, room);
    const widest = Math.max(...lines.map((l) => p.measure(l, p.font(big))));
    fs = big * Math.min(1, room / widest);
  }
  const lineH = 1.15 * fs;
  const font = p.font(fs);
  return {
    height,
    draw(top) {
      const first = top + (height - lines.length * lineH) / 2;
      p.ctx.fillStyle = s.counterColor;
      lines.forEach((line, i) => {
        const w = p.measure(line, font);
        fillText(p, line, (m.width - w) / 2, baselineIn(p, font, first + i * lineH, lineH), font);
      });
    },
  };
}
