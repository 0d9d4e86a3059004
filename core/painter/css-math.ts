// The bits of CSS the canvas has to redo by hand: timing functions and color-mix().

export type Easing = (t: number) => number;

/** CSS cubic-bezier(x1, y1, x2, y2): solve x(u) = t by Newton steps, then return y(u). */
export function cubicBezier(x1: number, y1: number, x2: number, y2: number): Easing {
  const bx = (u: number) => 3 * x1 * u * (1 - u) ** 2 + 3 * x2 * u * u * (1 - u) + u ** 3;
  const by = (u: number) => 3 * y1 * u * (1 - u) ** 2 + 3 * y2 * u * u * (1 - u) + u ** 3;
  const dx = (u: number) => 3 * x1 * (1 - u) ** 2 + 6 * (x2 - x1) * u * (1 - u) + 3 * (1 - x2) * u * u;
  return (t) => {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: Newton's step stays at u = 0 there
    if (t <= 0) return 0;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: Newton's step stays at u = 1 there
    if (t >= 1) return 1;
    let u = t;
    // Stryker disable next-line EqualityOperator: the estimate has converged well before the eighth step
    for (let i = 0; i < 8; i++) {
      const d = dx(u);
      // Stryker disable next-line EqualityOperator: a slope of exactly 1e-6 never occurs on these curves
      if (Math.abs(d) < 1e-6) break;
      u = Math.min(1, Math.max(0, u - (bx(u) - t) / d));
    }
    return by(u);
  };
}

export const EASE_OUT = cubicBezier(0, 0, 0.58, 1);
export const EASE_OUT_EXPO = cubicBezier(0.16, 1, 0.3, 1);

export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgba(hex: string, alpha: number): string {
  const [r, g, b] = hexToRgb(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** color-mix(in srgb, a pct%, b) with b a hex colour. */
export function mixHex(a: string, pct: number, b: string): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  const c = x.map((v, i) => Math.round(v * pct + (y[i] ?? 0) * (1 - pct)));
  return `rgb(${c.join(', ')})`;
}
