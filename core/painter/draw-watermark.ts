import { getFontFamilyStack } from '../counter/settings-style';
import type { FrameMetrics } from './frame-metrics';
import { fillText, type Painter } from './painter';

// The viewer's watermark badge (viewer/components/watermark.tsx) on a canvas: a dark translucent
// pill in the bottom-right corner with the gradient logo and the text in the UI font (Inter 600).
// It grows with the frame so it stays legible when a wide design is scaled down for e-mail.
const LOGO_BARS: [x: number, top: number][] = [
  [5, 8],
  [8, 5.5],
  [11, 7],
];

const scaleFor = (cssWidth: number) => Math.min(2, Math.max(1, cssWidth / 600));

/** Room the badges take at the bottom of a frame this wide: the column is centred above it. */
export function badgeReserve(cssWidth: number): number {
  return 56 * scaleFor(cssWidth);
}

/** The badge in a bottom corner: the watermark on the right (with the logo), a note on the left. */
export function drawBadge(p: Painter, m: FrameMetrics, text: string, side: 'left' | 'right') {
  const withLogo = side === 'right';
  const { ctx } = p;
  const k = scaleFor(m.width);
  const fs = 12 * k;
  const font = `600 ${fs.toFixed(3)}px ${getFontFamilyStack('inter')}`;
  const logo = withLogo ? 14 * k : 0;
  const padX = 14 * k;
  const padY = 8 * k;
  const gap = 8 * k;
  const tw = p.measure(text, font);
  const h = Math.max(logo, 1.35 * fs) + 2 * padY;
  const w = padX + (withLogo ? logo + gap : 0) + tw + padX;
  const x = side === 'right' ? m.width - 16 * k - w : 16 * k;
  const y = m.height - 16 * k - h;
  ctx.save();
  ctx.globalAlpha = 1;
  ctx.beginPath();
  // A radius past half the height is scaled down to it: a pill.
  ctx.roundRect(x, y, w, h, h);
  ctx.fillStyle = 'rgba(2, 6, 23, 0.45)';
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.15)';
  ctx.stroke();
  const lx = x + padX;
  const ly = y + (h - logo) / 2;
  // Stryker disable next-line ConditionalExpression: a note's logo is 0 px wide: nothing to draw
  if (withLogo) drawLogo(p, lx, ly, logo);
  ctx.fillStyle = '#ffffff';
  const { ascent, descent } = p.vertical(font);
  fillText(p, text, lx + (withLogo ? logo + gap : 0), y + (h - (ascent + descent)) / 2 + ascent, font);
  ctx.restore();
}

function drawLogo(p: Painter, lx: number, ly: number, logo: number) {
  const { ctx } = p;
  const g = ctx.createLinearGradient(lx, ly, lx + logo, ly + logo);
  g.addColorStop(0, '#a855f7');
  g.addColorStop(0.55, '#fd1d1d');
  g.addColorStop(1, '#fcb045');
  ctx.beginPath();
  ctx.roundRect(lx, ly, logo, logo, (4.5 / 16) * logo);
  ctx.fillStyle = g;
  ctx.fill();
  const unit = logo / 16;
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = 1.8 * unit;
  ctx.lineCap = 'round';
  ctx.beginPath();
  for (const [bx, top] of LOGO_BARS) {
    ctx.moveTo(lx + bx * unit, ly + 10.5 * unit);
    ctx.lineTo(lx + bx * unit, ly + top * unit);
  }
  ctx.stroke();
}
