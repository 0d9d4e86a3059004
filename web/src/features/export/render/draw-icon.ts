import type { GlyphName } from '@web/components/counter-display/social-glyphs';
import { GLYPHS } from '@web/components/counter-display/social-glyphs';
import type { Painter } from './painter';

// The same brand glyph data the DOM renderer uses, painted on a 24-unit grid.
type Part = { fill: boolean; evenOdd: boolean; lineWidth: number; path: Path2D };

const cache = new Map<GlyphName, Part[]>();

function partsOf(name: GlyphName): Part[] {
  let parts = cache.get(name);
  if (parts) return parts;
  parts = GLYPHS[name].parts.map(([tag, a]) => {
    const path = new Path2D();
    const n = (k: string) => Number(a[k] ?? 0);
    if (tag === 'path') path.addPath(new Path2D(a.d));
    else if (tag === 'circle') path.arc(n('cx'), n('cy'), n('r'), 0, Math.PI * 2);
    else path.roundRect(n('x'), n('y'), n('width'), n('height'), n('rx'));
    return {
      fill: a.fill !== 'none',
      evenOdd: a['fill-rule'] === 'evenodd',
      lineWidth: n('stroke-width'),
      path,
    };
  });
  cache.set(name, parts);
  return parts;
}

/** Draws the icon in a size×size box at (x, y), with the CSS drop shadow (0 .08em .2em). */
export function drawIcon(
  p: Painter,
  name: GlyphName,
  x: number,
  y: number,
  size: number,
  color: string,
  em: number,
) {
  const { ctx } = p;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 24, size / 24);
  p.setShadow({ x: 0, y: 0.08 * em, blur: 0.2 * em, color: 'rgba(0, 0, 0, 0.2)' });
  ctx.fillStyle = color;
  ctx.strokeStyle = color;
  for (const part of partsOf(name)) {
    if (part.fill) ctx.fill(part.path, part.evenOdd ? 'evenodd' : 'nonzero');
    else {
      ctx.lineWidth = part.lineWidth;
      ctx.stroke(part.path);
    }
  }
  p.setShadow(null);
  ctx.restore();
}
