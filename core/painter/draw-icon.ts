import type { PaintEnv, Painter } from './painter';
import type { GlyphName } from './social-glyphs';
import { GLYPHS } from './social-glyphs';

// The same brand glyph data the DOM renderer uses, painted on a 24-unit grid.
type Part = { fill: boolean; evenOdd: boolean; lineWidth: number; path: Path2D };

// Per environment: a browser Path2D cannot be filled on a server canvas, nor the other way round.
const caches = new WeakMap<PaintEnv, Map<GlyphName, Part[]>>();

function partsOf(env: PaintEnv, name: GlyphName): Part[] {
  let cache = caches.get(env);
  if (!cache) {
    cache = new Map();
    caches.set(env, cache);
  }
  let parts = cache.get(name);
  if (parts) return parts;
  parts = GLYPHS[name].parts.map(([tag, a]) => {
    const path = env.path();
    const n = (k: string) => Number(a[k] ?? 0);
    if (tag === 'path') path.addPath(env.path(a.d));
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
  for (const part of partsOf(p.env, name)) {
    if (part.fill) ctx.fill(part.path, part.evenOdd ? 'evenodd' : 'nonzero');
    else {
      ctx.lineWidth = part.lineWidth;
      ctx.stroke(part.path);
    }
  }
  // restore() takes the shadow off again.
  ctx.restore();
}
