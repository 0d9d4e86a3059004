import type { BackgroundSettings } from '../counter/settings-style';
import type { Ctx2D } from './painter';

// buildBackgroundCss() on a canvas: a solid colour, or CSS linear-gradient geometry (the angle's
// line through the centre, long enough that the corners get the end colours).
export function drawBackground(ctx: Ctx2D, s: BackgroundSettings, width: number, height: number) {
  if (s.backgroundType !== 'gradient') {
    ctx.fillStyle = s.backgroundColor;
    ctx.fillRect(0, 0, width, height);
    return;
  }
  const angle = (Number.parseFloat(s.gradientDirection) * Math.PI) / 180;
  const dx = Math.sin(angle);
  const dy = -Math.cos(angle);
  const half = (Math.abs(width * dx) + Math.abs(height * dy)) / 2;
  const cx = width / 2;
  const cy = height / 2;
  const g = ctx.createLinearGradient(cx - dx * half, cy - dy * half, cx + dx * half, cy + dy * half);
  g.addColorStop(0, s.gradientStart);
  g.addColorStop(1, s.gradientEnd);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, width, height);
}
