import type { FontStyle } from '../counter/settings-options';
import { getFontFamilyStack } from '../counter/settings-style';
import { withEmoji } from './font-files';

// A 2D context plus the text helpers every block needs. Layout is in CSS pixels (the context is
// scaled by the pixel ratio); shadows are not scaled by the canvas transform, so they are here.
// The same code draws in the browser (its canvas) and on the server (@napi-rs/canvas): the only
// things it cannot reach through the context, paths and scratch canvases, come from the PaintEnv.
export type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** A scratch canvas the painter can draw into and then copy with drawImage. */
export interface ScratchCanvas {
  width: number;
  height: number;
  getContext(type: '2d'): Ctx2D | null;
}

export interface PaintEnv {
  /** A Path2D, optionally from SVG path data. */
  path: (d?: string) => Path2D;
  /** A scratch canvas for glyph sprites, or null where there is none (then glyphs paint directly). */
  scratch: (width: number, height: number) => ScratchCanvas | null;
}

let globalEnv: PaintEnv | undefined;

/** The browser's (and a worker's) own Path2D and OffscreenCanvas; one object, so caches keyed by it hit. */
export function globalPaintEnv(): PaintEnv {
  if (globalEnv) return globalEnv;
  const g = globalThis as unknown as {
    Path2D: new (d?: string) => Path2D;
    OffscreenCanvas?: new (w: number, h: number) => ScratchCanvas;
  };
  globalEnv = {
    path: (d) => new g.Path2D(d),
    scratch: (w, h) => (g.OffscreenCanvas ? new g.OffscreenCanvas(w, h) : null),
  };
  return globalEnv;
}

export interface Shadow {
  x: number;
  y: number;
  blur: number;
  color: string;
}

export interface Painter {
  ctx: Ctx2D;
  env: PaintEnv;
  ratio: number;
  /** Tabular digit width in em, when known. */
  tabularEm: number | null;
  font: (sizePx: number, weight?: number) => string;
  /** Width of text in the given font, with CSS letter-spacing added after each character. */
  measure: (text: string, font: string, letterSpacing?: number) => number;
  /** Ascent and descent of the font's primary face, for CSS line boxes. */
  vertical: (font: string) => { ascent: number; descent: number };
  setShadow: (shadow: Shadow | null) => void;
}

export function createPainter(
  ctx: Ctx2D,
  ratio: number,
  fontStyle: FontStyle,
  tabularEm: number | null = null,
  env: PaintEnv = globalPaintEnv(),
): Painter {
  const stack = withEmoji(getFontFamilyStack(fontStyle));
  const widths = new Map<string, number>();
  const verticals = new Map<string, { ascent: number; descent: number }>();
  const apply = (font: string, letterSpacing: number) => {
    ctx.font = font;
    ctx.letterSpacing = `${letterSpacing}px`;
  };
  return {
    ctx,
    env,
    ratio,
    tabularEm,
    font: (size, weight = 700) => `${weight} ${size.toFixed(3)}px ${stack}`,
    measure(text, font, letterSpacing = 0) {
      const key = `${font}|${letterSpacing}|${text}`;
      let w = widths.get(key);
      if (w === undefined) {
        apply(font, letterSpacing);
        w = ctx.measureText(text).width;
        // Stryker disable next-line ConditionalExpression,EqualityOperator: a bound on memory only; a cleared cache measures again to the same width
        if (widths.size > 5000) widths.clear();
        widths.set(key, w);
      }
      return w;
    },
    vertical(font) {
      let v = verticals.get(font);
      if (!v) {
        apply(font, 0);
        // Stryker disable next-line StringLiteral: the font's bounding box is the same whatever text is measured
        const m = ctx.measureText('0');
        v = { ascent: m.fontBoundingBoxAscent, descent: m.fontBoundingBoxDescent };
        verticals.set(font, v);
      }
      return v;
    },
    setShadow(shadow) {
      ctx.shadowColor = shadow ? shadow.color : 'transparent';
      ctx.shadowOffsetX = shadow ? shadow.x * ratio : 0;
      ctx.shadowOffsetY = shadow ? shadow.y * ratio : 0;
      ctx.shadowBlur = shadow ? shadow.blur * ratio : 0;
    },
  };
}

/** The alphabetic baseline of a CSS line box of height lineHeight starting at top. */
export function baselineIn(p: Painter, font: string, top: number, lineHeight: number): number {
  const { ascent, descent } = p.vertical(font);
  return top + (lineHeight - (ascent + descent)) / 2 + ascent;
}

/** Fills text (left-aligned at x) with the font and letter-spacing set. */
export function fillText(p: Painter, text: string, x: number, baseline: number, font: string, ls = 0) {
  p.ctx.font = font;
  p.ctx.letterSpacing = `${ls}px`;
  p.ctx.textAlign = 'left';
  p.ctx.textBaseline = 'alphabetic';
  p.ctx.fillText(text, x, baseline);
}

/** Wraps like CSS `text-wrap: balance` + `overflow-wrap: anywhere`: the fewest lines, evened out. */
export function wrapBalanced(p: Painter, text: string, font: string, ls: number, maxWidth: number): string[] {
  const greedy = (limit: number): string[] => {
    const lines: string[] = [];
    let line = '';
    // Stryker disable next-line Regex: splitting on single spaces leaves empty words, which the filter drops
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (p.measure(next, font, ls) <= limit) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      // A word wider than the line breaks anywhere.
      for (const ch of Array.from(word)) {
        if (line && p.measure(line + ch, font, ls) > limit) {
          lines.push(line);
          line = '';
        }
        line += ch;
      }
    }
    // Stryker disable next-line ConditionalExpression: the last line is empty only when there were no words at all
    if (line || lines.length === 0) lines.push(line);
    return lines;
  };
  const first = greedy(maxWidth);
  // Stryker disable next-line ConditionalExpression: balancing one line gives that line back; the check saves the search
  if (first.length < 2) return first;
  let lo = maxWidth / 2;
  let hi = maxWidth;
  // Stryker disable next-line EqualityOperator: ten halvings are a precision choice (1/2048 of the width); an eleventh only refines the limit
  for (let i = 0; i < 10; i++) {
    const mid = (lo + hi) / 2;
    if (greedy(mid).length > first.length) lo = mid;
    else hi = mid;
  }
  return greedy(hi);
}
