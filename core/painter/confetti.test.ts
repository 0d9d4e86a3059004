import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { createConfetti } from './confetti';
import type { Ctx2D } from './painter';
import { recordCanvas } from './testing/skia-canvas';

// The completion confetti on Skia (@napi-rs/canvas): seeded, so frame N of a clip is the same
// picture however often and in whatever order it is drawn.
const W = 400;
const H = 300;

function draw(confetti: ReturnType<typeof createConfetti>, sinceMs: number) {
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  confetti(ctx as unknown as Ctx2D, sinceMs, W, H);
  return ctx.getImageData(0, 0, W, H).data;
}

/** Painted pixels, their highest alpha, and their mean x and y. */
function ink(px: Uint8ClampedArray) {
  let n = 0;
  let maxAlpha = 0;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < px.length; i += 4) {
    const a = px[i + 3] ?? 0;
    if (a === 0) continue;
    n++;
    maxAlpha = Math.max(maxAlpha, a);
    sx += (i / 4) % W;
    sy += Math.floor(i / 4 / W);
  }
  return { n, maxAlpha, x: n ? sx / n : Number.NaN, y: n ? sy / n : Number.NaN };
}

describe('createConfetti', () => {
  it('draws nothing before the end', () => {
    expect(ink(draw(createConfetti(1), -1)).n).toBe(0);
  });

  it('bursts opaque from the middle, 62 % down, at the end', () => {
    const first = ink(draw(createConfetti(1), 0));
    expect(first.n).toBeGreaterThan(100);
    expect(first.maxAlpha).toBe(255);
    expect(Math.abs(first.x - W / 2)).toBeLessThan(40);
    expect(Math.abs(first.y - 0.62 * H)).toBeLessThan(60);
  });

  it('fades as the burst runs its 260 ticks', () => {
    // Tick 145 of 260, before the second burst: each piece at alpha 1 − 144/260 (114 of 255);
    // two pieces overlapping add up, so the brightest pixel is between the two.
    const late = ink(draw(createConfetti(1), 2400));
    expect(late.n).toBeGreaterThan(0);
    expect(late.maxAlpha).toBeGreaterThan(105);
    expect(late.maxAlpha).toBeLessThan(200);
  });

  it('starts the third burst at the right quarter, 5 s after the end', () => {
    const px = draw(createConfetti(1), 5000);
    let rightOpaque = 0;
    let leftOpaque = 0;
    for (let i = 0; i < px.length; i += 4)
      if ((px[i + 3] ?? 0) > 250) (i / 4) % W > W / 2 ? rightOpaque++ : leftOpaque++;
    expect(rightOpaque).toBeGreaterThan(50);
    expect(leftOpaque).toBe(0);
  });

  it('starts the second burst at the left quarter', () => {
    const px = draw(createConfetti(1), 2500);
    let rightOpaque = 0;
    let leftOpaque = 0;
    for (let i = 0; i < px.length; i += 4)
      if ((px[i + 3] ?? 0) > 250) (i / 4) % W < W / 2 ? leftOpaque++ : rightOpaque++;
    expect(leftOpaque).toBeGreaterThan(50);
    expect(rightOpaque).toBe(0);
  });

  it('paints the same frame whatever was drawn before, and another seed differently', () => {
    const fresh = draw(createConfetti(7), 1000);
    const scrubbed = createConfetti(7);
    draw(scrubbed, 2000);
    expect(Buffer.from(draw(scrubbed, 1000)).equals(Buffer.from(fresh))).toBe(true);
    const forward = createConfetti(7);
    draw(forward, 500);
    expect(Buffer.from(draw(forward, 1000)).equals(Buffer.from(fresh))).toBe(true);
    expect(Buffer.from(draw(createConfetti(8), 1000)).equals(Buffer.from(fresh))).toBe(false);
  });
});

describe('createConfetti: colours, count and fade', () => {
  // canvas-confetti's default colours, one per particle in turn.
  const PALETTE = ['#26ccff', '#a25afd', '#ff5e7e', '#88ff5a', '#fcff42', '#ffa62d', '#ff36ff'];
  const probe = recordCanvas(1, 1).ctx;
  /** A colour at an alpha, written as the canvas writes it back. */
  const styleOf = (hex: string, alpha: number) => {
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    probe.fillStyle = `rgba(${r}, ${g}, ${b}, ${alpha})`;
    return String(probe.fillStyle);
  };
  const fillsAt = (sinceMs: number, seed = 1) => {
    const canvas = recordCanvas(W, H);
    createConfetti(seed)(canvas.ctx, sinceMs, W, H);
    return canvas.fills;
  };

  it('throws 200 pieces in the palette’s colours, in turn, fully opaque at first', () => {
    const fills = fillsAt(0);
    expect(fills).toHaveLength(200);
    expect(fills.slice(0, 14).map((f) => f.fillStyle)).toEqual(
      [...PALETTE, ...PALETTE].map((hex) => styleOf(hex, 1)),
    );
  });

  it('fades each burst linearly over its 260 ticks of 1/60 s', () => {
    // 1.01 s in: tick 61, alpha 1 − 60/260.
    expect(fillsAt(1010)[0]?.fillStyle).toBe(styleOf(PALETTE[0]!, 1 - 60 / 260));
  });

  it('draws a burst through its last tick, and not after', () => {
    // 4.32 s: the first burst's tick 260 (its last) and the second burst's.
    expect(fillsAt(4320)).toHaveLength(400);
    // 4.34 s: tick 261, the first burst is over.
    expect(fillsAt(4340)).toHaveLength(200);
  });

  it('throws round and square pieces, about half of each, each square a closed four-cornered path', () => {
    const canvas = recordCanvas(W, H);
    createConfetti(1)(canvas.ctx, 500, W, H);
    const count = (name: string) => canvas.calls.filter((c) => c === name).length;
    const circles = count('ellipse');
    const squares = count('moveTo');
    expect(circles + squares).toBe(200);
    expect(circles).toBeGreaterThan(70);
    expect(squares).toBeGreaterThan(70);
    expect(count('lineTo')).toBe(3 * squares);
    expect(count('closePath')).toBe(200);
    expect(count('fill')).toBe(200);
  });

  it('fans the first burst out upwards, 45° either side of straight up', () => {
    // A tenth of a second in, every piece is still above the burst point, spread evenly left and right.
    const px = draw(createConfetti(1), 100);
    const early = ink(px);
    expect(Math.abs(early.x - W / 2)).toBeLessThan(12);
    let below = 0;
    for (let i = 3; i < px.length; i += 4)
      if ((px[i] ?? 0) > 0 && Math.floor((i - 3) / 4 / W) > 0.62 * H + 12) below++;
    expect(below).toBe(0);
  });

  it('shoots the pieces up from the burst, then lets them fall', () => {
    const early = ink(draw(createConfetti(1), 300));
    const late = ink(draw(createConfetti(1), 2400));
    expect(early.y).toBeLessThan(0.62 * H - 20);
    expect(late.y).toBeGreaterThan(early.y + 20);
  });

  it('keeps a seed’s pieces where they were: an exported clip looks the same when drawn again', () => {
    // Seed 1, one second in: the pieces' shapes as canvas-confetti's physics put them (pinned from a
    // run). Any change to the launch, drag, gravity, wobble, tilt or shape moves them.
    const canvas = recordCanvas(W, H);
    createConfetti(1)(canvas.ctx, 1000, W, H);
    const round = (n: number) => Math.round(n * 100) / 100;
    expect(canvas.paths).toHaveLength(521);
    expect(canvas.paths.slice(0, 3).map((p) => [p.name, ...p.args.map(round)])).toEqual([
      ['ellipse', -137.59, 7.69, 5.94, 0.82, 2.92, 0, 6.28],
      ['ellipse', -111.1, 49.8, 5.92, 0.97, 4, 0, 6.28],
      ['ellipse', 384.98, 59.3, 5.18, 3.03, 2.14, 0, 6.28],
    ]);
    const sum = canvas.paths.reduce((s, p) => s + p.args.reduce((a, b) => a + Math.abs(b), 0), 0);
    expect(sum).toBeCloseTo(186758.586, 2);
    // The second burst (seeded apart from the first) 100 ms in.
    const later = recordCanvas(W, H);
    createConfetti(1)(later.ctx, 2600, W, H);
    expect(later.paths).toHaveLength(1048);
    const laterSum = later.paths.reduce((s, p) => s + p.args.reduce((a, b) => a + Math.abs(b), 0), 0);
    expect(laterSum).toBeCloseTo(340267.74, 1);
  });
});
